import { readdirSync } from "node:fs";

// Every English string of the copy files (app/content/copy/en/*.ts) that has a different Odia
// counterpart at the same place in copy/or/*.ts: the words that must never show on an Odia page.

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
