import { describe, expect, it } from "vitest";
import { isWholeNumber, normaliseEmail, phoneKey } from "./person-keys";

describe("people's keys", () => {
  it("gives one Indian number the same key however it is typed", () => {
    for (const typed of [
      "+91 94370 12345",
      "9437012345",
      "094370-12345",
      "0091 94370 12345",
      "(+91) 94370.12345",
      "୯୪୩୭୦ ୧୨୩୪୫",
    ]) {
      expect(phoneKey(typed), typed).toBe("9437012345");
    }
    // A Bhubaneswar landline with its STD code.
    expect(phoneKey("0674 2345678")).toBe("6742345678");
  });

  it("keeps numbers that share their last nine digits apart", () => {
    expect(phoneKey("+91 94370 12345")).not.toBe(phoneKey("+91 84370 12345"));
    expect(phoneKey("437012345")).toBe("437012345");
    expect(isWholeNumber(phoneKey("437012345"))).toBe(false);
    expect(isWholeNumber(phoneKey("+91 94370 12345"))).toBe(true);
    expect(isWholeNumber(phoneKey(""))).toBe(false);
  });

  it("compares addresses in any case, without the spaces around them", () => {
    expect(normaliseEmail(" Gita@Example.IN ")).toBe("gita@example.in");
  });
});
