import { type ClassValue, clsx } from "clsx";

// shadcn's cn() runs tailwind-merge so that a class passed in wins over the component's own
// (a page's max-w-3xl over a Container's max-w-7xl). tailwind-merge costs 8.5 KB of compressed
// JavaScript on every page with an island (docs/decisions/002-javascript-budget.md), so this
// resolves the conflicts this site's components meet in a few lines: of two utilities of one
// family under the same variants, the later one stays (issue 30).

/** Utility families whose members set the same property; longest prefixes first. */
const families = [
  "max-w",
  "min-w",
  "max-h",
  "min-h",
  "grid-cols",
  "col-span",
  "gap-x",
  "gap-y",
  "gap",
  "size",
  "w",
  "h",
  "px",
  "py",
  "pt",
  "pb",
  "pl",
  "pr",
  "p",
  "mx",
  "my",
  "mt",
  "mb",
  "ml",
  "mr",
  "m",
  "rounded",
  "leading",
  "tracking",
  "whitespace",
  "justify",
  "items",
  "bg",
  "shadow",
  "z",
];
const textSizes = /^text-(xs|sm|base|lg|\d?xl)$/;
const textAligns = /^text-(left|center|right|justify|start|end)$/;
const fontWeights = /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;

/** The property a utility sets, with its variants ("sm:max-w"), or null when it is not known. */
function conflictKey(utility: string): string | null {
  const colon = utility.lastIndexOf(":");
  const variants = utility.slice(0, colon + 1);
  const base = utility
    .slice(colon + 1)
    .replace(/^!|!$/g, "")
    .replace(/^-/, "");
  if (textSizes.test(base)) return `${variants}text-size`;
  if (textAligns.test(base)) return `${variants}text-align`;
  if (base.startsWith("text-")) return `${variants}text-color`;
  if (fontWeights.test(base)) return `${variants}font-weight`;
  const family = families.find((name) => base === name || base.startsWith(`${name}-`));
  return family ? `${variants}${family}` : null;
}

export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs).split(" ").filter(Boolean);
  const last = new Map<string, number>();
  classes.forEach((utility, index) => {
    const key = conflictKey(utility);
    if (key) last.set(key, index);
  });
  return classes
    .filter((utility, index) => {
      const key = conflictKey(utility);
      return key === null || last.get(key) === index;
    })
    .join(" ");
}
