// The classic inline script that starts hydration once the page has loaded and its largest
// content has been painted (docs/decisions/003-hydrate-after-load.md). It is inlined into each
// page as the source of this function, so it must not use anything from outside its body.

export interface StartHydrationOptions {
  /** id of the deferred copy of React Router's module bootstrap. */
  bootId: string;
  /** Start regardless after this long, should load or paint never be reported. */
  fallbackMs: number;
}

/**
 * Preloads the modules listed on the deferred bootstrap, then runs the bootstrap as a module
 * script (with the deferred element's nonce), after `load` and the largest contentful paint.
 * Where the browser cannot report that paint, the load event alone counts.
 */
export function startHydration({ bootId, fallbackMs }: StartHydrationOptions): void {
  let loaded = document.readyState === "complete";
  let painted = false;
  let started = false;

  function run() {
    const deferred = document.getElementById(bootId);
    if (!deferred) return;
    deferred.removeAttribute("id");
    for (const href of (deferred.getAttribute("data-modules") ?? "").split(" ")) {
      if (!href) continue;
      const preload = document.createElement("link");
      preload.rel = "modulepreload";
      preload.href = href;
      document.head.appendChild(preload);
    }
    const bootstrap = document.createElement("script");
    bootstrap.type = "module";
    bootstrap.nonce = (deferred as HTMLScriptElement).nonce;
    bootstrap.textContent = deferred.textContent;
    document.body.appendChild(bootstrap);
  }

  function ready() {
    if (started || !loaded || !painted) return;
    started = true;
    // After the frame that painted, so hydration's long task never delays that paint.
    requestAnimationFrame(() => setTimeout(run, 0));
  }

  const paintObservable =
    typeof PerformanceObserver !== "undefined" &&
    PerformanceObserver.supportedEntryTypes.includes("largest-contentful-paint");
  if (paintObservable) {
    new PerformanceObserver((list) => {
      if (list.getEntries().length) {
        painted = true;
        ready();
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  } else {
    painted = true;
  }
  if (!loaded) {
    addEventListener(
      "load",
      () => {
        loaded = true;
        ready();
      },
      { once: true },
    );
  }
  setTimeout(() => {
    loaded = painted = true;
    ready();
  }, fallbackMs);
  ready();
}
