import { describe, expect, it } from "vitest";
import { isActivePath } from "./active-path";

describe("isActivePath", () => {
  it("marks Home only on the home page", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/", "/about")).toBe(false);
  });

  it("marks a section on its own page and its sub-pages, not on look-alike paths", () => {
    expect(isActivePath("/blog", "/blog")).toBe(true);
    expect(isActivePath("/blog", "/blog/net-metering")).toBe(true);
    expect(isActivePath("/blog", "/blogger")).toBe(false);
  });
});
