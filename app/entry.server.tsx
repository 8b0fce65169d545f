import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { deferHydration } from "~/lib/defer-hydration";
import { NonceProvider } from "~/lib/nonce";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Per request the server hands a CSP nonce; at build time (prerendering) there is none and
  // the server allows those pages' scripts by their hashes instead.
  const nonce = loadContext?.cspNonce ?? "";

  return new Promise<Response>((resolve, reject) => {
    // The pages load no data lazily, so the whole document is rendered, then sent at once:
    // complete HTML for visitors, crawlers and the prerenderer alike.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
      </NonceProvider>,
      {
        nonce: nonce || undefined,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            const rendered = Buffer.concat(chunks).toString("utf8");
            // The staff inbox hydrates at once: its forms and filters are used straight away,
            // and it has no first paint to protect (issue 10).
            const inbox = /^\/inbox(?:[/.]|$)/.test(new URL(request.url).pathname);
            const html = inbox ? rendered : deferHydration(rendered, nonce);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
