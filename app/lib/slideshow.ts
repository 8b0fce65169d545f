// The hero slideshow's index arithmetic (spec section 4: indexes wrap around in both
// directions), kept pure so it is tested without a browser.

/** The index `index` lands on in a ring of `count` slides, for any integer, even negative. */
export function wrapIndex(index: number, count: number): number {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`A slideshow needs at least one slide, got ${count}`);
  }
  return ((index % count) + count) % count;
}

/** The slide after `current`; after the last comes the first. */
export function nextIndex(current: number, count: number): number {
  return wrapIndex(current + 1, count);
}

/** The slide before `current`; before the first comes the last. */
export function previousIndex(current: number, count: number): number {
  return wrapIndex(current - 1, count);
}
