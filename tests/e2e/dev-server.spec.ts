import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { freePort, run, waitForHealth } from "./servers";

// `npm run dev` serves public pages as a build does: React Router renders them on the server
// and only their islands hydrate, each loaded by the islands runtime, here from Vite's dev
// server (docs/decisions/009-islands.md). So a widget that works in development works as an
// island, and one that would break as an island (a router hook, a context) breaks here too.

test("the development server hydrates a page's islands, and never the whole page", async ({
  page,
}) => {
  // Vite compiles the page and the island's modules on their first request.
  test.setTimeout(180_000);
  const port = await freePort();
  const database = join(tmpdir(), `suryoday-dev-${port}.db`);
  const dev = run(process.execPath, ["--import", "tsx", "server/main.ts"], {
    NODE_ENV: "development",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_URL: `file:${database}`,
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}/healthz`, dev, 120_000);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });

    // The fixture's goto waits for <html data-hydrated>, which the islands runtime sets. The
    // gallery's filter: what it shows does not depend on the day (the planner's figures do).
    await page.goto(`http://127.0.0.1:${port}/gallery`, { timeout: 120_000 });
    const cards = page.getByRole("main").getByRole("article");
    const commercial = page
      .getByRole("group", { name: "Filter by category" })
      .getByRole("button", { name: "Commercial", exact: true });
    await expect(cards).toHaveCount(8);
    await commercial.click();
    await expect(commercial).toHaveAttribute("aria-pressed", "true");
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Showing 2 projects");
    await expect(page).toHaveURL(/\/gallery\?category=commercial$/);

    expect(scripts).toContain("/app/islands/runtime.ts");
    expect(scripts).toContain("/app/islands/gallery-filter.island.tsx");
    // No React Router in the browser: neither its entry, nor the router, nor its manifest.
    const router = /entry\.client|\/deps\/react-router|browser-manifest/;
    expect(scripts.filter((script) => router.test(script))).toEqual([]);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  } finally {
    // The page first: a late request of its own (the favicon) must not meet a stopped server.
    await page.close();
    await dev.stop();
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
  }
});
