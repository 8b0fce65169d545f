// A start-and-fetch check of the production build, for a Node version the full suite does not
// run on (.ci/run runs it on Node 24 LTS): the server starts, serves pages, takes a form post
// and stops cleanly.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rawRequest, startSite } from "../tests/e2e/servers";

const folder = mkdtempSync(join(tmpdir(), "smoke-"));
const site = await startSite({ DATABASE_URL: `file:${join(folder, "site.db")}` });
const failures: string[] = [];
const check = (what: string, ok: boolean) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
};
try {
  for (const path of [
    "/",
    "/about?utm_source=smoke",
    "/gallery?category=residential",
    "/no-such-page",
  ]) {
    const page = await rawRequest(`${site.origin}${path}`);
    check(`GET ${path} → ${page.status}`, page.status === (path === "/no-such-page" ? 404 : 200));
    check(
      `${path} is a whole page`,
      page.body.includes("</footer>") && page.body.includes("</html>"),
    );
  }
  const post = await rawRequest(`${site.origin}/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.origin },
    body: "name=Smoke&email=smoke%40example.com&message=Still%20working%3F",
  });
  check(`POST /contact → ${post.status}`, post.status === 200);
} finally {
  const code = await site.stop();
  check(`stopped cleanly (exit ${code})`, code === 0);
  rmSync(folder, { recursive: true, force: true });
}
console.log(
  `smoke on Node ${process.version}: ${failures.length ? `${failures.length} failed` : "all passed"}`,
);
process.exit(failures.length ? 1 : 0);
