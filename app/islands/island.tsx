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

/** `Value` itself when JSON carries it unchanged, otherwise a type it does not match. */
type JsonValue<Value> = Value extends string | number | boolean | null
  ? Value
  : Value extends readonly unknown[]
    ? { [Index in keyof Value]: JsonValue<Value[Index]> }
    : Value extends (...args: never[]) => unknown
      ? never
      : Value extends object
        ? JsonProps<Value>
        : never;

/**
 * What an island's props must match: JSON, which the server writes into the page and the
 * browser reads back, whether the props are declared as a type or an interface. A property may
 * be optional (JSON leaves it out, and the browser reads `undefined` all the same), but a list
 * may not hold `undefined` (JSON makes it `null`); a function, Date, Map, class instance or
 * React node is not JSON at all.
 */
type JsonProps<Props> = {
  [Key in keyof Props]: JsonValue<Exclude<Props[Key], undefined>> | Extract<Props[Key], undefined>;
};

/**
 * A widget that hydrates on its own: the default export of `app/islands/<name>.island.tsx`,
 * whose file name is its name (the server writes it, the runtime loads that file by it).
 */
export interface IslandDefinition<Props extends object> {
  component: ComponentType<Props>;
  load: IslandLoad;
}

export function defineIsland<Props extends object>(
  component: ComponentType<Props> &
    (Props extends JsonProps<Props> ? unknown : "an island's props must be JSON"),
  load: IslandLoad = "idle",
): IslandDefinition<Props> {
  return { component, load };
}

/** Renders an island's own tree to HTML (react-dom/server's renderToString, from entry.server). */
type RenderIsland = (element: ReactElement, options: { identifierPrefix: string }) => string;

/** What the server hands a page that hydrates only its islands (entry.server.tsx). */
export interface IslandServer {
  render: RenderIsland;
  /** The island's name: its file's (app/islands/island-names.server.ts). */
  name: (island: object) => string;
}

/**
 * Set on pages that hydrate only their islands, which is every public page; absent on pages
 * React Router hydrates whole (the staff inbox), which have no islands.
 */
export const IslandRenderer = createContext<IslandServer | null>(null);

/** Where `value` holds what JSON would drop or change ("props.copy.format"), if anywhere. */
export function notJsonAt(value: unknown, path = "props"): string | null {
  if (value === null || typeof value === "string" || typeof value === "boolean") return null;
  if (typeof value === "number") return Number.isFinite(value) ? null : path;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const at = notJsonAt(value[index], `${path}[${index}]`);
      if (at) return at;
    }
    return null;
  }
  if (typeof value === "object") {
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (prototype !== Object.prototype && prototype !== null) return path;
    for (const [key, item] of Object.entries(value)) {
      // JSON leaves an undefined property out, and the browser reads undefined all the same.
      if (item === undefined) continue;
      const at = notJsonAt(item, `${path}.${key}`);
      if (at) return at;
    }
    return null;
  }
  return path;
}

/** The island's props as JSON; in development, props that JSON would change fail the page. */
function propsJson(name: string, props: object): string {
  const notJson = import.meta.env.DEV ? notJsonAt(props) : null;
  if (notJson) {
    throw new Error(
      `Island "${name}": ${notJson} is not JSON (a function, Date, Map, class instance, React node, NaN or undefined in a list), so the browser would not get what the server rendered`,
    );
  }
  return JSON.stringify(props);
}

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
  const server = useContext(IslandRenderer);
  // Each island is a root of its own, so its ids (useId) get a prefix unique in the page.
  const prefix = `${useId().replace(/[^\w-]/g, "")}-`;
  if (!server) throw new Error("<Island> renders only on a page that hydrates its islands");
  const name = server.name(of);
  return (
    <div
      className="contents"
      data-island={name}
      data-load={of.load}
      data-prefix={prefix}
      data-props={propsJson(name, props)}
      dangerouslySetInnerHTML={{
        __html: server.render(
          <IslandRoot slots={slots}>{createElement(of.component, props)}</IslandRoot>,
          { identifierPrefix: prefix },
        ),
      }}
    />
  );
}
