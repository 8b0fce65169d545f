import { RewritingStream } from "parse5-html-rewriting-stream";
import type { StartTag } from "parse5-sax-parser";
import { type StartHydrationOptions, startHydration } from "./start-hydration";

// Pages arrive fully rendered and every form works without JavaScript, so the hydration
// JavaScript need not compete with the HTML, stylesheet, font and hero image on a slow
// connection. React Router's <Scripts /> emits module preloads and a module bootstrap; this
// rewrites them, with an HTML tokenizer (parse5), so the browser fetches and runs them only
// after the page has loaded and painted (docs/decisions/003-hydrate-after-load.md).

export const deferredScriptType = "text/x-deferred-module";
const options: StartHydrationOptions = { bootId: "deferred-hydration", fallbackMs: 3000 };

/** How the starter ends: the call with its options (the compiled body differs per compiler). */
export const hydrationStarterCall = `)(${JSON.stringify(options)});`;

/** The inline starter: the compiled source of startHydration, called with its options. */
export const hydrationStarter = `(${startHydration.toString()}${hydrationStarterCall}`;

export type DeferResult =
  | { deferred: true; html: string }
  /** React Router's markup was not as expected: the page is left as it was. */
  | { deferred: false; html: string; reason: string };

const attribute = (tag: StartTag, name: string) =>
  tag.attrs.find((attr) => attr.name === name)?.value;

function setAttribute(tag: StartTag, name: string, value: string) {
  const existing = tag.attrs.find((attr) => attr.name === name);
  if (existing) existing.value = value;
  else tag.attrs.push({ name, value });
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

export async function deferHydration(html: string, nonce: string): Promise<DeferResult> {
  const rewriter = new RewritingStream();
  const modules: string[] = [];
  let bootstrap: StartTag | undefined;
  let bootstrapsSeen = 0;
  let bodyClosed = false;

  rewriter.on("startTag", (tag, raw) => {
    if (tag.tagName === "link" && attribute(tag, "rel") === "modulepreload") {
      const href = attribute(tag, "href");
      if (href) modules.push(href);
      return; // dropped: the starter preloads these after the first paint
    }
    const isInlineModule =
      tag.tagName === "script" && attribute(tag, "type") === "module" && !attribute(tag, "src");
    if (isInlineModule) {
      bootstrapsSeen += 1;
      bootstrap = tag;
      tag.attrs = tag.attrs.filter((attr) => attr.name !== "async");
      setAttribute(tag, "type", deferredScriptType);
      setAttribute(tag, "id", options.bootId);
      setAttribute(tag, "data-modules", modules.join(" "));
      rewriter.emitStartTag(tag);
      return;
    }
    rewriter.emitRaw(raw);
  });
  rewriter.on("endTag", (tag, raw) => {
    if (tag.tagName === "body" && bootstrap && !bodyClosed) {
      bodyClosed = true;
      const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : "";
      rewriter.emitRaw(`<script${nonceAttribute}>${hydrationStarter}</script>`);
    }
    rewriter.emitRaw(raw);
  });

  const chunks: string[] = [];
  rewriter.on("data", (chunk: string) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    rewriter.on("end", resolve);
    rewriter.on("error", reject);
  });
  rewriter.end(html);
  await finished;

  const reason =
    bootstrapsSeen !== 1
      ? `expected one inline module bootstrap, found ${bootstrapsSeen}`
      : modules.length === 0
        ? "no module preloads before the bootstrap"
        : !bodyClosed
          ? "no </body> after the bootstrap"
          : undefined;
  if (reason) return { deferred: false, html, reason };
  return { deferred: true, html: chunks.join("") };
}
