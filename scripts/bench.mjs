// `npm run bench [-- --check] [-- --runs=N]`: builds, starts the production server, runs
// Lighthouse in its default mobile configuration N times (default 5) on each landing page and
// prints one table of the medians, with each timing's spread (lowest–highest run). With --check it exits non-zero when a page's median misses
// the budget (issue 12, docs/decisions/009-islands.md). Measure with nothing else running: a
// parallel build or test doubles blocking time. Full reports (of each page's last run) go to
// .lighthouse/ (ignored by git). BENCH_PAGES=/,/faq measures only those.
//
// A blank page (one heading, one paragraph; no CSS, font or script) is measured first, in the
// same runs, and printed first (issue 38): what the browser and this machine cost before any of
// ours. The blocking-time budget is a difference from it, and each row carries Lighthouse's
// measure of the host's speed (its benchmark index) and where the main thread's time went.
import { execFileSync, execSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { SAXParser } from "parse5-sax-parser";

const check = process.argv.includes("--check");
const skipBuild = process.argv.includes("--no-build");
const runs = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice(7) ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3300);
const base = `http://localhost:${port}`;
/**
 * The visitor's survey booking page (issue 20), behind a private link: the bench makes one as a
 * quote request does, and measures it under this name (the token never reaches the report).
 */
const surveyPage = "/survey/[token]";
/**
 * The customer's proposal (issue 21), behind its private link: the bench writes and sends one
 * as staff do (a staff account, the lead page's "Write a proposal", the editor's "Send").
 */
const proposalPage = "/proposal/[token]";

/** A customer's project page (issue 22), behind its private link: made as a sale makes one. */
const projectPage = "/project/[token]";
const privatePages = [surveyPage, proposalPage, projectPage];

/** The pages measured: every landing page, an article, and the pages issues 12, 20 and 23 added. */
const landingPages = [
  "/",
  "/about",
  "/products-services",
  "/how-it-works",
  "/gallery",
  "/faq",
  "/blog",
  "/blog/pm-surya-ghar-rooftop-subsidy-odisha",
  "/privency-policy",
  "/contact",
  "/quote-request",
  "/solar-calculator",
  // The DPDP notice and the rights page (issue 23): content pages, no island of their own.
  "/privacy-notice",
  "/privacy-rights",
  "/or",
  "/or/quote-request",
  // Rendered per request for its day (issue 19), and Odia's heaviest page to lay out.
  "/or/solar-calculator",
  surveyPage,
  proposalPage,
  projectPage,
];
/** The baseline: a page of nothing but words, served apart from the site, measured first. */
const blankPage = "(blank page)";
const pages = [blankPage, ...(process.env.BENCH_PAGES?.split(",") ?? landingPages)];

/** A private link's page is never to be indexed (noindex): Lighthouse's SEO score counts that. */
const seoBudget = (path) => (privatePages.includes(path) ? 0 : budget.seo);
const reportDir = ".lighthouse";

export const budget = {
  performance: 98,
  accessibility: 100,
  "best-practices": 95,
  seo: 100,
  lcpMs: 1500,
  cls: 0.02,
  /** Above the blank page's median blocking time in the same run (issue 38). */
  tbtAboveBlankMs: 100,
  jsBytes: { links: 20 * 1024, widgets: 100 * 1024 },
  totalBytes: 600 * 1024,
};

const chromePath = [process.env.CHROME_PATH, "/usr/bin/chromium"].find((p) => p && existsSync(p));
if (!chromePath) {
  console.error("bench: no Chromium found; set CHROME_PATH or `apt-get install chromium`.");
  process.exit(2);
}

if (!skipBuild) execSync("npm run build", { stdio: "inherit" });

const benchDatabase = `file:${join(tmpdir(), "suryoday-bench.db")}`;
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATABASE_URL: benchDatabase,
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const blankHtml =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A blank page: the baseline of the bench."><title>Blank</title></head><body><h1>A blank page</h1><p>One heading and one paragraph: no style sheet, no font, no script. What the browser and this machine cost before any of the site\'s own.</p></body></html>';
const blankServer = createServer((request, response) => {
  response.writeHead(request.url === "/" ? 200 : 404, {
    "content-type": "text/html; charset=utf-8",
  });
  response.end(request.url === "/" ? blankHtml : "");
});
const blankPort = port + 1;
await new Promise((resolve) => blankServer.listen(blankPort, "127.0.0.1", resolve));
const stopServer = () => {
  server.kill("SIGTERM");
  blankServer.close();
};
process.on("exit", stopServer);

