import "./dev-client";
import type { IslandDefinition } from "./island";
import { rememberArrival } from "~/lib/lead-sources/arrival";
import { pageSettled } from "./page-settled";
import { pageTransitionDone, quietPageTransitions } from "./page-transition";

// The one script every public page loads (docs/decisions/009-islands.md), about 1 KB. It
// keeps the menu button's state in its attributes and hydrates the page's islands: "idle"
// ones once the page has loaded and painted, "visible" ones when they come near the view; then
// it links the web app manifest.
// React itself is fetched only by a page that has an island, and only then.

const islands = import.meta.glob<{ default: IslandDefinition<object> }>("./*.island.tsx");

/** A popover's invoker says whether it is open (screen readers hear "expanded"). */
function wireMenuButtons() {
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[popovertarget]")) {
    const menu = document.getElementById(button.getAttribute("popovertarget") ?? "");
    if (!menu) continue;
    const show = (open: boolean) => button.setAttribute("aria-expanded", String(open));
    show(menu.matches(":popover-open"));
    menu.addEventListener("toggle", (event) => show((event as ToggleEvent).newState === "open"));
  }
}

async function hydrate(container: HTMLElement): Promise<void> {
  const { island: name = "", props = "{}", prefix = "" } = container.dataset;
  const load = islands[`./${name}.island.tsx`];
  if (!load) throw new Error(`no island named "${name}"`);
  const [{ default: island }, { hydrateIsland }] = await Promise.all([
    load(),
    import("./hydrate-island"),
    pageTransitionDone(),
  ]);
  await hydrateIsland(container, island.component, JSON.parse(props) as object, prefix);
}

/** Hydrates when the island (its first element: the wrapper has no box) nears the view. */
function whenVisible(container: HTMLElement): Promise<void> {
  const target = container.firstElementChild ?? container;
  return new Promise((resolve, reject) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        hydrate(container).then(resolve, reject);
      },
      { rootMargin: "200px" },
    );
    observer.observe(target);
  });
}

/**
 * The web app manifest, linked only now: Chromium fetches a linked manifest and then its icon
 * right after the first paint, and on a slow line those two requests held back the largest
 * paint of the Odia home page by about 0.15 s (docs/decisions/014-manifest-after-paint.md).
 */
function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  // The Odia pages' own, in Odia, starting at /or (issue 30).
  link.href =
    document.documentElement.lang === "or" ? "/or/manifest.webmanifest" : "/manifest.webmanifest";
  document.head.append(link);
}

wireMenuButtons();
quietPageTransitions();
// In a task of its own: the first write to sessionStorage waits on the browser process (up to
// 4 ms here, 16 ms on Lighthouse's slowed phone), and this task is the one that ends the
// page's parsing and lays out its last part (issue 38).
setTimeout(rememberArrival, 0);
const containers = [...document.querySelectorAll<HTMLElement>("[data-island]")];
const eager = containers.filter((container) => container.dataset.load !== "visible");
for (const container of containers) {
  if (container.dataset.load === "visible") void whenVisible(container);
}
void pageSettled(3000)
  .then(() => Promise.all(eager.map(hydrate)))
  .finally(() => {
    linkManifest();
    // The moment the page's widgets answer: the end-to-end tests wait for it. (A page React
    // Router hydrates whole marks it itself.)
    const root = document.documentElement;
    if (root.hasAttribute("data-islands")) root.dataset.hydrated = "true";
  });
