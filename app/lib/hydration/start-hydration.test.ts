// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrationStarter } from "./defer-hydration.server";

// The starter runs as the inline script the pages carry: its source alone, with nothing
// from this module around it.
function runStarter() {
  new Function(hydrationStarter)();
}

describe("the hydration starter", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
    vi.useRealTimers();
  });

  function deferredPage() {
    document.body.innerHTML =
      '<main>Page</main><script type="text/x-deferred-module" id="deferred-hydration" data-modules="/assets/entry.js /assets/root.js">import("/assets/entry.js");</script>';
    const deferred = document.getElementById("deferred-hydration") as HTMLScriptElement;
    deferred.nonce = "n1";
  }

  const moduleScripts = () => [...document.body.querySelectorAll('script[type="module"]')];

  it("runs the bootstrap as a module, with its nonce, after its modules are preloaded", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestAnimationFrame", (callback: () => void) => setTimeout(callback, 0));
    deferredPage();
    runStarter(); // jsdom's document is complete and reports no paints: it starts at once
    await vi.runAllTimersAsync();
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute("href"))).toEqual([
      "/assets/entry.js",
      "/assets/root.js",
    ]);
    const [bootstrap] = moduleScripts() as HTMLScriptElement[];
    expect(bootstrap?.textContent).toBe('import("/assets/entry.js");');
    expect(bootstrap?.nonce).toBe("n1");
    expect(document.getElementById("deferred-hydration")).toBeNull();
  });

  it("starts hydration once, however often it is told the page is ready", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestAnimationFrame", (callback: () => void) => setTimeout(callback, 0));
    deferredPage();
    runStarter();
    await vi.advanceTimersByTimeAsync(5000);
    runStarter();
    await vi.advanceTimersByTimeAsync(5000);
    expect(moduleScripts()).toHaveLength(1);
  });

  it("waits for the load event while the page is still loading", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestAnimationFrame", (callback: () => void) => setTimeout(callback, 0));
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    deferredPage();
    runStarter();
    await vi.advanceTimersByTimeAsync(1000);
    expect(moduleScripts()).toHaveLength(0);
    readyState.mockReturnValue("complete");
    window.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(10);
    expect(moduleScripts()).toHaveLength(1);
  });
});
