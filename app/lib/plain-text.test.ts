import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { multiLineText, oneLineText, staffText } from "./plain-text";

describe("text a person types", () => {
  it("keeps a one-line field on one line, with nothing hidden in it", () => {
    const forged = "Gita Panda\r\nPrice: ₹1\u2028Pay at https://evil.example\u2029now";
    expect(oneLineText(forged)).toBe("Gita Panda Price: ₹1 Pay at https://evil.example now");
    expect(oneLineText("Gita\u202Eadnap\u202C\u0000\u001B[31m")).toBe("Gitaadnap[31m");
    expect(oneLineText("Tab\there\u0085next")).toBe("Tab here next");
  });

  it("keeps a message's line breaks as plain ones, and Odia's joiners", () => {
    expect(multiLineText("one\r\ntwo\u2028three\u2029four")).toBe("one\r\ntwo\nthree\nfour");
    expect(multiLineText("\u2066x\u2069\u0007")).toBe("x");
    expect(oneLineText("କ୍\u200Dଷ ସ\u200Cହ")).toBe("କ୍\u200Dଷ ସ\u200Cହ");
  });

  it("cleans a staff field before it is trimmed and measured", () => {
    expect(z.parse(staffText(10), "  a\nb  ")).toBe("a b");
    expect(z.parse(staffText(10, { multiline: true }), "a\u2028b")).toBe("a\nb");
    expect(z.safeParse(staffText(3), "abcd").success).toBe(false);
    expect(z.parse(staffText(3), undefined)).toBe("");
  });
});
