import { readdirSync } from "node:fs";

// Every English string of the copy files (app/content/copy/en/*.ts) that has a different Odia
// counterpart at the same place in copy/or/*.ts: the words that must never show on an Odia page.

type Tree = unknown;

function walk(en: Tree, or: Tree, found: Set<string>, odia: string[]) {
  if (typeof en === "string" && typeof or === "string") {
    odia.push(or);
    if (en !== or) found.add(en);
  } else if (Array.isArray(en) && Array.isArray(or)) {
    en.forEach((item, index) => walk(item, or[index], found, odia));
  } else if (en && or && typeof en === "object" && typeof or === "object") {
    for (const key of Object.keys(en)) {
      walk((en as Record<string, Tree>)[key], (or as Record<string, Tree>)[key], found, odia);
    }
  }
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
    const en = (await import(new URL(file, folder).href)) as Record<string, Tree>;
    const or = (await import(new URL(`../or/${file}`, folder).href).catch(() => null)) as Record<
      string,
      Tree
    > | null;
    if (!or) continue;
    for (const name of Object.keys(en)) walk(en[name], or[name], strings, odia);
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
