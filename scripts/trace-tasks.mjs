// `node scripts/trace-tasks.mjs <url> [url…]`: where a page's main thread spends its time, by
// trace event (issue 38). Runs Lighthouse once per address in its default mobile configuration,
// as the bench does, and sums the self time (its own duration less its children's) of every
// event on the page's main thread, by name, in real (not slowed-down) milliseconds. Lighthouse
// files what it does not recognise under "Other": this names it. Start the site first (`npm
// start`, or the bench's server); measure with nothing else running.
import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const addresses = process.argv.slice(2);
if (!addresses.length) {
  console.error("usage: node scripts/trace-tasks.mjs <url> [url…]");
  process.exit(2);
}
const chromePath = [process.env.CHROME_PATH, "/usr/bin/chromium"].find((p) => p && existsSync(p));
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
});

/** The renderer's main thread of the measured page: the one with the most work. */
function mainThreadEvents(events) {
  const mains = events.filter(
    (event) =>
      event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain",
  );
  const busiest = mains
    .map(({ pid, tid }) => ({
      pid,
      tid,
      work: events.filter((e) => e.pid === pid && e.tid === tid && e.ph === "X").length,
    }))
    .sort((a, b) => b.work - a.work)[0];
  return events.filter(
    (event) =>
      event.pid === busiest.pid && event.tid === busiest.tid && event.ph === "X" && event.dur,
  );
}

/** Self time by event name, ms: each event's duration less its direct children's. */
function selfTimes(events) {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  for (const event of sorted) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent, (self.get(parent) ?? parent.dur) - event.dur);
    self.set(event, event.dur);
    stack.push(event);
  }
  const byName = new Map();
  for (const [event, time] of self) byName.set(event.name, (byName.get(event.name) ?? 0) + time);
  return [...byName].sort((a, b) => b[1] - a[1]);
}

/** The script a trace event ran, when it names one. */
function scriptOf(event) {
  const data = event.args?.data ?? event.args?.beginData;
  const url = data?.url ?? data?.scriptName ?? data?.stackTrace?.[0]?.url;
  return url ? url.replace(/^https?:\/\/[^/]+/, "") : undefined;
}

/**
 * The tasks Lighthouse's simulation may count as blocking: at least 12.5 ms of real time, which
 * its 4x slow-down makes 50 ms. Each with when it began, its own biggest events and its scripts.
 */
function printLongTasks(events, allEvents) {
  const tasks = events.filter((e) => e.name === "RunTask").sort((a, b) => a.ts - b.ts);
  const long = tasks.filter((task) => task.dur >= 12_500);
  if (!long.length) return;
  const start = tasks[0].ts;
  const paint = allEvents.find((e) => e.name === "firstContentfulPaint");
  const fcp = paint
    ? ` first contentful paint at ${((paint.ts - start) / 1000).toFixed(0)} ms`
    : "";
  console.log(`  long tasks (real ms from the first task;${fcp}):`);
  for (const task of long) {
    const inside = events.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur,
    );
    const top = selfTimes([task, ...inside])
      .slice(0, 4)
      .map(([name, time]) => `${name} ${(time / 1000).toFixed(1)}`)
      .join(", ");
    const scripts = [...new Set(inside.map(scriptOf).filter(Boolean))].slice(0, 3).join(" ");
    const forced = inside.filter((e) => e.name === "Layout" && e.args?.beginData?.stackTrace);
    const why = forced.length
      ? ` forced by ${forced[0].args.beginData.stackTrace.map((f) => f.functionName || "?").join("<")}`
      : "";
    const at = ((task.ts - start) / 1000).toFixed(0);
    console.log(
      `    at ${at.padStart(5)} ms: ${(task.dur / 1000).toFixed(1)} ms (${top}) ${scripts}${why}`,
    );
  }
}

try {
  for (const address of addresses) {
    const result = await lighthouse(address, { port: chrome.port, logLevel: "error" });
    const trace = result.artifacts.Trace ?? result.artifacts.traces?.defaultPass;
    const events = mainThreadEvents(trace.traceEvents);
    const total = events.filter((e) => e.name === "RunTask").reduce((sum, e) => sum + e.dur, 0);
    console.log(`\n${address}: ${(total / 1000).toFixed(0)} ms in main-thread tasks (real time)`);
    for (const [name, time] of selfTimes(events).slice(0, 18)) {
      console.log(`  ${(time / 1000).toFixed(1).padStart(7)} ms  ${name}`);
    }
    printLongTasks(events, trace.traceEvents);
  }
} finally {
  await chrome.kill();
}
