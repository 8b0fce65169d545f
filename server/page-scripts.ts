import { SAXParser } from "parse5-sax-parser";

// The scripts of a built page, read with an HTML tokenizer (parse5), for the check that a
// public page sends only the islands runtime and runs no inline script
// (docs/decisions/009-islands.md).

export interface InlineScript {
  /** The type attribute, lower-cased; undefined for a classic script. */
  type: string | undefined;
  body: string;
}

/** Script types whose content the page runs. */
const runnableTypes = new Set([undefined, "", "module", "text/javascript"]);

export interface PageScripts {
  inline: InlineScript[];
  /** srcs of scripts loaded from a file. */
  external: string[];
  /** hrefs of <link rel="modulepreload">. */
  modulePreloads: string[];
  /** The page says it hydrates only its islands (<html data-islands>). */
  islandsPage: boolean;
}

export async function pageScripts(html: string): Promise<PageScripts> {
  const parser = new SAXParser();
  const scripts: InlineScript[] = [];
  const external: string[] = [];
  const modulePreloads: string[] = [];
  let islandsPage = false;
  let current: InlineScript | undefined;
  parser.on("startTag", (tag) => {
    const attr = (name: string) => tag.attrs.find((a) => a.name === name)?.value;
    if (tag.tagName === "html") islandsPage = attr("data-islands") !== undefined;
    if (tag.tagName === "link" && attr("rel") === "modulepreload") {
      modulePreloads.push(attr("href") ?? "");
    }
    if (tag.tagName !== "script") return;
    const src = attr("src");
    if (src !== undefined) external.push(src);
    current = src === undefined ? { type: attr("type")?.toLowerCase(), body: "" } : undefined;
  });
  parser.on("text", ({ text }) => {
    if (current) current.body += text;
  });
  parser.on("endTag", (tag) => {
    if (tag.tagName !== "script" || !current) return;
    scripts.push(current);
    current = undefined;
  });
  const done = new Promise<void>((resolve, reject) => {
    parser.on("finish", resolve);
    parser.on("error", reject);
  });
  parser.resume(); // the tokens are all we want; the pass-through text is dropped
  parser.end(html);
  await done;
  return { inline: scripts, external, modulePreloads, islandsPage };
}

/** Scripts the page runs, now or deferred; not data blocks such as JSON-LD. */
const isRunnable = (script: InlineScript) => runnableTypes.has(script.type);

/** Where the build puts the islands runtime (app/islands/vite-plugin.ts). */
export const islandsRuntimePrefix = "/assets/islands-";

/**
 * What is wrong with a public page's scripts, if anything: it must hydrate only its islands,
 * so it loads the islands runtime and nothing else, runs no inline script and preloads no
 * module (React Router's scripts would bring all of those).
 */
export function islandsProblems({
  inline,
  external,
  modulePreloads,
  islandsPage,
}: PageScripts): string[] {
  const problems: string[] = [];
  if (!islandsPage) problems.push("the page hydrates whole, not only its islands");
  if (modulePreloads.length) problems.push("module preloads in the page");
  if (inline.some(isRunnable)) problems.push("an inline script runs");
  if (external.length !== 1 || !external[0]!.startsWith(islandsRuntimePrefix)) {
    problems.push(`scripts ${JSON.stringify(external)}, not the islands runtime alone`);
  }
  return problems;
}
