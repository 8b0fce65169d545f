// Indian digit grouping (12,34,567.8) without Intl. The first Intl formatter a page builds
// makes Chromium load its locale data: 12–38 ms of one task on this machine, 50–150 ms on
// Lighthouse's slowed phone, in the middle of the planner's and the quote form's start-up
// (issue 38, docs/decisions/019-blank-page-baseline.md). The output is exactly en-IN's, rounding
// included (tested against Intl on random and edge values); a value written with an exponent
// (below 1e-6 or from 1e21 up) or not finite still goes to Intl, built then.

let fallback: Map<string, Intl.NumberFormat> | undefined;

function viaIntl(value: number, minDigits: number, maxDigits: number): string {
  fallback ??= new Map();
  const key = `${minDigits}-${maxDigits}`;
  let format = fallback.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-IN", {
      minimumFractionDigits: minDigits,
      maximumFractionDigits: maxDigits,
    });
    fallback.set(key, format);
  }
  return format.format(value);
}

/** "1234567" → "12,34,567": the last three digits, then pairs. */
function group(whole: string): string {
  if (whole.length <= 3) return whole;
  const head = whole.slice(0, -3);
  const pairs: string[] = [];
  for (let end = head.length; end > 0; end -= 2)
    pairs.unshift(head.slice(Math.max(0, end - 2), end));
  return `${pairs.join(",")},${whole.slice(-3)}`;
}

/** A string of decimal digits plus one ("0999" → "1000"). */
function increment(digits: string): string {
  const out = digits.split("");
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] === "9") {
      out[i] = "0";
    } else {
      out[i] = String(Number(out[i]) + 1);
      return out.join("");
    }
  }
  return `1${out.join("")}`;
}

/**
 * `value` with Indian grouping and between `minDigits` and `maxDigits` decimals, as
 * `Intl.NumberFormat("en-IN")` writes it: rounded half away from zero on the number's
 * shortest decimal form (1.005 → "1.01"), a minus on any negative value, -0 included.
 */
export function formatIndianDecimal(value: number, minDigits: number, maxDigits: number): string {
  const shortest = String(Math.abs(value));
  if (!Number.isFinite(value) || shortest.includes("e"))
    return viaIntl(value, minDigits, maxDigits);
  const point = shortest.indexOf(".");
  let whole = point === -1 ? shortest : shortest.slice(0, point);
  let fraction = point === -1 ? "" : shortest.slice(point + 1);
  if (fraction.length > maxDigits) {
    const roundUp = fraction[maxDigits]! >= "5";
    const kept = `${whole}${fraction.slice(0, maxDigits)}`;
    const rounded = roundUp ? increment(kept) : kept;
    whole = rounded.slice(0, rounded.length - maxDigits) || "0";
    fraction = rounded.slice(rounded.length - maxDigits);
  }
  let end = fraction.length;
  while (end > minDigits && fraction[end - 1] === "0") end--;
  fraction = fraction.slice(0, end).padEnd(minDigits, "0");
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${group(whole)}${fraction ? `.${fraction}` : ""}`;
}
