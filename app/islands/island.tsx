import {
  type ComponentType,
  createContext,
  createElement,
  type ReactElement,
  useContext,
  useEffect,
  useId,
} from "react";

// Islands (docs/decisions/009-islands.md): a public page is HTML the server rendered with React,
// and only its widgets hydrate, each as a React root of its own. An island's component takes
// everything it needs as props (plain JSON: words, data, the locale), never a router or a
// context from the page around it, because in the browser it runs without them.

/** When an island's code loads: after the page has loaded and painted, or once it is near view. */
export type IslandLoad = "idle" | "visible";

export interface IslandDefinition<Props extends object> {
  /** The island's file name, app/islands/<name>.island.tsx, by which the browser finds it. */
  name: string;
  component: ComponentType<Props>;
  load: IslandLoad;
}

export function defineIsland<Props extends object>(
  name: string,
  component: ComponentType<Props>,
  load: IslandLoad = "idle",
): IslandDefinition<Props> {
  return { name, component, load };
}

/** Renders an island's own tree to HTML (react-dom/server's renderToString, from entry.server). */
export type RenderIsland = (element: ReactElement, options: { identifierPrefix: string }) => string;

/**
 * Set on pages that hydrate only their islands. Where it is absent (the development server,
 * the staff inbox) the whole page hydrates under React Router and an island is an ordinary
 * part of it.
 */
export const IslandRenderer = createContext<RenderIsland | null>(null);

/** True while rendering a page that hydrates only its islands (so the rest never runs in a browser). */
export function useIslandsPage(): boolean {
  return useContext(IslandRenderer) !== null;
}

/** The island's root on both sides, so the server's tree and the browser's are the same. */
export function IslandRoot({
  children,
  onHydrated,
}: {
  children: ReactElement;
  onHydrated?: () => void;
}) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}

/**
 * Places an island: its HTML rendered now, and in the wrapper's attributes what the browser
 * needs to hydrate it (name, when, props, the prefix of its ids). The wrapper takes no box of
 * its own (display: contents), so the island lays out as if it stood there alone.
 */
export function Island<Props extends object>({
  of,
  props,
}: {
  of: IslandDefinition<Props>;
  props: Props;
}) {
  const render = useContext(IslandRenderer);
  // Each island is a root of its own, so its ids (useId) get a prefix unique in the page.
  const prefix = `${useId().replace(/[^\w-]/g, "")}-`;
  const element = createElement(of.component, props);
  if (!render) return <div className="contents">{element}</div>;
  return (
    <div
      className="contents"
      data-island={of.name}
      data-load={of.load}
      data-prefix={prefix}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{
        __html: render(<IslandRoot>{element}</IslandRoot>, { identifierPrefix: prefix }),
      }}
    />
  );
}
