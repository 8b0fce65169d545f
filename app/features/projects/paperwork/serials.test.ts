import { describe, expect, it } from "vitest";
import { parseSerials, serialKey } from "./serials";

describe("serialKey", () => {
  it("upper-cases and drops spaces, hyphens, slashes, dots and underscores", () => {
    expect(serialKey("ab-1234 5678")).toBe("AB12345678");
    expect(serialKey("AB/1234.5678_x")).toBe("AB12345678X");
    expect(serialKey(" ab12345678\t")).toBe("AB12345678");
  });

  it("keeps other characters, for the validity check to see", () => {
    expect(serialKey("AB#1234")).toBe("AB#1234");
  });
});

describe("parseSerials", () => {
  it("splits on new lines, commas, semicolons and spaces, dropping empties", () => {
    expect(parseSerials("SN100001\r\nSN100002, SN100003;SN100004  SN100005\n\n,;").serials).toEqual(
      ["SN100001", "SN100002", "SN100003", "SN100004", "SN100005"],
    );
  });

  it("keeps each serial as typed, in order", () => {
    expect(parseSerials("  ab-100001\nCD/100002 ").serials).toEqual(["ab-100001", "CD/100002"]);
  });

  it("keeps a serial repeated by key once, as first typed, and lists it as a duplicate once", () => {
    const parsed = parseSerials("ab-100001\nSN100002\nAB100001\nab.100.001\nSN100002");
    expect(parsed.serials).toEqual(["ab-100001", "SN100002"]);
    expect(parsed.duplicates).toEqual(["ab-100001", "SN100002"]);
    expect(parsed.invalid).toEqual([]);
  });

  it("lists entries too short, too long or with other characters as invalid, not as serials", () => {
    const tooLong = "A".repeat(41);
    const parsed = parseSerials(`SN100001\nSN10\n${tooLong}\nSN#100002\nSN१००००३\n---\nSN100001`);
    expect(parsed.serials).toEqual(["SN100001"]);
    expect(parsed.invalid).toEqual(["SN10", tooLong, "SN#100002", "SN१००००३", "---"]);
    expect(parsed.duplicates).toEqual(["SN100001"]);
  });

  it("accepts keys of exactly 6 and 40 characters", () => {
    const forty = "B".repeat(40);
    expect(parseSerials(`AB-1234 ${forty} a.b.c.1.2`).serials).toEqual(["AB-1234", forty]);
    expect(parseSerials("a.b.c.1.2").invalid).toEqual(["a.b.c.1.2"]);
  });

  it("lists an invalid entry once, however often it is typed", () => {
    expect(parseSerials("SN10, SN10").invalid).toEqual(["SN10"]);
  });

  it("finds nothing in empty text", () => {
    expect(parseSerials(" \n ,; ")).toEqual({ serials: [], duplicates: [], invalid: [] });
  });
});
