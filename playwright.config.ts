import { existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, defineConfig, devices } from "@playwright/test";
import { configDefaults } from "./app/config-defaults";

// "https://{s}.tile.example.org/…" and "https://tile.example.org/…" both give tile.example.org.
const tileHost = new URL(configDefaults.mapTileUrl.replace("{s}.", "")).host;

// The e2e tests drive a real Chromium against the production build (`npm run test:e2e`
// builds first). Browser: CHROME_PATH, else Debian's Chromium headless shell, else Debian's
// full Chromium, else Playwright's own. The headless shell is Chromium's own build for
// automation, what Playwright itself runs headless tests in; it halves the suite's time on two
// cores (docs/decisions/015-test-browser.md). The bench measures in the full Chromium.
function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROME_PATH,
    "/usr/bin/chromium-headless-shell",
    "/usr/bin/chromium",
  ];
  const found = candidates.find((path) => path && existsSync(path));
  if (found) return found;
  try {
    const bundled = chromium.executablePath();
    if (existsSync(bundled)) return undefined; // Playwright uses its own browser
  } catch {
    // no bundled browser either
  }
  throw new Error(
    "No Chromium found: set CHROME_PATH, or run `apt-get install chromium-headless-shell` (Debian), or `npx playwright install chromium`.",
  );
}

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const buildDir = process.env.BUILD_DIR ?? "build";
export const e2eDatabaseFile = join(tmpdir(), `suryoday-e2e-${port}.db`);

// Each run starts from an empty database (the runner's process, before it starts the server;
// workers load this file too and leave it be): leads, sessions and rate-limit counts from an
// earlier run would otherwise decide what this one sees. Only `playwright test` itself: other
// tools read this file too (knip, to find the tests), and deleting the database under a run in
// progress failed every test after it that signed in or stored a lead.
const isTestRunner =
  process.env.TEST_WORKER_INDEX === undefined &&
  /playwright/.test(process.argv[1] ?? "") &&
  process.argv.includes("test");
if (isTestRunner) {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${e2eDatabaseFile}${suffix}`, { force: true });
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A flaky test is a bug to find, never retried away.
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: findChromium(),
      args: [
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        // Map tiles: the host does not resolve, so the tests stay offline (tests/e2e/fixtures.ts).
        `--host-resolver-rules=MAP ${tileHost} ~NOTFOUND, MAP *.${tileHost} ~NOTFOUND`,
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: "timing/**",
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    // Tests of how long the server takes run alone, once the rest are done: a browser test on
    // the other core would only add to their times.
    {
      name: "timing",
      testMatch: "timing/**/*.spec.ts",
      dependencies: ["chromium"],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: {
    command: "tsx server/main.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      BUILD_DIR: buildDir,
      DATABASE_URL: `file:${e2eDatabaseFile}`,
      TRUST_PROXY: "1",
    },
  },
});