/**
 * What a page may load as script before the visitor touches anything, read from the page
 * itself: "widgets" (100 KB) where an island hydrates once the page has loaded (the slideshow,
 * live search, the forms, the planner, the gallery's filter), else "links" (20 KB: links, an
 * accordion, a menu, a map whose island loads only when it scrolls near).
 */
async function pageKind(address) {
  const html = await (await fetch(address)).text();
  const parser = new SAXParser();
  let widgets = false;
  parser.on("startTag", ({ attrs }) => {
    const attr = (name) => attrs.find((a) => a.name === name)?.value;
    if (attr("data-island") !== undefined && attr("data-load") !== "visible") widgets = true;
  });
  const done = new Promise((resolve, reject) => {
    parser.on("finish", resolve);
    parser.on("error", reject);
  });
  parser.resume();
  parser.end(html);
  await done;
  return widgets ? "widgets" : "links";
}

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not start");
}

/** The main thread's work by Lighthouse's groups, ms as reported (its 4× slowed-down figures). */
const threadGroups = {
  other: "Other",
  styleLayout: "Style & Layout",
  script: "Script Evaluation",
  parse: "Parse HTML & CSS",
  rendering: "Rendering",
};
function mainThread(lhr) {
  const items = lhr.audits["mainthread-work-breakdown"]?.details?.items ?? [];
  const of = (label) => Math.round(items.find((item) => item.groupLabel === label)?.duration ?? 0);
  return Object.fromEntries(
    Object.entries(threadGroups).map(([key, label]) => [`thread_${key}`, of(label)]),
  );
}

function bytesByType(lhr) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  let js = 0;
  let total = 0;
  for (const request of requests) {
    total += request.transferSize ?? 0;
    if (request.resourceType === "Script") js += request.transferSize ?? 0;
  }
  return { js, total };
}

/** A quote request, as a visitor sends it, answers with its survey page's address. */
async function surveyLink() {
  const response = await fetch(`${base}/forms/quote`, {
    method: "POST",
    headers: { Accept: "application/json" },
    body: new URLSearchParams({
      name: "Bench Visitor",
      email: "bench@example.com",
      phone: "9437022222",
      location: "751007",
      roofSize: "50",
      monthlyBill: "100",
      // The privacy notice's version every form posts (app/lib/privacy/notice-version.ts).
      noticeVersion: "2026-11-24",
    }),
  });
  const { surveyPath } = await response.json();
  if (!surveyPath) throw new Error("bench: the quote request offered no survey link");
  return surveyPath;
}

