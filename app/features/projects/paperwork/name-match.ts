// The PM Surya Ghar subsidy is paid only when the names on the electricity bill, the bank
// account and the portal application are the same person's; a mismatch is found months later,
// as a failed transfer. So staff are warned when the names disagree, the moment they are
// entered. The comparison forgives how a name is written (script, case, dots, honorifics,
// word order, initials, common spelling variants), never a different name.

// Odia script, letter by letter, to Latin letters as names in Odisha are spelt in Latin
// ("ସାହୁ" is Sahu, not Saahu; "ଓଡ଼ିଶା" is Odisha), so ା ୀ ୂ are a i u like their short forms.
const odiaVowels: Record<string, string> = {
  ଅ: "a",
  ଆ: "a",
  ଇ: "i",
  ଈ: "i",
  ଉ: "u",
  ଊ: "u",
  ଋ: "ru",
  ୠ: "ru",
  ଌ: "li",
  ୡ: "li",
  ଏ: "e",
  ଐ: "ai",
  ଓ: "o",
  ଔ: "au",
};
const odiaVowelSigns: Record<string, string> = {
  "\u0B3E": "a", // ା
  "\u0B3F": "i", // ି
  "\u0B40": "i", // ୀ
  "\u0B41": "u", // ୁ
  "\u0B42": "u", // ୂ
  "\u0B43": "ru", // ୃ
  "\u0B44": "ru", // ୄ
  "\u0B62": "li", // ୢ
  "\u0B63": "li", // ୣ
  "\u0B47": "e", // େ
  "\u0B48": "ai", // ୈ
  "\u0B4B": "o", // ୋ
  "\u0B4C": "au", // ୌ
};
// ଙ and ଞ only stand before their own class (ଶଙ୍କର Shankar, ପଞ୍ଚାନନ Panchanan), so "n".
// ଯ is "j" in Odia (ଯଶୋଦା Jashoda), ୟ is "y". ଡ଼ ଢ଼ are "d" "dh" (ଓଡ଼ିଶା Odisha, ପାଢ଼ୀ Padhi);
// Unicode keeps them as ଡ/ଢ + nukta ଼, so both spellings are listed. ଜ୍ଞ is "gy" (ଜ୍ଞାନ Gyana).
const odiaConsonants: Record<string, string> = {
  କ: "k",
  ଖ: "kh",
  ଗ: "g",
  ଘ: "gh",
  ଙ: "n",
  ଚ: "ch",
  ଛ: "chh",
  ଜ: "j",
  ଝ: "jh",
  ଞ: "n",
  ଟ: "t",
  ଠ: "th",
  ଡ: "d",
  ଢ: "dh",
  ଣ: "n",
  ତ: "t",
  ଥ: "th",
  ଦ: "d",
  ଧ: "dh",
  ନ: "n",
  ପ: "p",
  ଫ: "ph",
  ବ: "b",
  ଭ: "bh",
  ମ: "m",
  ଯ: "j",
  ର: "r",
  ଲ: "l",
  ଳ: "l",
  ଵ: "v",
  ୱ: "w",
  ଶ: "sh",
  ଷ: "sh",
  ସ: "s",
  ହ: "h",
  ୟ: "y",
  "\u0B5C": "d", // ଡ଼
  "\u0B21\u0B3C": "d",
  "\u0B5D": "dh", // ଢ଼
  "\u0B22\u0B3C": "dh",
  "\u0B2F\u0B3C": "y", // ଯ଼, drawn like ୟ
  "\u0B1C\u0B4D\u0B1E": "gy", // ଜ୍ଞ
};
const virama = "\u0B4D"; // ୍
const anusvara = "\u0B02"; // ଂ
const chandrabindu = "\u0B01"; // ଁ
const visarga = "\u0B03"; // ଃ

// One Odia letter (the longest listed spelling first), or any other single character.
const odiaLetter = new RegExp(
  `${Object.keys(odiaConsonants)
    .sort((a, b) => b.length - a.length)
    .join("|")}|[\\s\\S]`,
  "gu",
);

const labial = /^[pbm]/;

/**
 * Odia letters in Latin; anything else is kept. A consonant carries the inherent "a" unless a
 * vowel sign or a virama follows it, but not at a word's end (ବିକାଶ Bikash), except after a
 * conjunct, where it is spoken (ମିଶ୍ର Mishra, ଚନ୍ଦ୍ର Chandra).
 */
function odiaToLatin(text: string): string {
  const letters =
    text
      .normalize("NFC")
      .replace(/[\u200C\u200D]/g, "")
      .match(odiaLetter) ?? [];
  let latin = "";
  let pendingA = false; // the last letter was a consonant that still owns its "a"
  let afterVirama = false;
  let inConjunct = false; // that consonant followed a virama
  letters.forEach((letter, i) => {
    const consonant = odiaConsonants[letter];
    const vowelSign = odiaVowelSigns[letter];
    const vowel = odiaVowels[letter];
    const flushA = () => {
      if (pendingA) latin += "a";
      pendingA = false;
    };
    if (consonant !== undefined) {
      flushA();
      latin += consonant;
      pendingA = true;
      inConjunct = afterVirama;
    } else if (vowelSign !== undefined) {
      latin += vowelSign;
      pendingA = false;
    } else if (letter === virama) {
      pendingA = false;
    } else if (letter === anusvara || letter === chandrabindu) {
      flushA();
      // ଂ before p, b or m is said "m" (ସଂପଦ Sampad); elsewhere "n" (ସଂଗ୍ରାମ Sangram).
      const next = odiaConsonants[letters[i + 1] ?? ""] ?? "";
      latin += letter === anusvara && labial.test(next) ? "m" : "n";
    } else if (letter === visarga) {
      flushA();
      latin += "h";
    } else if (vowel !== undefined) {
      flushA();
      latin += vowel;
    } else if (letter !== "\u0B3C") {
      // A stray nukta is dropped; anything else ends the word, and the inherent "a" with it.
      if (inConjunct) flushA();
      pendingA = false;
      latin += letter;
    }
    afterVirama = letter === virama;
  });
  return pendingA && inConjunct ? `${latin}a` : latin;
}

