import { describe, expect, it } from "vitest";
import { localeOfPath, localePath, neutralPath, otherLocale } from "./locale";

describe("locale from the URL", () => {
  it("reads Odia from the /or prefix only", () => {
    expect(localeOfPath("/or")).toBe("or");
    expect(localeOfPath("/or/about")).toBe("or");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/about")).toBe("en");
    expect(localeOfPath("/order-status")).toBe("en");
  });

  it("strips and adds the prefix", () => {
    expect(neutralPath("/or")).toBe("/");
    expect(neutralPath("/or/blog/x")).toBe("/blog/x");
    expect(neutralPath("/contact")).toBe("/contact");
    expect(localePath("or", "/")).toBe("/or");
    expect(localePath("or", "/gallery?category=residential")).toBe(
      "/or/gallery?category=residential",
    );
    expect(localePath("or", "/?x=1")).toBe("/or?x=1");
    expect(localePath("or", "#main")).toBe("#main");
    expect(localePath("en", "/about")).toBe("/about");
    expect(otherLocale("or")).toBe("en");
  });
});
