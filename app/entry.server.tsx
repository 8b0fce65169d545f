import { PassThrough } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { logError } from "../server/log";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { IslandRenderer, type IslandServer } from "~/islands/island";
import { islandName } from "~/islands/island-names.server";
import { NonceProvider } from "~/lib/nonce";
import { SiteStylesProvider } from "~/lib/site-styles";
import { siteStyles } from "~/lib/site-styles.server";
import { seedContent } from "~/content/seed-content.server";
import { registerSeed } from "~/lib/content/published-content";

// What pages show until the content desk publishes: the spec's site, which the build prerenders
// (docs/decisions/017); the server then hands each request what is published.
registerSeed(seedContent);

export const streamTimeout = 5_000;

/**
 * What a loader, action or render threw, logged in one line like the server's own errors, with
 * no private link's token in it (an error's message may quote the address); nothing for a
 * request the visitor abandoned.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  // An answer a route threw on purpose (a 404, a 405) is no error.
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  logError(`${request.method} ${new URL(request.url).pathname}`, error);
};

// Each island of a page is rendered as a root of its own, and named after its file
// (docs/decisions/009-islands.md).
const islandServer: IslandServer = {
  render: (element, options) => renderToString(element, options),
  name: islandName,
};

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
        <IslandRenderer value={islandServer}>
          <SiteStylesProvider value={siteStyles}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
          </SiteStylesProvider>
        </IslandRenderer>
      </NonceProvider>,
      {
        nonce: nonce || undefined,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(
              new Response(Buffer.concat(chunks), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          logError(`render ${new URL(request.url).pathname}`, error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
