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

    // The fixture's goto waits for <html data-hydrated>, which the islands runtime sets.
    await page.goto(`http://127.0.0.1:${port}/solar-calculator`, { timeout: 120_000 });
    const form = page.getByRole("form", { name: "Your home and your bill" });
    await form.getByLabel("Average monthly bill").fill("2,000");
    await form.getByLabel("Shade-free roof area").fill("500");
    await expect(page.getByTestId("plan-size")).toContainText("4 kW");
    await expect(page.getByTestId("plan-net-cost")).toContainText("₹1,22,000");
    await expect(page).toHaveURL(/\/solar-calculator\?by=bill&bill=2000&roof=500/);

    expect(scripts).toContain("/app/islands/runtime.ts");
    expect(scripts).toContain("/app/islands/planner.island.tsx");
    // No React Router in the browser: neither its entry, nor the router, nor its manifest.
    const router = /entry\.client|\/deps\/react-router|browser-manifest/;
    expect(scripts.filter((script) => router.test(script))).toEqual([]);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  } finally {
    await dev.stop();
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
  }
});