// Titles, not names, in English, Hindi and Odia spellings (ଶ୍ରୀ, ଶ୍ରୀମତୀ, ଶ୍ରୀମତି and
// କୁମାରୀ read "shri", "shrimati", "kumari" once in Latin). "Kumar" stays: it is a name.
const honorifics = new Set([
  "mr",
  "mrs",
  "ms",
  "miss",
  "dr",
  "shri",
  "shree",
  "sri",
  "smt",
  "shrimati",
  "srimati",
  "kumari",
  "late",
  "md",
]);

/**
 * A name in a comparable form: Latin letters, lower case, no accents, punctuation as spaces,
 * no honorifics, single spaces ("Smt. ସସ୍ମିତା ବେହେରା" → "sasmita behera").
 */
export function nameKey(name: string): string {
  return odiaToLatin(name)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !honorifics.has(word))
    .join(" ");
}

/**
 * A word with the spelling variants of Indian names in Latin made alike: sh/s, v/w/b, x/ks
 * (Laxmi, Lakshmi), ee/i, oo/u, doubled letters as one (Sasmitaa, Jagannath), and a final
 * "a" dropped (Prasanta, Prashant). Different sounds stay different (Subash, Subhas).
 */
function looseWord(word: string): string {
  const loose = word
    .replace(/sh/g, "s")
    .replace(/[vw]/g, "b")
    .replace(/x/g, "ks")
    .replace(/ee/g, "i")
    .replace(/oo/g, "u")
    .replace(/(.)\1+/g, "$1");
  return loose.length > 1 && loose.endsWith("a") ? loose.slice(0, -1) : loose;
}

interface NameWords {
  /** Whole words, loosened. */
  words: string[];
  /** Initials, loosened ("V." is "b", as Vikash may be Bikash). */
  initials: string[];
}

function nameWords(key: string): NameWords {
  const all = key.split(" ");
  return {
    words: all.filter((word) => word.length > 1).map(looseWord),
    initials: all.filter((word) => word.length === 1).map(looseWord),
  };
}

/** The whole words of `a` that `b` does not have (each of b's words used once). */
function wordsLeftOver(a: readonly string[], b: readonly string[]): string[] {
  const unused = [...b];
  return a.filter((word) => {
    const at = unused.indexOf(word);
    if (at === -1) return true;
    unused.splice(at, 1);
    return false;
  });
}

const countStarting = (words: readonly string[], letter: string) =>
  words.filter((word) => word.startsWith(letter)).length;

/**
 * Whether the words of two names pair off one to one, in any order: a whole word with the same
 * word, an initial with a word it begins or with the same initial. At least one whole word must
 * pair with a whole word, so initials alone ("S. K.") never make a match.
 */
function wordsPairOff(a: NameWords, b: NameWords): boolean {
  const aLeft = wordsLeftOver(a.words, b.words);
  const bLeft = wordsLeftOver(b.words, a.words);
  if (aLeft.length === a.words.length) return false;
  // What is left pairs off letter by letter: each leftover word needs an initial of the other
  // name, and the initials no word took must pair with each other.
  const letters = new Set([...aLeft, ...bLeft, ...a.initials, ...b.initials].map((w) => w[0]!));
  return [...letters].every((letter) => {
    const aWords = countStarting(aLeft, letter);
    const bWords = countStarting(bLeft, letter);
    const aInitials = countStarting(a.initials, letter);
    const bInitials = countStarting(b.initials, letter);
    return aWords <= bInitials && bWords <= aInitials && aInitials - bWords === bInitials - aWords;
  });
}

/**
 * Whether two names are the same person's as written on two documents: the same key, or the
 * same words after loosening their spelling, in any order, an initial standing for a word.
 * Every word must pair: a name with a middle name the other lacks does not agree, as the bank
 * would not agree either. An empty name agrees with nothing.
 */
export function namesAgree(a: string, b: string): boolean {
  const aKey = nameKey(a);
  const bKey = nameKey(b);
  if (!aKey || !bKey) return false;
  return aKey === bKey || wordsPairOff(nameWords(aKey), nameWords(bKey));
}

export type NameDocument = "bill" | "bank" | "portal";

const documentPairs = [
  { a: "bill", b: "bank" },
  { a: "bill", b: "portal" },
  { a: "bank", b: "portal" },
] as const satisfies ReadonlyArray<{ a: NameDocument; b: NameDocument }>;

/**
 * The pairs of documents whose names disagree (bill–bank, bill–portal, bank–portal, in that
 * order). A blank name is not yet entered, not a mismatch, so its pairs are skipped.
 */
export function nameMismatches(
  names: Record<NameDocument, string>,
): Array<{ a: NameDocument; b: NameDocument }> {
  return documentPairs
    .filter(({ a, b }) => names[a].trim() && names[b].trim() && !namesAgree(names[a], names[b]))
    .map(({ a, b }) => ({ a, b }));
}
