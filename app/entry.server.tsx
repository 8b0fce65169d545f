import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { deferHydration } from "~/lib/hydration/defer-hydration.server";
import { NonceProvider } from "~/lib/nonce";
import type { PageHandle } from "~/lib/page-handle";

export const streamTimeout = 5_000;

function hydratesAtOnce({ staticHandlerContext, routeModules }: EntryContext): boolean {
  return staticHandlerContext.matches.some(
    ({ route }) => (routeModules[route.id]?.handle as PageHandle | undefined)?.hydrateAtOnce,
  );
}

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
            // A route may ask to hydrate at once (the staff inbox: used straight away, with no
            // first paint to protect); every other page waits for load and paint.
            const html = hydratesAtOnce(routerContext)
              ? Promise.resolve(rendered)
              : deferHydration(rendered, nonce).then((result) => {
                  // The build's check (scripts/prerendered-manifest.ts) fails on this; at run
                  // time the page still works, hydrating as React Router wrote it.
                  if (!result.deferred) console.error(`hydration not deferred: ${result.reason}`);
                  return result.html;
                });
            html
              .then((page) => {
                responseHeaders.set("Content-Type", "text/html; charset=utf-8");
                resolve(
                  new Response(page, { headers: responseHeaders, status: responseStatusCode }),
                );
              })
              .catch(reject);
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
