import type { Request, Response } from "express";
import { plainAnswersCopy, refusalsCopy } from "../app/content/copy/refusals.server";
import type { PlainAnswersCopy, RefusalKind } from "../app/content/copy/en/refusals";
import { cacheControl } from "../app/lib/cache-control";
import { localeOfPath, localePath, localeTags } from "../app/lib/i18n/locale";
import { isOwnPagePath, routedPath } from "./routed-path";

// How the server says no before a page sees the request: a small page of its own for a
// browser without JavaScript, plain text for React Router's fetches (*.data), which the site
// shows in a toast. Never any internals. Both in the language of the page the post came from.

interface RefusalCopy {
  title: string;
  text: string;
  back: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function refusalPage(copy: RefusalCopy, backHref: string, lang: string) {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(copy.title)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f6fa;color:#0b1d3a;font:16px/1.6 system-ui,sans-serif}main{max-width:32rem;margin:1.5rem;padding:2rem;border-radius:1rem;background:#fff;box-shadow:0 1px 3px #0b1d3a22}h1{margin:0 0 .5rem;font-size:1.5rem}a{display:inline-block;margin-top:1rem;padding:.7rem 1.2rem;border-radius:.5rem;background:#f59e0b;color:#0b1d3a;font-weight:700;text-decoration:none}</style>
</head><body><main><h1>${escapeHtml(copy.title)}</h1><p>${escapeHtml(copy.text)}</p><a href="${escapeHtml(backHref)}">${escapeHtml(copy.back)}</a></main></body></html>`;
}

/**
 * The page a refused form post came from (its .data fetch, or the page itself), when it is
 * plainly a path of this site; otherwise nothing (never a link the request wrote, such as
 * "//evil.example/x").
 */
function formPage(req: Request): string | undefined {
  const path = (routedPath(req.originalUrl) ?? "").replace(/\.data$/, "") || "/";
  return isOwnPagePath(path) ? path : undefined;
}

/**
 * A plain-text answer where no page answers (a bad path, a method the site does not serve, a
 * missing file, a failure), in the language of the path asked for (issue 24), never cached.
 */
export function answerPlainly(
  req: Request,
  res: Response,
  answer: keyof PlainAnswersCopy,
  status: number = answer,
) {
  const locale = localeOfPath(req.path);
  res
    .status(status)
    .set("Cache-Control", cacheControl.never)
    .set("Content-Language", localeTags[locale].lang)
    .type("text/plain")
    .send(plainAnswersCopy[locale][answer]);
}

/**
 * Refuses a form post with `status`: `kind` names the refusal; the way back is the form's page
 * or, when the post did not come from our site, the home page in the same language.
 */
export function refuse(
  req: Request,
  res: Response,
  status: 403 | 413 | 429,
  kind: RefusalKind,
  back: "form" | "home",
) {
  const locale = localeOfPath(req.path);
  const copy = refusalsCopy[locale][kind];
  const home = localePath(locale, "/");
  const backHref = back === "form" ? (formPage(req) ?? home) : home;
  res.status(status).set("Cache-Control", cacheControl.never);
  if (req.path.endsWith(".data") || !req.accepts("html")) {
    res.type("text/plain").send(copy.text);
  } else {
    res.type("html").send(refusalPage(copy, backHref, localeTags[locale].lang));
  }
}
