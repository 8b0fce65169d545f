import { lazy, useSyncExternalStore } from "react";

// The Radix slider costs about 4.6 KB of the quote page's budget, and the page works
// without it (a native range input posts the same value): it is fetched when the visitor
// first focuses or points at the form, then takes the native input's place.

const importSlider = () => import("~/components/ui/slider");

export const LazySlider = lazy(() => importSlider().then((module) => ({ default: module.Slider })));

let ready = false;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function preloadSlider(): void {
  loading ??= importSlider().then(
    () => {
      ready = true;
      for (const listener of listeners) listener();
    },
    () => {
      loading = null;
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the Radix slider has loaded; false before (and in the server's HTML). */
export function useSliderReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  );
}
