// `npm test`: every check in one command. Type-checks, lints and checks the formatting of every
// workspace, runs the unit, component and API tests (API tests on embedded PGlite, and again on
// PostgreSQL when TEST_DATABASE_URL is set, as CI does), builds the web app and runs the browser
// tests. Ends with one line: "Tests: N passed, N failed".
//
// Where the time goes: each Vitest run and each check keeps one core busy, so the checks run two
// at a time (TEST_LANES, default 2), each printing its output when it ends; the browser tests keep
// every core busy (Chromium, the server and Playwright) and run alone, last.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "kma-reports-"));
const lanes = Math.max(1, Number(process.env.TEST_LANES ?? 2));
let passed = 0;
let failed = 0;
const failures = [];
/** Each step's label and seconds, printed together at the end: where the run's time went. */
const timings = [];

/**
 * Runs one step. With `quietUntilDone` its output goes to a file and is printed in one block
 * when it ends, so that steps running side by side do not interleave their lines.
 */
function run(label, command, args, { quietUntilDone = false, ...options } = {}) {
  console.info(`\n=== ${label}${quietUntilDone ? " (started; its output follows when it ends)" : ""}`);
  const started = Date.now();
  const logFile = path.join(reports, `${label.replace(/[^a-z0-9]+/gi, "-")}.log`);
  const out = quietUntilDone ? fs.openSync(logFile, "w") : "inherit";
  const child = spawn(command, args, { cwd: root, stdio: ["ignore", out, out], ...options, env: { ...process.env, ...options.env } });
  return new Promise((resolve) => {
    const finish = (status) => {
      const seconds = (Date.now() - started) / 1000;
      timings.push([label, seconds]);
      if (quietUntilDone) {
        fs.closeSync(out);
        console.info(`\n=== ${label}: output`);
        process.stdout.write(fs.readFileSync(logFile));
      }
      console.info(`=== ${label}: ${status === 0 ? "ok" : "FAILED"} in ${seconds.toFixed(1)} s`);
      if (status !== 0) failures.push(label);
      resolve(status === 0);
    };
    child.on("error", (error) => {
      console.error(`${label}: ${error.message}`);
      finish(1);
    });
    child.on("close", finish);
  });
}

/** Runs the steps `lanes` at a time, in the order given (the longest first keeps the lanes even). */
async function runSideBySide(steps) {
  const queue = [...steps];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) await step();
  };
  await Promise.all(Array.from({ length: Math.min(lanes, steps.length) }, lane));
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const { stats } = JSON.parse(fs.readFileSync(file, "utf8"));
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky;
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** One Vitest run; `shard` ("1/2") runs that share of the workspace's files, so the lanes stay even. */
const vitest =
  (workspace, name, env = {}, shard) =>
  async () => {
    const label = shard ? `${name} ${shard}` : name;
    const out = path.join(reports, `${label.replace(/[^a-z0-9]+/gi, "-")}.json`);
    const args = ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`, ...(shard ? [`--shard=${shard}`] : [])];
    await run(`tests: ${label}`, "npx", args, {
      cwd: path.join(root, workspace),
      env,
      quietUntilDone: lanes > 1,
    });
    countVitest(out);
  };
const check = (label, command, args) => () => run(label, command, args, { quietUntilDone: lanes > 1 });

// The server's bundle (decision 049), which the tests' server processes and the browser tests
// run: built once here, not by each lane that starts a server.
await run("build server", process.execPath, ["apps/server/scripts/build.mjs"], { quietUntilDone: false });

let webBuilt = false;
await runSideBySide([
  vitest("apps/server", "server (PGlite)", { TEST_DATABASE_URL: "" }),
  ...(process.env.TEST_DATABASE_URL ? [vitest("apps/server", "server (PostgreSQL)")] : []),
  // The web tests in two halves (about a minute each), taken by whichever lane is free.
  vitest("apps/web", "web", {}, "1/2"),
  vitest("apps/web", "web", {}, "2/2"),
  check("typecheck", "npm", ["run", "typecheck"]),
  check("lint and formatting", "npm", ["run", "lint"]),
  vitest("packages/core", "core"),
  async () => {
    webBuilt = await run("build web app", "npm", ["run", "build", "-w", "apps/web"], { quietUntilDone: lanes > 1 });
  },
]);

if (webBuilt) {
  const chromium = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];
  if (!chromium.some((file) => fs.existsSync(file))) {
    console.error("Browser tests need Debian's Chromium (apt-get install chromium-headless-shell, or chromium), or CHROMIUM_PATH.");
    failures.push("browser tests (no Chromium)");
  } else {
    const out = path.join(reports, "e2e.json");
    const port = await freePort();
    await run("browser tests (Chromium)", "npx", ["playwright", "test"], {
      cwd: path.join(root, "apps/web"),
      env: { E2E_PORT: String(port), PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    });
    countPlaywright(out);
  }
}

console.info(`\nTime per step (${lanes} at a time before the browser tests):`);
for (const [label, seconds] of timings) console.info(`  ${label.padEnd(28)}${seconds.toFixed(1).padStart(7)} s`);
console.info(`  ${"wall clock".padEnd(28)}${process.uptime().toFixed(1).padStart(7)} s`);
console.info(failures.length ? `\nFailed steps: ${failures.join(", ")}` : "\nAll steps passed.");
console.info(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
