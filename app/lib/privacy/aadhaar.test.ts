import { describe, expect, it } from "vitest";
import { aadhaarCheckDigit, findAadhaarLike, verhoeffValid } from "./aadhaar";

// A valid Aadhaar-shaped number, built from its first eleven digits.
const complete = (first11: string) => first11 + aadhaarCheckDigit(first11);
// The same number with its last digit changed, so that the check fails.
const spoilt = (number: string) =>
  number.slice(0, -1) + String((Number(number.slice(-1)) + 1) % 10);
const grouped = (number: string, gap: string) =>
  [number.slice(0, 4), number.slice(4, 8), number.slice(8)].join(gap);
const toOdia = (text: string) =>
  text.replace(/\d/g, (digit) => String.fromCharCode(0x0b66 + Number(digit)));
const toDevanagari = (text: string) =>
  text.replace(/\d/g, (digit) => String.fromCharCode(0x0966 + Number(digit)));

const valid = complete("23456789012");

describe("verhoeffValid", () => {
  it("accepts numbers that end in their check digit (published examples)", () => {
    expect(verhoeffValid("2363")).toBe(true);
    expect(verhoeffValid("758722")).toBe(true);
  });

  it("refuses a changed digit and two swapped neighbours", () => {
    expect(verhoeffValid("2364")).toBe(false);
    expect(verhoeffValid("758772")).toBe(false);
    expect(verhoeffValid("785722")).toBe(false);
  });

  it("refuses anything but ASCII digits", () => {
    expect(verhoeffValid("")).toBe(false);
    expect(verhoeffValid("23 63")).toBe(false);
    expect(verhoeffValid("୨୩୬୩")).toBe(false);
  });
});

describe("aadhaarCheckDigit", () => {
  it("completes eleven digits into a number that passes the check", () => {
    for (const first11 of ["23456789012", "99999999999", "20000000000", "87654321098"]) {
      const number = complete(first11);
      expect(number).toMatch(/^\d{12}$/);
      expect(verhoeffValid(number)).toBe(true);
      expect(verhoeffValid(spoilt(number))).toBe(false);
    }
  });

  it("refuses anything but eleven digits", () => {
    expect(() => aadhaarCheckDigit("2345678901")).toThrow();
    expect(() => aadhaarCheckDigit("2345678901x")).toThrow();
  });
});

describe("findAadhaarLike", () => {
  it("finds a valid number in groups of four, by space, hyphen or nothing", () => {
    expect(findAadhaarLike(`Aadhaar ${grouped(valid, " ")} attached`)).toBe(true);
    expect(findAadhaarLike(`Aadhaar: ${grouped(valid, "-")}.`)).toBe(true);
    expect(findAadhaarLike(`UID${grouped(valid, "")}`)).toBe(true);
    expect(findAadhaarLike(valid)).toBe(true);
  });

  it("finds a number written in Odia or Devanagari digits", () => {
    expect(findAadhaarLike(`ଆଧାର ${toOdia(grouped(valid, " "))}`)).toBe(true);
    expect(findAadhaarLike(`आधार ${toDevanagari(grouped(valid, "-"))}`)).toBe(true);
  });

  it("finds a valid number after an invalid one", () => {
    expect(findAadhaarLike(`${spoilt(valid)}, then ${grouped(valid, " ")}`)).toBe(true);
  });

  it("ignores a number whose check digit is wrong", () => {
    expect(findAadhaarLike(grouped(spoilt(valid), " "))).toBe(false);
    expect(findAadhaarLike(spoilt(valid))).toBe(false);
  });

  it("ignores twelve digits inside a longer run", () => {
    expect(findAadhaarLike(`${valid}4`)).toBe(false);
    expect(findAadhaarLike(`9${valid}`)).toBe(false);
    expect(findAadhaarLike(`${grouped(valid, " ")} 4567`)).toBe(false);
    expect(findAadhaarLike(`1234 ${grouped(valid, " ")}`)).toBe(false);
  });

  it("ignores numbers starting with 0 or 1, even when the check passes", () => {
    expect(findAadhaarLike(complete("13456789012"))).toBe(false);
    expect(findAadhaarLike(grouped(complete("03456789012"), " "))).toBe(false);
  });

  it("takes a space in one gap and a hyphen in the other", () => {
    expect(findAadhaarLike(`${valid.slice(0, 4)} ${valid.slice(4, 8)}-${valid.slice(8)}`)).toBe(
      true,
    );
  });

  it("ignores gaps other than a single space or hyphen, and other groupings", () => {
    expect(findAadhaarLike(grouped(valid, "  "))).toBe(false);
    expect(findAadhaarLike(grouped(valid, "."))).toBe(false);
    expect(findAadhaarLike(`${valid.slice(0, 6)} ${valid.slice(6)}`)).toBe(false);
  });

  it("ignores phone numbers, PIN codes and text without digits", () => {
    expect(findAadhaarLike("+91 94370 55555")).toBe(false);
    expect(findAadhaarLike("Call 9437055555 or +91-94370-55555")).toBe(false);
    expect(findAadhaarLike("Plot 12, Saheed Nagar, Bhubaneswar 751007")).toBe(false);
    expect(findAadhaarLike("ଭୁବନେଶ୍ୱର ୭୫୧୦୦୭")).toBe(false);
    expect(findAadhaarLike("")).toBe(false);
  });
});
