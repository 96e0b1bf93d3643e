import fs from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests in Debian's Chromium (never a downloaded browser) against the real server
 * serving the built web app, on a throwaway DATA_DIR and a free port (scripts/test.mjs picks it).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, ".e2e-data", String(port));
/** The server as `npm start` runs it: its bundle (decision 049), built first when a source is newer. */
const serverRoot = path.resolve(import.meta.dirname, "../server");
const FULL_CHROMIUM = "/usr/bin/chromium";
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const launchArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Debian's headless build of Chromium (package chromium-headless-shell, the same version and
 * engine as its chromium) when it is installed, as CI installs it: without the full browser's
 * window machinery a test costs Chromium about half the CPU. Otherwise Debian's full Chromium.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

/**
 * For the files that watch what a page does on its own before anyone taps (`test.use({ launchOptions:
 * inTheFullBrowser })`): the headless build does not always report the idle moments
 * (requestIdleCallback) the page's boot script waits for, where a visitor's browser does.
 */
export const inTheFullBrowser = {
  executablePath: process.env.CHROMIUM_PATH ?? (fs.existsSync(FULL_CHROMIUM) ? FULL_CHROMIUM : chromiumPath),
  args: launchArgs,
};

const phone = { ...devices["Desktop Chrome"], viewport: { width: 375, height: 812 }, hasTouch: true };
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
const WHOLE_SITE_FEED = "**/home.spec.ts";

export default defineConfig({
  testDir: "./e2e",
  // Files run side by side, each file's tests in order. A test costs Chromium, the server and
  // Playwright about 3 s of CPU: two workers keep both cores of a 2-core machine busy (14.6 min
  // with one worker, about 11 with two or three). Each file builds its own people and memorials.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: {
      executablePath: chromiumPath,
      args: launchArgs,
    },
  },
  projects: [
    { name: "phone-375", testIgnore: WHOLE_SITE_FEED, use: phone },
    // *.phone.spec.ts measure what only phones need (44 px touch targets).
    { name: "desktop-1280", testIgnore: ["**/*.phone.spec.ts", WHOLE_SITE_FEED], use: desktop },
    // The home feed's tests read the whole site's newest memorials, their counts and pages: a
    // memorial another file makes meanwhile would move their cards. They run last, one width
    // after the other, with nothing else running (about 25 s with one core idle).
    { name: "feed-375", testMatch: WHOLE_SITE_FEED, dependencies: ["phone-375", "desktop-1280"], use: phone },
    { name: "feed-1280", testMatch: WHOLE_SITE_FEED, dependencies: ["feed-375"], use: desktop },
  ],
  webServer: {
    command: `rm -rf "${E2E_DATA_DIR}" && node "${serverRoot}/scripts/build.mjs" --if-stale && node $(node "${serverRoot}/src/ops/print-server-node-flags.mjs") "${serverRoot}/dist/server.mjs"`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT: "off",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    },
  },
});
