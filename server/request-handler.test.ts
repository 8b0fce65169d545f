import { request } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { readBody } from "./request-handler";

describe("readBody", () => {
  const closers: (() => void)[] = [];
  afterEach(() => closers.splice(0).forEach((close) => close()));

  async function serve() {
    const app = express();
    app.post("/", (req, res, next) => {
      readBody(req, 1024)
        .then((read) => {
          if ("tooLarge" in read)
            return res.set("Connection", "close").status(413).send("too large");
          res.send(`read ${read.body.length}`);
        })
        .catch(next);
    });
    const server = app.listen(0, "127.0.0.1");
    closers.push(() => server.close());
    await new Promise((resolve) => server.once("listening", resolve));
    return (server.address() as AddressInfo).port;
  }

  /** Posts `size` bytes, declared up front or (chunked) not, in pieces. */
  const post = (port: number, size: number, declared: boolean) =>
    new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const req = request({ port, host: "127.0.0.1", method: "POST", path: "/" }, (response) => {
        let body = "";
        response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode, body }));
      });
      req.on("error", reject);
      if (declared) req.setHeader("Content-Length", size);
      const piece = Buffer.alloc(256, "a");
      let sent = 0;
      const write = () => {
        while (sent < size) {
          const chunk = piece.subarray(0, Math.min(piece.length, size - sent));
          sent += chunk.length;
          if (!req.write(chunk)) {
            req.once("drain", write);
            return;
          }
        }
        req.end();
      };
      write();
    });

  it("reads a body within the limit", async () => {
    const port = await serve();
    expect(await post(port, 1000, true)).toEqual({ status: 200, body: "read 1000" });
    expect(await post(port, 1024, false)).toEqual({ status: 200, body: "read 1024" });
  });

  it("refuses a body declared over the limit before reading it", async () => {
    const port = await serve();
    const answer = await post(port, 5 * 1024 * 1024, true).catch((error: Error) => error);
    // The answer is 413, or the connection closes under a client still sending: never a read.
    if (answer instanceof Error) expect(answer.message).toMatch(/EPIPE|ECONNRESET/);
    else expect(answer).toEqual({ status: 413, body: "too large" });
  });

  it("stops reading an undeclared (chunked) body once it passes the limit", async () => {
    const port = await serve();
    const answer = await post(port, 4096, false);
    expect(answer).toEqual({ status: 413, body: "too large" });
  });
});
