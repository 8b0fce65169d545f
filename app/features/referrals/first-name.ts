// The only part of a referrer's name a referred visitor may read, and only when the referrer
// agreed (issue 36): the first word of the name they gave, without titles.

const titles = new Set(["mr", "mrs", "ms", "miss", "dr", "shri", "smt", "sri", "kumari"]);

export function firstName(name: string): string | null {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words.find((word) => !titles.has(word.toLowerCase().replace(/\.$/, "")));
  return first ?? null;
}
