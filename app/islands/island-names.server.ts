// An island's name is its file's: app/islands/<name>.island.tsx, whose default export it is.
// The server writes that name into the page, and the runtime loads the file by it
// (app/islands/runtime.ts), so nothing else has to keep the two equal.
const islandModules = import.meta.glob<object>("./*.island.tsx", {
  eager: true,
  import: "default",
});

const names = new Map<object, string>(
  Object.entries(islandModules).map(([file, island]) => [
    island,
    file.slice("./".length, -".island.tsx".length),
  ]),
);

/** The name of an island (what `defineIsland` returned), from the file that exports it. */
export function islandName(island: object): string {
  const name = names.get(island);
  if (name === undefined) {
    throw new Error("An island must be the default export of app/islands/<name>.island.tsx");
  }
  return name;
}