/** A proposal, written and sent as staff do; answers with the customer's page's address. */
async function proposalLink() {
  const email = `bench-${Date.now()}@example.com`;
  const password = "a long bench passphrase";
  execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/staff.ts",
      "add",
      `--email=${email}`,
      "--name=Bench Staff",
      "--role=staff",
    ],
    { input: `${password}\n`, env: { ...process.env, DATABASE_URL: benchDatabase } },
  );
  const post = (path, form, cookie = "") =>
    fetch(`${base}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: base, ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams(form),
    });
  const signIn = await post("/inbox/login", { email, password, redirectTo: "/inbox" });
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  await surveyLink(); // a quote request, as a visitor sends it
  const page = async (path) =>
    (await fetch(`${base}${path}`, { headers: { Cookie: cookie } })).text();
  const leadId = /\/inbox\/quote\/(\d+)/.exec(await page("/inbox?kind=quote"))?.[1];
  if (!leadId) throw new Error("bench: no quote request in the inbox");
  await post(`/inbox/quote/${leadId}`, { intent: "proposalDraft" }, cookie);
  const proposalId = /\/inbox\/proposals\/(\d+)/.exec(await page(`/inbox/quote/${leadId}`))?.[1];
  if (!proposalId) throw new Error("bench: no proposal was started");
  const sent = await post(
    `/inbox/proposals/${proposalId}`,
    {
      intent: "send",
      version: "1",
      category: "home",
      sizeKw: "3",
      system: "on-grid",
      panels: "6 × 550 Wp mono PERC, DCR",
      inverter: "3 kW on-grid string inverter",
      structure: "Galvanised iron",
      priceBeforeGst: "180000",
      gstRate: "5",
      loanOffered: "yes",
      loanYears: "5",
      warranties: "Panels: 25 years",
      included: "Net meter application",
      validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    },
    cookie,
  );
  const link = /https?:\/\/[^\s<"]+(\/proposal\/[\w-]{43})/.exec(await sent.text())?.[1];
  if (!link) throw new Error("bench: the proposal was not sent");
  return link;
}

/** A project opened in the bench's database with two steps done: its page's address. */
function projectLink() {
  return execFileSync(process.execPath, ["--import", "tsx", "scripts/bench-project-link.ts"], {
    env: { ...process.env, DATABASE_URL: benchDatabase },
    encoding: "utf8",
  }).trim();
}

await waitForServer();
/** The address each measured page is fetched at (a private link's is made now). */
/** A page's path on the site, a private link's made now. */
async function pathOf(path) {
  if (path === surveyPage) return surveyLink();
  if (path === proposalPage) return proposalLink();
  if (path === projectPage) return projectLink();
  return path;
}
const addressOf = new Map(
  await Promise.all(
    pages.map(async (path) => [
      path,
      path === blankPage ? `http://127.0.0.1:${blankPort}/` : `${base}${await pathOf(path)}`,
    ]),
  ),
);
mkdirSync(reportDir, { recursive: true });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One row of medians from several runs of the same page, and each value's lowest and highest. */
function medianRow(path, measured) {
  const row = { path, spread: {} };
  for (const key of Object.keys(measured[0])) {
    const values = measured.map((m) => m[key]);
    row[key] = median(values);
    row.spread[key] = [Math.min(...values), Math.max(...values)];
  }
  return row;
}

const rows = [];
try {
  for (const path of pages) {
    const measured = [];
    for (let i = 0; i < runs; i++) measured.push(await measure(path));
    const kind = path === blankPage ? "blank" : await pageKind(addressOf.get(path));
    rows.push({ ...medianRow(path, measured), kind });
  }
} finally {
  await chrome.kill();
  stopServer();
}

