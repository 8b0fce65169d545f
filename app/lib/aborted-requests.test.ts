import { describe, expect, it } from "vitest";
import { isAbortError, quietAbortedRequests } from "./aborted-requests";

function rejection(reason: unknown) {
  return Object.assign(new Event("unhandledrejection", { cancelable: true }), { reason });
}

describe("quietAbortedRequests", () => {
  it("treats a cancelled request as handled, and nothing else", () => {
    const page = new EventTarget();
    quietAbortedRequests(page);
    const aborted = rejection(AbortSignal.abort().reason);
    page.dispatchEvent(aborted);
    expect(aborted.defaultPrevented).toBe(true);
    for (const reason of [new TypeError("Failed to fetch"), new Error("AbortError"), undefined]) {
      const other = rejection(reason);
      page.dispatchEvent(other);
      expect(other.defaultPrevented, String(reason)).toBe(false);
    }
  });

  it("knows an abort by its name, whatever the browser calls it", () => {
    expect(isAbortError(new DOMException("The operation was aborted.", "AbortError"))).toBe(true);
    expect(isAbortError(new DOMException("Timed out", "TimeoutError"))).toBe(false);
  });
});
