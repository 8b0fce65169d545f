import { readdirSync } from "node:fs";
import { aboutCopy } from "../../app/content/copy/about.server";
import { blogCopy } from "../../app/content/copy/blog.server";
import { businessCopy } from "../../app/content/copy/business.server";
import { contactCopy } from "../../app/content/copy/contact.server";
import { coverageCopy } from "../../app/content/copy/coverage.server";
import { faqCopy } from "../../app/content/copy/faq.server";
import { fieldErrorSentences } from "../../app/content/copy/field-errors.server";
import { formsCopy } from "../../app/content/copy/forms.server";
import { galleryCopy } from "../../app/content/copy/gallery.server";
import { homeCopy } from "../../app/content/copy/home.server";
import { pagesCopy } from "../../app/content/copy/pages.server";
import { privacyCopy } from "../../app/content/copy/privacy.server";
import { processCopy } from "../../app/content/copy/process.server";
import { productsCopy } from "../../app/content/copy/products.server";
import { quoteCopy } from "../../app/content/copy/quote.server";
import { refusalsCopy } from "../../app/content/copy/refusals.server";
import { siteCopy } from "../../app/content/copy/site.server";
import { solarCalculatorCopy } from "../../app/content/copy/solar-calculator.server";
import type { Locale } from "../../app/lib/i18n/locale";

// The site's copy as the tests read it, in both languages; and every English string of the
// copy files (app/content/copy/en/*.ts) that has a different Odia counterpart at the same place
// in copy/or/*.ts: the words that must never show on an Odia page.

const areas = {
  about: aboutCopy,
  blog: blogCopy,
  business: businessCopy,
  contact: contactCopy,
  coverage: coverageCopy,
  faq: faqCopy,
  fieldErrors: fieldErrorSentences,
  forms: formsCopy,
  gallery: galleryCopy,
  home: homeCopy,
  pages: pagesCopy,
  privacy: privacyCopy,
  process: processCopy,
  products: productsCopy,
  quote: quoteCopy,
  refusals: refusalsCopy,
  site: siteCopy,
  solarCalculator: solarCalculatorCopy,
};

export type Copy = { [Area in keyof typeof areas]: (typeof areas)[Area][Locale] };

/** Every area's words in `locale`, as the site's loaders hand them to its pages. */
export function copyIn(locale: Locale): Copy {
  return Object.fromEntries(
    Object.entries(areas).map(([area, copy]) => [area, copy[locale]]),
  ) as Copy;
}

/** Some of a copy tree's strings (or sentences, for field errors), by their place in it. */
export type Pins<T> = T extends string | readonly unknown[] | ((...args: never[]) => unknown)
  ? T
  : { [Key in keyof T]?: Pins<T[Key]> };

/**
 * The copy with some of its words pinned. A test reads what a page shows from the copy; where
 * the English tests assert words of the spec (or words they asserted before both languages
 * shared one test), those stay written out here, so a change to them fails the test.
 */
export function pin<T>(copy: T, words: NoInfer<Pins<T>>): T {
  if (typeof words !== "object" || words === null || Array.isArray(words)) return words as T;
  const pinned: Record<string, unknown> = { ...(copy as Record<string, unknown>) };
  for (const [key, value] of Object.entries(words as object)) {
    pinned[key] = pin(pinned[key], value as Pins<unknown>);
  }
  return pinned as T;
}

/** Every string of a copy tree, by its place in it ("a.b.0.c"). */
export function copyStrings(tree: unknown, path = ""): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof tree === "string") found.set(path, tree);
  else if (tree && typeof tree === "object") {
    for (const [key, child] of Object.entries(tree)) {
      for (const [childPath, text] of copyStrings(child, path ? `${path}.${key}` : key)) {
        found.set(childPath, text);
      }
    }
  }
  return found;
}

/** The English strings of a copy tree whose Odia counterpart, at the same place, differs. */
export function englishOnlyStrings(english: unknown, odia: unknown): string[] {
  const odiaStrings = copyStrings(odia);
  return [...copyStrings(english)]
    .filter(([path, text]) => odiaStrings.get(path) !== text)
    .map(([, text]) => text);
}

/**
 * The whole English strings of an area's copy that no Odia string of it repeats, `minLength`
 * characters or longer; templates too if `withTemplates`.
 */
export function englishSentences(area: keyof Copy, minLength: number, withTemplates = false) {
  const odia = new Set(copyStrings(copyIn("or")[area]).values());
  return [...copyStrings(copyIn("en")[area]).values()].filter(
    (text) => text.length >= minLength && (withTemplates || !text.includes("{")) && !odia.has(text),
  );
}

/**
 * The English words that must not show on an Odia page built from these copy trees: each
 * English string whose Odia counterpart differs, cut at its template slots ("{name}
 * (Headquarters)" gives "(Headquarters)"), trimmed of `trim`, the pieces with a run of at least
 * `letters` Latin letters.
 */
export function englishPieces(
  pairs: [english: unknown, odia: unknown][],
  letters: number,
  trim = /^\s+|\s+$/g,
): string[] {
  const pieces = pairs.flatMap(([english, odia]) =>
    englishOnlyStrings(english, odia).flatMap((text) =>
      text.split(/\{\w+\}/).map((piece) => piece.replace(trim, "")),
    ),
  );
  const enough = new RegExp(`[A-Za-z]{${letters}}`);
  return [...new Set(pieces.filter((piece) => enough.test(piece)))];
}

/**
 * The English phrases to look for: a template's fixed parts (between `{slots}`), of two words
 * or more or one long word, that no Odia string contains (brand names such as "Suryoday
 * Solar" or "WhatsApp" stay in Latin letters in Odia too).
 */
export async function englishPhrasesWithOdia(): Promise<string[]> {
  const folder = new URL("../../app/content/copy/en/", import.meta.url);
  const strings = new Set<string>();
  const odia: string[] = [];
  for (const file of readdirSync(folder).filter((name) => /^[\w-]+\.ts$/.test(name))) {
    if (file.endsWith(".test.ts")) continue;
    const en: unknown = await import(new URL(file, folder).href);
    const or: unknown = await import(new URL(`../or/${file}`, folder).href).catch(() => null);
    if (!or) continue;
    for (const text of englishOnlyStrings(en, or)) strings.add(text);
    odia.push(...copyStrings(or).values());
  }
  const odiaText = odia.join("\n");
  const phrases = new Set<string>();
  for (const text of strings) {
    for (const part of text.split(/\{\w+\}/)) {
      const phrase = part.trim().replace(/^[^\p{L}\d]+|[^\p{L}\d.?!]+$/gu, "");
      const words = phrase.split(/\s+/).filter((word) => /\p{Script=Latin}/u.test(word));
      if (!(words.length >= 2 || (words.length === 1 && phrase.length >= 6))) continue;
      if (odiaText.includes(phrase)) continue;
      phrases.add(phrase);
    }
  }
  return [...phrases];
}

/** Whether `phrase` stands in `text` as whole words. */
export function containsPhrase(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\d])${escaped}(?![\\p{L}\\d])`, "u").test(text);
}
