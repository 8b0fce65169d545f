import { afterEach, describe, expect, it, vi } from "vitest";
import { formEndpoint, postForm, readFormAnswer } from "./form-answer";

const json = (body: unknown, status = 200) => Response.json(body, { status });
const text = (body: string, status: number, type = "text/plain; charset=utf-8") =>
  new Response(body, { status, headers: { "Content-Type": type } });

afterEach(() => vi.unstubAllGlobals());

describe("formEndpoint", () => {
  it("is the form's endpoint in the page's language", () => {
    expect(formEndpoint("en", "contact")).toBe("/forms/contact");
    expect(formEndpoint("or", "quote")).toBe("/or/forms/quote");
  });
});

describe("readFormAnswer", () => {
  it("takes the endpoint's own answers as they are", async () => {
    const sent = { status: "sent", shown: { roofSize: 50 } };
    expect(await readFormAnswer(json(sent))).toEqual(sent);
    const invalid = { status: "invalid", fieldErrors: { name: "Please" }, values: { name: "" } };
    expect(await readFormAnswer(json(invalid, 400))).toEqual(invalid);
    const unavailable = { status: "failed", reason: "unavailable" };
    expect(await readFormAnswer(json(unavailable, 503))).toEqual(unavailable);
    expect(await readFormAnswer(json({ status: "failed", reason: "error" }, 500))).toEqual({
      status: "failed",
      reason: "error",
    });
  });

  it("repeats the server's refusal (throttled, another site, too large) word for word", async () => {
    const throttled = "You've sent several forms in a short time. Please wait a minute.";
    expect(await readFormAnswer(text(throttled, 429))).toEqual({
      status: "failed",
      reason: "refused",
      message: throttled,
    });
    expect(await readFormAnswer(text("Sent from another website.", 403))).toMatchObject({
      reason: "refused",
      message: "Sent from another website.",
    });
    expect(await readFormAnswer(text("Too much to send.", 413))).toMatchObject({
      reason: "refused",
    });
  });

  it("turns anything else into a failure the form words itself", async () => {
    const error = { status: "failed", reason: "error" };
    // An HTML refusal page, a proxy's error page, an empty body, a plain-text 500.
    expect(await readFormAnswer(text("<!doctype html><p>No</p>", 429, "text/html"))).toEqual(error);
    expect(await readFormAnswer(text("<html>Bad gateway</html>", 502, "text/html"))).toEqual(error);
    expect(await readFormAnswer(new Response("", { status: 503 }))).toEqual(error);
    expect(await readFormAnswer(text("Internal Server Error", 500))).toEqual(error);
    expect(await readFormAnswer(text("x".repeat(400), 429))).toEqual(error);
    // JSON that is not the endpoint's, or says what its status contradicts.
    expect(await readFormAnswer(text("{not json", 200, "application/json"))).toEqual(error);
    expect(await readFormAnswer(json({ ok: true }))).toEqual(error);
    expect(await readFormAnswer(json({ status: "sent" }, 500))).toEqual(error);
    expect(await readFormAnswer(json({ status: "invalid", fieldErrors: {} }, 200))).toEqual(error);
    expect(await readFormAnswer(json({ status: "failed", reason: "odd" }, 500))).toEqual(error);
  });
});

describe("postForm", () => {
  it("posts the fields asking for JSON, and answers a lost connection as a failure", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json({ status: "sent" }));
    vi.stubGlobal("fetch", fetch);
    const body = new FormData();
    body.set("email", "a@example.in");
    body.set("message", "Two\nlines");
    expect(await postForm("/forms/newsletter", body)).toEqual({ status: "sent" });
    expect(fetch).toHaveBeenCalledWith("/forms/newsletter", {
      method: "POST",
      // URL-encoded, as the page's own post: the line break stays as it was typed.
      body: new URLSearchParams({ email: "a@example.in", message: "Two\nlines" }),
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    });
    expect(String(fetch.mock.calls[0]?.[1].body)).toBe("email=a%40example.in&message=Two%0Alines");

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await postForm("/forms/newsletter", body)).toEqual({
      status: "failed",
      reason: "error",
    });
  });
});
