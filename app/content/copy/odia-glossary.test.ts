import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// One spelling per word (issue 24): docs/odia/glossary.md's table "One spelling per word"
// names each word's preferred spelling and the variants never written. Every Odia copy string
// and every Odia article is held to it, so a second spelling fails here, not in review.

const glossary = readFileSync(new URL("../../../docs/odia/glossary.md", import.meta.url), "utf8");
const postsFolder = new URL("../posts/or/", import.meta.url);

interface Spelling {
  preferred: string;
  variants: string[];
}

/** The section's table rows and its list of case endings. */
function readSpellings(markdown: string): { spellings: Spelling[]; endings: string[] } {
  const start = markdown.indexOf("## One spelling per word");
  if (start < 0) throw new Error("glossary.md has no section “One spelling per word”");
  const next = markdown.indexOf("\n## ", start + 1);
  const section = markdown.slice(start, next < 0 ? undefined : next);
  const endingsLine = section.split("\n").find((line) => line.startsWith("Endings:"));
  const endings = (endingsLine ?? "")
    .slice("Endings:".length)
    .split(",")
    .map((ending) => ending.trim())
    .filter(Boolean);
  const rows = section
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .map((line) => line.split("|").map((cell) => cell.trim()))
    .slice(2); // the header and its rule
  const spellings = rows.map(([, preferred = "", variants = ""]) => ({
    preferred,
    variants: variants
      .split(" / ")
      .map((variant) => variant.trim())
      .filter(Boolean),
  }));
  return { spellings, endings };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// A letter or sign of Odia or Latin script, or a joiner: what continues a word.
const wordPart = "[\\p{L}\\p{M}\\u200C\\u200D]";

/** A variant standing as a word of its own, bare or with one of the case endings joined. */
function variantPattern(variant: string, endings: string[]): RegExp {
  const ending = endings.length ? `(?:\\u200C?(?:${endings.map(escape).join("|")}))?` : "";
  return new RegExp(`(?<!${wordPart})${escape(variant)}${ending}(?!${wordPart})`, "u");
}

/** Every string of a copy module's exports, by its place in them. */
function strings(tree: unknown, path: string, found: [string, string][] = []): [string, string][] {
  if (typeof tree === "string") found.push([path, tree]);
  else if (tree && typeof tree === "object") {
    for (const [key, child] of Object.entries(tree)) strings(child, `${path}.${key}`, found);
  }
  return found;
}

const copyModules = import.meta.glob<Record<string, unknown>>("./or/*.ts", { eager: true });
const odiaTexts: [place: string, text: string][] = [
  ...Object.entries(copyModules).flatMap(([file, module]) => strings(module, file)),
  ...readdirSync(postsFolder)
    .filter((name) => name.endsWith(".md"))
    .map((name): [string, string] => [
      `posts/or/${name}`,
      readFileSync(new URL(name, postsFolder), "utf8"),
    ]),
];

const { spellings, endings } = readSpellings(glossary);

describe("the glossary's one spelling per word", () => {
  it("is read from docs/odia/glossary.md", () => {
    expect(spellings.length).toBeGreaterThan(10);
    expect(endings).toContain("ରେ");
    expect(spellings).toContainEqual({ preferred: "ବିଦ୍ୟୁତ୍", variants: ["ବିଦ୍ୟୁତ"] });
  });

  it("reads the Odia copy and articles", () => {
    expect(odiaTexts.filter(([place]) => place.startsWith("posts/"))).toHaveLength(6);
    expect(odiaTexts.length).toBeGreaterThan(500);
  });

  it("finds a variant bare or with a case ending, and not inside another word", () => {
    const bidyut = variantPattern("ବିଦ୍ୟୁତ", endings);
    expect(bidyut.test("ସୌର ବିଦ୍ୟୁତ ଉତ୍ପାଦନ")).toBe(true);
    expect(bidyut.test("ସୌର ବିଦ୍ୟୁତରେ")).toBe(true);
    expect(bidyut.test("ସୌର ବିଦ୍ୟୁତ୍ ଉତ୍ପାଦନ")).toBe(false);
    expect(bidyut.test("ସୌର ବିଦ୍ୟୁତ୍\u200Cରେ")).toBe(false);
    const kam = variantPattern("କମ", endings);
    expect(kam.test("ବହୁତ କମ।")).toBe(true);
    expect(kam.test("ବିଲ କମେ, କମ୍ପାନୀ")).toBe(false);
    expect(variantPattern("ଠିକ", endings).test("ଇମେଲ ଠିକଣା")).toBe(false);
    expect(variantPattern("ଟିମ", endings).test("ଆମ ଟିମର")).toBe(true);
  });

  for (const { preferred, variants } of spellings) {
    it(`writes ${preferred}, never ${variants.join(" or ")}`, () => {
      const patterns = variants.map((variant) => variantPattern(variant, endings));
      const found = odiaTexts
        .filter(([, text]) => patterns.some((pattern) => pattern.test(text)))
        .map(([place]) => place);
      expect(found).toEqual([]);
    });
  }
});
