import { describe, expect, it } from "vitest";
import { firstName } from "./first-name";

describe("a referrer's first name", () => {
  it("is the first word of the name, never the surname", () => {
    expect(firstName("Gita Das")).toBe("Gita");
    expect(firstName("  Ramesh   Kumar Sahoo ")).toBe("Ramesh");
  });
  it("skips a title", () => {
    expect(firstName("Dr. Anita Mishra")).toBe("Anita");
    expect(firstName("Smt Sabitri Nayak")).toBe("Sabitri");
  });
  it("is nothing for an empty name", () => {
    expect(firstName("   ")).toBeNull();
  });
});
