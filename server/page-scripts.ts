import { createHash } from "node:crypto";
import { SAXParser } from "parse5-sax-parser";
import {
  deferredScriptType,
  hydrationStarterCall,
} from "../app/lib/hydration/defer-hydration.server";

// The inline scripts of a built page, read with an HTML tokenizer (parse5), for the CSP hashes
// of prerendered pages and for the check that hydration is deferred in what the build wrote.

export interface InlineScript {
  /** The type attribute, lower-cased; undefined for a classic script. */
  type: string | undefined;
  id: string | undefined;
  body: string;
}

/** Script types whose content the page runs (a deferred bootstrap runs later, as a module). */
const runnableTypes = new Set([undefined, "", "module", "text/javascript", deferredScriptType]);

export interface PageScripts {
  inline: InlineScript[];
  /** hrefs of <link rel="modulepreload">. */
  modulePreloads: string[];
}

export async function pageScripts(html: string): Promise<PageScripts> {
  const parser = new SAXParser();
  const scripts: InlineScript[] = [];
  const modulePreloads: string[] = [];
  let current: InlineScript | undefined;
  parser.on("startTag", (tag) => {
    const attr = (name: string) => tag.attrs.find((a) => a.name === name)?.value;
    if (tag.tagName === "link" && attr("rel") === "modulepreload") {
      modulePreloads.push(attr("href") ?? "");
    }
    if (tag.tagName !== "script") return;
    current =
      attr("src") === undefined
        ? { type: attr("type")?.toLowerCase(), id: attr("id"), body: "" }
        : undefined;
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
  return { inline: scripts, modulePreloads };
}

/** Scripts the page runs, now or deferred; not data blocks such as JSON-LD. */
export const isRunnable = (script: InlineScript) => runnableTypes.has(script.type);

/** The CSP source expression ("sha256-…") allowing exactly this inline script. */
export const scriptHash = (body: string) =>
  `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`;

/** What is wrong with a built page's scripts, if anything. */
export async function deferralProblems(html: string): Promise<string[]> {
  const { inline, modulePreloads } = await pageScripts(html);
  const problems: string[] = [];
  if (modulePreloads.length) problems.push("module preloads left in the page");
  if (inline.some((script) => script.type === "module"))
    problems.push("a module script runs at once");
  const deferred = inline.filter((script) => script.type === deferredScriptType);
  if (deferred.length !== 1) problems.push(`${deferred.length} deferred bootstraps, not 1`);
  if (inline.filter((script) => script.body.endsWith(hydrationStarterCall)).length !== 1) {
    problems.push("the hydration starter is missing");
  }
  return problems;
}
