import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import http from "node:http";
const font = readFileSync("app/fonts/plus-jakarta-sans-latin-400-800.woff2");
const display = process.argv[2];
const srv = http.createServer((req, res) => {
  if (req.url.startsWith("/f.woff2")) { setTimeout(() => { res.writeHead(200, { "content-type": "font/woff2" }); res.end(font); }, 600); return; }
  res.writeHead(200, { "content-type": "text/html" });
  res.end(`<!doctype html><style>@font-face{font-family:J;src:url(/f.woff2) format("woff2");font-display:${display}} body{font-family:J, sans-serif}</style><h1>Hello world heading</h1><p>Some text</p>`);
}).listen(3399);
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const p = await b.newPage();
await p.goto("http://localhost:3399/");
await p.waitForTimeout(900);
console.log(display, await p.evaluate(() => JSON.stringify(performance.getEntriesByType("paint").map(e => [e.name, Math.round(e.startTime)]))), await p.evaluate(() => new Promise(r => new PerformanceObserver(l => r(Math.round(l.getEntries().at(-1).startTime))).observe({ type: "largest-contentful-paint", buffered: true }))));
await b.close(); srv.close();
