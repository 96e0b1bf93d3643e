// `npm test`: every check in one command. Type-checks and lints every workspace, runs the
// unit, component and API tests (API tests on embedded PGlite, and again on PostgreSQL when
// TEST_DATABASE_URL is set, as CI does), builds the web app and runs the browser tests.
// Ends with one line: "Tests: N passed, N failed".
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "kma-reports-"));
let passed = 0;
let failed = 0;
const failures = [];
/** Each step's label and seconds, printed together at the end: where the run's time went. */
const timings = [];

function run(label, command, args, options = {}) {
  console.info(`\n=== ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options, env: { ...process.env, ...options.env } });
  const seconds = (Date.now() - started) / 1000;
  timings.push([label, seconds]);
  console.info(`=== ${label}: ${result.status === 0 ? "ok" : "FAILED"} in ${seconds.toFixed(1)} s`);
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
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

const vitest = (workspace, name, env = {}) => {
  const out = path.join(reports, `${name}.json`);
  run(`tests: ${name}`, "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`], { cwd: path.join(root, workspace), env });
  countVitest(out);
};

run("typecheck", "npm", ["run", "typecheck"]);
run("lint", "npx", ["eslint", "."]);
vitest("packages/core", "core");
vitest("apps/web", "web");
vitest("apps/server", "server (PGlite)", { TEST_DATABASE_URL: "" });
if (process.env.TEST_DATABASE_URL) vitest("apps/server", "server (PostgreSQL)");

if (run("build web app", "npm", ["run", "build", "-w", "apps/web"])) {
  if (!fs.existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")) {
    console.error("Browser tests need Chromium at /usr/bin/chromium (apt-get install chromium), or CHROMIUM_PATH.");
    failures.push("browser tests (no Chromium)");
  } else {
    const out = path.join(reports, "e2e.json");
    const port = await freePort();
    run("browser tests (Chromium)", "npx", ["playwright", "test"], {
      cwd: path.join(root, "apps/web"),
      env: { E2E_PORT: String(port), PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    });
    countPlaywright(out);
  }
}

console.info("\nTime per step:");
for (const [label, seconds] of timings) console.info(`  ${label.padEnd(28)}${seconds.toFixed(1).padStart(7)} s`);
console.info(`  ${"total".padEnd(28)}${timings.reduce((sum, [, seconds]) => sum + seconds, 0).toFixed(1).padStart(7)} s`);
console.info(failures.length ? `\nFailed steps: ${failures.join(", ")}` : "\nAll steps passed.");
console.info(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
