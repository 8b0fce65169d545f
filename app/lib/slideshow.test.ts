import { describe, expect, it } from "vitest";
import { nextIndex, previousIndex, wrapIndex } from "./slideshow";

describe("nextIndex", () => {
  it("moves one slide on", () => {
    expect(nextIndex(0, 4)).toBe(1);
    expect(nextIndex(2, 4)).toBe(3);
  });

  it("wraps from the last slide to the first", () => {
    expect(nextIndex(3, 4)).toBe(0);
  });
});

describe("previousIndex", () => {
  it("moves one slide back", () => {
    expect(previousIndex(3, 4)).toBe(2);
    expect(previousIndex(1, 4)).toBe(0);
  });

  it("wraps from the first slide to the last", () => {
    expect(previousIndex(0, 4)).toBe(3);
  });
});

describe("wrapIndex", () => {
  it("brings any integer into the ring, negative ones too", () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(-6, 4)).toBe(2);
  });

  it("keeps a single slide where it is", () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
  });

  it("refuses an empty slideshow", () => {
    expect(() => wrapIndex(0, 0)).toThrow(RangeError);
    expect(() => nextIndex(0, -2)).toThrow(RangeError);
  });
});
