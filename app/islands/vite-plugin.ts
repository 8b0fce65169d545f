import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { Plugin } from "vite";

// How the islands reach the browser (docs/decisions/009-islands.md), in the one `react-router
// build` and on the development server alike.
//
// Build: the runtime and the islands are an environment of their own, bundled apart from
// React Router's client (whose route modules import the same components: bundled together,
// Rolldown splits the islands into many more, smaller files, and every page loads more). It is
// built first, into the client's assets, so that the pages React Router then renders and
// prerenders can name the runtime's fingerprinted file (`virtual:islands/runtime-url`).
//
// Development: pages name the runtime's source, which Vite serves, and hydrate their islands
// as a build's pages do. They cannot fast-refresh (React Router's refresh runtime expects its
// router in the page), so they reload whenever code they show changes (app/islands/dev-client.ts).

const islandsRuntimeEntry = "app/islands/runtime.ts";
const runtimeUrlId = "virtual:islands/runtime-url";

export function islands({ buildDirectory }: { buildDirectory: string }): Plugin {
  let runtimeUrl = "";
  return {
    name: "islands",
    config(_config, { command }) {
      if (command === "serve") {
        // Their dependencies are bundled as the server starts, not found on a first visit
        // (which would reload that page as it hydrates).
        return { optimizeDeps: { entries: [islandsRuntimeEntry, "app/islands/*.island.tsx"] } };
      }
      return {
        // This plugin empties the build folder itself, before the islands go into it.
        build: { emptyOutDir: false },
        environments: {
          islands: {
            consumer: "client",
            build: {
              outDir: join(buildDirectory, "client"),
              // No preload helper: it fetched an island's every chunk from inside the runtime's
              // one task, each request costing a slow phone 4-15 ms (about 100 ms in all for the
              // planner, issue 24). The browser's module loader fetches them on its own, in
              // parallel at each level, outside the page's tasks.
              modulePreload: false,
              rollupOptions: {
                input: islandsRuntimeEntry,
                output: {
                  entryFileNames: "assets/islands-[hash].js",
                  // island-planner-….js, not island-planner.island-….js
                  chunkFileNames: ({ name }) =>
                    `assets/island-${name.replace(/\.island$/, "")}-[hash].js`,
                },
              },
            },
          },
        },
      };
    },
    // Before React Router's own build (client, server, prerendering), which reads runtimeUrl.
    async buildApp(builder) {
      await rm(buildDirectory, { recursive: true, force: true });
      const output = await builder.build(builder.environments.islands!);
      const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) =>
        "output" in o ? o.output : [],
      );
      const runtime = chunks.find((chunk) => chunk.type === "chunk" && chunk.isEntry);
      if (!runtime) throw new Error("islands: the build wrote no runtime");
      runtimeUrl = `/${runtime.fileName}`;
    },
    resolveId(id) {
      if (id === runtimeUrlId) return `\0${id}`;
    },
    load(id) {
      if (id !== `\0${runtimeUrlId}`) return;
      if (this.environment.mode !== "build") return `export default "/${islandsRuntimeEntry}";`;
      if (!runtimeUrl) throw new Error("islands: the runtime is not built yet");
      return `export default ${JSON.stringify(runtimeUrl)};`;
    },
    hotUpdate({ modules, server }) {
      // Code the server renders changed: islands pages reload (a page React Router hydrates
      // whole refreshes itself).
      if (this.environment.name !== "ssr" || !modules.length) return;
      server.environments.client.hot.send({ type: "custom", event: "islands:reload" });
    },
  };
}
