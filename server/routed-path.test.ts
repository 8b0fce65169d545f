import { describe, expect, it } from "vitest";
import { isOwnPagePath, routedPath } from "./routed-path";

describe("routedPath", () => {
  it.each([
    ["/contact", "/contact"],
    ["/or/quote-request?bill=2000", "/or/quote-request"],
    ["/%69nbox/contact/1", "/inbox/contact/1"],
    ["//evil.example/x", "//evil.example/x"],
    ["/blog/a.b", "/blog/a.b"],
  ])("routes %j as %j", (url, path) => {
    expect(routedPath(url)).toBe(path);
  });

  it.each([
    "/inbox/../forms/contact",
    "/inbox/%2e%2e/contact",
    "/inbox/%2E%2E/contact",
    "/inbox/.%2e/contact",
    "/inbox/./contact",
    "/inbox/..",
    "/inbox\\..\\contact",
    "/inbox/%5c..%5ccontact",
    "/bad/%E0%A4%A",
    "contact",
  ])("refuses %j", (url) => {
    expect(routedPath(url)).toBeNull();
  });

  it("reads a long path in linear time", () => {
    const started = performance.now();
    expect(routedPath(`/${"a/".repeat(20_000)}..`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe("isOwnPagePath", () => {
  it.each(["/", "/contact", "/or/quote-request", "/blog/pm-surya-ghar-rooftop-subsidy-odisha"])(
    "links %j",
    (path) => expect(isOwnPagePath(path)).toBe(true),
  );
  it.each(["//evil.example/x", "https://evil.example", "/a b", '/"onclick', "", "/x?y"])(
    "does not link %j",
    (path) => expect(isOwnPagePath(path)).toBe(false),
  );
});
