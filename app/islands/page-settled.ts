// When a page's own scripts may run without competing with its first paint: after the load
// event and the largest contentful paint, in the frame after that paint, or after
// `fallbackMs` regardless (docs/decisions/003 and 009).

export function pageSettled(fallbackMs: number): Promise<void> {
  return new Promise((resolve) => {
    let loaded = document.readyState === "complete";
    let painted = !(
      typeof PerformanceObserver !== "undefined" &&
      PerformanceObserver.supportedEntryTypes.includes("largest-contentful-paint")
    );
    let done = false;
    const ready = () => {
      if (done || !loaded || !painted) return;
      done = true;
      requestAnimationFrame(() => setTimeout(resolve, 0));
    };
    if (!painted) {
      new PerformanceObserver((list) => {
        if (!list.getEntries().length) return;
        painted = true;
        ready();
      }).observe({ type: "largest-contentful-paint", buffered: true });
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
  });
}
