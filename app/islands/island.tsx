import {
  type ComponentType,
  createContext,
  createElement,
  type ReactElement,
  type ReactNode,
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
 * Set on pages that hydrate only their islands, which is every public page; absent on pages
 * React Router hydrates whole (the staff inbox), which have no islands.
 */
export const IslandRenderer = createContext<RenderIsland | null>(null);

/** An island's slots (see `IslandSlot`): given where the page renders, absent in the browser. */
const IslandSlots = createContext<Record<string, ReactNode> | null>(null);

/** The island's root on both sides, so the server's tree and the browser's are the same. */
export function IslandRoot({
  children,
  onHydrated,
  slots = null,
}: {
  children: ReactElement;
  onHydrated?: () => void;
  slots?: Record<string, ReactNode> | null;
}) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return <IslandSlots value={slots}>{children}</IslandSlots>;
}

// Tells React to leave the element's content as the server sent it (an unchanged `__html`
// is never written again, and hydration does not look inside it).
const serverContent = { __html: "" };

/**
 * Where an island shows server-only content it cannot take as props (markup, not JSON): the
 * page passes it as `<Island slots={{ name: <Content /> }}>`, the server renders it in place,
 * and in the browser React keeps that HTML without hydrating it, while events from inside it
 * still reach the island's handlers. Slot content is rendered in the island's own root, so
 * like the island it may use no router and no context from the page (plain `<a href>`).
 */
export function IslandSlot({ name, className }: { name: string; className?: string }) {
  const slots = useContext(IslandSlots);
  if (!slots) {
    return (
      <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={serverContent} />
    );
  }
  return <div className={className}>{slots[name]}</div>;
}

/**
 * Places an island: its HTML rendered now, and in the wrapper's attributes what the browser
 * needs to hydrate it (name, when, props, the prefix of its ids). The wrapper takes no box of
 * its own (display: contents), so the island lays out as if it stood there alone.
 */
export function Island<Props extends object>({
  of,
  props,
  slots = {},
}: {
  of: IslandDefinition<Props>;
  props: Props;
  /** Server-only content the island shows in its `IslandSlot`s, by name. */
  slots?: Record<string, ReactNode>;
}) {
  const render = useContext(IslandRenderer);
  // Each island is a root of its own, so its ids (useId) get a prefix unique in the page.
  const prefix = `${useId().replace(/[^\w-]/g, "")}-`;
  if (!render) throw new Error("<Island> renders only on a page that hydrates its islands");
  const element = createElement(of.component, props);
  return (
    <div
      className="contents"
      data-island={of.name}
      data-load={of.load}
      data-prefix={prefix}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{
        __html: render(<IslandRoot slots={slots}>{element}</IslandRoot>, {
          identifierPrefix: prefix,
        }),
      }}
    />
  );
}
