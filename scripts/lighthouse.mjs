// `npm run lighthouse`: the first-view figures (performance, LCP, bytes), measured as a new visitor would see
// them. Seeds a throwaway DATA_DIR with the demo data, starts the site as `npm start` does
// (building the web app when it is out of date), runs Lighthouse's mobile preset in Debian's
// Chromium against the home page, a memorial, a search and a profile, and prints performance,
// accessibility, FCP, LCP, CLS and bytes transferred per page. On demand only: timed figures
// are never a test. Lighthouse (176 MB) is fetched by npx on first use, not installed.
// Each page is measured LIGHTHOUSE_RUNS times (3 unless set) and the median run is printed, with
// the range of the performance scores: one run on a shared machine moves by several points.
// LIGHTHOUSE_REPORTS=<dir> also keeps each page's median report as JSON there.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { startThrowawaySite } from "./lib/throwaway-site.mjs";

const LIGHTHOUSE = "lighthouse@12.2.3"; // the last release that runs on Node 20
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS =
  "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";
const TARGETS = { performance: 0.98, lcpMs: 1500, cls: 0.02, memorialBytes: 350 * 1024, memorialScriptBytes: 110 * 1024 };
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);

if (!fs.existsSync(CHROME_PATH)) {
  console.error(`Lighthouse needs Chromium at ${CHROME_PATH} (apt-get install chromium), or CHROME_PATH.`);
  process.exit(1);
}

const { site, api, stop, root } = await startThrowawaySite("lighthouse");
const { blogs } = await api("latest-posts", { page: 1 });
const first = blogs[0];
const pages = [
  { label: "/", url: "/" },
  { label: "/post/:id", url: `/post/${first.blog_id}`, memorial: true },
  { label: "/search/:query", url: `/search/${encodeURIComponent(first.firstname.toLowerCase())}` },
  { label: "/user/:username", url: `/user/${first.author.personal_info.username}` },
];

// Lighthouse's default config is the mobile preset (Moto G Power, slow 4G, 4x CPU slowdown).
function lighthouse(url) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kma-lighthouse-chrome-"));
  const result = spawnSync(
    "npx",
    [
      "--yes",
      LIGHTHOUSE,
      url,
      "--quiet",
      "--output=json",
      "--output-path=stdout",
      "--only-categories=performance,accessibility",
      `--chrome-flags=${CHROME_FLAGS} --user-data-dir=${userDataDir}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  fs.rmSync(userDataDir, { recursive: true, force: true });
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

/**
 * The body of `url`, as sent, on a connection of its own: Lighthouse runs synchronously for
 * minutes, longer than the server keeps an idle connection open, and a pooled connection closed
 * meanwhile would fail the next request.
 */
const download = (url, headers = {}) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => resolve(Buffer.concat(chunks)));
      })
      .on("error", reject);
  });

/** Bytes a file takes on the wire when the browser accepts brotli (as the server sends it). */
const wireBytes = async (url) => (await download(url, { "accept-encoding": "br, gzip" })).length;

/** The app's files a server-rendered page lists for its boot script (decision 030): what the visitor's first tap runs. */
async function firstTapScriptBytes(url) {
  const html = (await download(url)).toString("utf8");
  const list = /<script type="application\/json" id="kma-boot">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!list) return NaN;
  const sizes = await Promise.all(JSON.parse(list).map((file) => wireBytes(`${site}${file}`)));
  return sizes.reduce((sum, size) => sum + size, 0);
}

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];

const rows = [];
for (const page of pages) {
  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    console.info(`Lighthouse: ${page.url} (${run}/${RUNS})`);
    // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried again, once.
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        runs.push(lighthouse(`${site}${page.url}`));
        break;
      } catch (error) {
        console.error(error.message);
        if (attempt === 2) await stop(1);
      }
    }
  }
  const scores = runs.map((report) => report.categories.performance.score);
  const report = runs.find((candidate) => candidate.categories.performance.score === median(scores));
  if (process.env.LIGHTHOUSE_REPORTS) {
    // The whole report, to see why a figure is what it is (render-blocking requests, the LCP element, long tasks).
    fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    fs.writeFileSync(
      path.join(process.env.LIGHTHOUSE_REPORTS, `${page.label.replace(/[^a-z]+/g, "-").replace(/^-|-$/g, "") || "home"}.json`),
      JSON.stringify(report),
    );
  }
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  rows.push({
    ...page,
    performance: report.categories.performance.score,
    range: [Math.min(...scores), Math.max(...scores)],
    accessibility: Math.min(...runs.map((candidate) => candidate.categories.accessibility.score)),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    bytes: audit("total-byte-weight"),
    // JavaScript run with the page, as sent (compressed): script requests while measured.
    script: (report.audits["network-requests"]?.details?.items ?? [])
      .filter((r) => r.resourceType === "Script")
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    firstTap: await firstTapScriptBytes(`${site}${page.url}`),
  });
}

const pad = (text, width) => String(text).padEnd(width);
const mark = (ok) => (ok ? " " : "!");
const kb = (bytes) => (Number.isNaN(bytes) ? "–" : `${Math.round(bytes / 1024)} KB`);
console.info(
  `\n${pad("page", 18)}${pad("perf (range)", 18)}${pad("a11y", 7)}${pad("FCP", 9)}${pad("LCP", 9)}${pad("TBT", 9)}${pad("CLS", 8)}${pad("transferred", 13)}${pad("JS at load", 12)}app`,
);
for (const row of rows) {
  const perfOk = row.performance >= TARGETS.performance;
  const lcpOk = row.lcp <= TARGETS.lcpMs;
  const clsOk = row.cls <= TARGETS.cls;
  const bytesOk = !row.memorial || row.bytes <= TARGETS.memorialBytes;
  const scriptOk = !row.memorial || row.script <= TARGETS.memorialScriptBytes;
  console.info(
    pad(row.label, 18) +
      pad(`${row.performance.toFixed(2)}${mark(perfOk)}(${row.range[0].toFixed(2)}–${row.range[1].toFixed(2)})`, 18) +
      pad(`${row.accessibility.toFixed(2)}${mark(row.accessibility >= 1)}`, 7) +
      pad(`${(row.fcp / 1000).toFixed(2)} s`, 9) +
      pad(`${(row.lcp / 1000).toFixed(2)} s${mark(lcpOk)}`, 9) +
      pad(`${Math.round(row.tbt)} ms`, 9) +
      pad(`${row.cls.toFixed(3)}${mark(clsOk)}`, 8) +
      pad(`${kb(row.bytes)}${mark(bytesOk)}`, 13) +
      pad(`${kb(row.script)}${mark(scriptOk)}`, 12) +
      kb(row.firstTap),
  );
}
console.info(
  `\nTargets: performance ≥ ${TARGETS.performance} (the median of ${RUNS} run${RUNS === 1 ? "" : "s"}), accessibility 1.00, LCP ≤ ${TARGETS.lcpMs / 1000} s, CLS ≤ ${TARGETS.cls}, ` +
    `memorial page ≤ ${TARGETS.memorialBytes / 1024} KB and ≤ ${TARGETS.memorialScriptBytes / 1024} KB of JavaScript at load (! marks a miss).`,
);
console.info(
  "JS at load: the scripts the page runs as it loads. App: the files the boot script fetches a few seconds after the first paint (decision 033) and starts once they have come, or on the visitor's first tap, key or Tab before then (decisions 030, 038).",
);
await stop(0);