async function measure(path) {
  const run = () =>
    lighthouse(addressOf.get(path), {
      port: chrome.port,
      output: ["html", "json"],
      logLevel: "error",
      // Map tiles come from a third party and are not ours to measure.
      blockedUrlPatterns: ["*tile.openstreetmap.org*", "*/{z}/{x}/{y}*"],
    });
  let result = await run();
  // Lighthouse sometimes fails to record a trace (NO_NAVSTART); it asks to be run again.
  if (result.lhr.runtimeError) {
    console.error(`${path}: ${result.lhr.runtimeError.code}, measuring again`);
    result = await run();
  }
  const { lhr, report } = result;
  const name = path === "/" ? "home" : path.slice(1).replace(/\W+/g, "-");
  writeFileSync(join(reportDir, `${name}.html`), report[0]);
  writeFileSync(join(reportDir, `${name}.json`), report[1]);
  const { js, total } = bytesByType(lhr);
  // A metric Lighthouse could not measure counts as a miss, never as a pass.
  const metric = (id) => {
    const audit = lhr.audits[id];
    if (typeof audit?.numericValue === "number") return audit.numericValue;
    console.error(`${path}: ${id} not measured: ${audit?.errorMessage ?? "no value"}`);
    return Number.NaN;
  };
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    "best-practices": Math.round(lhr.categories["best-practices"].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcpMs: Math.round(metric("largest-contentful-paint")),
    cls: Number(metric("cumulative-layout-shift").toFixed(3)),
    tbtMs: Math.round(metric("total-blocking-time")),
    jsBytes: js,
    totalBytes: total,
    // Lighthouse's measure of the host's speed when the run began: higher is faster.
    hostIndex: Math.round(lhr.environment.benchmarkIndex),
    ...mainThread(lhr),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const misses = [];
const blankRow = rows.find((row) => row.path === blankPage);
const tbtBudget = (blankRow?.tbtMs ?? 0) + budget.tbtAboveBlankMs;
for (const row of rows) {
  if (row.path === blankPage) continue;
  const miss = (what) => misses.push(`${row.path}: ${what}`);
  for (const category of ["performance", "accessibility", "best-practices"]) {
    if (row[category] < budget[category])
      miss(`${category} ${row[category]} < ${budget[category]}`);
  }
  if (row.seo < seoBudget(row.path)) miss(`seo ${row.seo} < ${seoBudget(row.path)}`);
  if (!(row.lcpMs <= budget.lcpMs)) {
    miss(`LCP ${row.lcpMs} ms > ${budget.lcpMs} ms`);
  }
  if (!(row.cls <= budget.cls)) miss(`CLS ${row.cls} > ${budget.cls}`);
  if (!(row.tbtMs <= tbtBudget)) {
    miss(
      `TBT ${row.tbtMs} ms > ${tbtBudget} ms (the blank page's ${blankRow?.tbtMs} + ${budget.tbtAboveBlankMs})`,
    );
  }
  const jsBudget = budget.jsBytes[row.kind];
  if (row.jsBytes > jsBudget) miss(`JS ${kb(row.jsBytes)} > ${kb(jsBudget)}`);
  if (row.totalBytes > budget.totalBytes)
    miss(`total ${kb(row.totalBytes)} > ${kb(budget.totalBytes)}`);
}

/** The browser the figures are of (they move with its version: issue 38). */
function browserVersion() {
  try {
    return execFileSync(chromePath, ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return chromePath;
  }
}

console.log(
  `\nMedians of ${runs} run${runs === 1 ? "" : "s"} per page; in brackets, the lowest and highest run. Browser: ${browserVersion()}. Blocking-time budget: the blank page's ${blankRow?.tbtMs} ms + ${budget.tbtAboveBlankMs} ms.`,
);
console.log(
  "\n| page | kind | perf | a11y | best pr. | SEO | LCP | CLS | TBT | JS | total |\n|---|---|---|---|---|---|---|---|---|---|---|",
);
const seconds = (ms) => (ms / 1000).toFixed(2);
const spread = (r, key, show) => {
  const [low, high] = r.spread[key];
  return low === high ? "" : ` (${show(low)}–${show(high)})`;
};
for (const r of rows) {
  const perf = `${r.performance}${spread(r, "performance", String)}`;
  const lcp = `${seconds(r.lcpMs)} s${spread(r, "lcpMs", seconds)}`;
  const cls = `${r.cls}${spread(r, "cls", String)}`;
  const tbt = `${r.tbtMs} ms${spread(r, "tbtMs", String)}`;
  console.log(
    `| ${r.path} | ${r.kind} | ${perf} | ${r.accessibility} | ${r["best-practices"]} | ${r.seo} | ${lcp} | ${cls} | ${tbt} | ${kb(r.jsBytes)} | ${kb(r.totalBytes)} |`,
  );
}
console.log(
  "\nThe main thread, medians in Lighthouse's slowed-down ms, and the host's speed (Lighthouse's benchmark index, higher is faster):\n\n| page | Other | Style & Layout | Script | Parse | Rendering | host index |\n|---|---|---|---|---|---|---|",
);
for (const r of rows) {
  const cell = (key) => `${r[`thread_${key}`]}${spread(r, `thread_${key}`, String)}`;
  console.log(
    `| ${r.path} | ${cell("other")} | ${cell("styleLayout")} | ${cell("script")} | ${cell("parse")} | ${cell("rendering")} | ${r.hostIndex}${spread(r, "hostIndex", String)} |`,
  );
}
if (misses.length) {
  console.log(`\nOver budget:\n- ${misses.join("\n- ")}`);
  if (check) process.exit(1);
} else {
  console.log("\nAll pages within budget.");
}
process.exit(0);
