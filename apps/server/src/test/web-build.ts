import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const webApp = path.resolve(import.meta.dirname, "../../../web");
const sources = [
  path.join(webApp, "src"),
  path.join(webApp, "index.html"),
  path.join(webApp, "vite.config.ts"),
  path.resolve(webApp, "../../packages/core/src"),
];

function newestChange(file: string): number {
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(file).map((name) => newestChange(path.join(file, name))));
}

/**
 * The real web app built as `npm run build` builds it (browser app and server render), for
 * tests of server-rendered pages. Built once per change of its sources, under the web app's
 * node_modules/.cache so the server render finds react and the router where the app does.
 */
export function builtWebApp(): string {
  const key = createHash("sha256")
    .update(String(Math.max(...sources.map(newestChange))))
    .digest("hex")
    .slice(0, 12);
  const dist = path.join(webApp, "node_modules", ".cache", "kma-server-tests", key);
  const built = () => fs.existsSync(path.join(dist, "server", "entry-server.js"));
  if (built()) return dist;
  // The PGlite and PostgreSQL runs of `npm test` start side by side: one builds, the other waits
  // for its build instead of making the same one again.
  const lock = `${dist}.lock`;
  fs.mkdirSync(path.dirname(dist), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      if (built()) return dist;
      // A lock left by a run that was stopped mid-build (a build takes under a minute) is taken over.
      if (Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 300_000) break;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    if (built()) return dist;
    buildInto(dist);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
  return dist;
}

function buildInto(dist: string) {
  const building = `${dist}.${process.pid}`;
  const vite = (...args: string[]) => execFileSync("npx", ["vite", "build", "--logLevel", "error", ...args], { cwd: webApp, stdio: "inherit" });
  vite("--outDir", building, "--emptyOutDir");
  vite("--ssr", "src/entry-server.tsx", "--outDir", path.join(building, "server"), "--emptyOutDir");
  // Another test file may have finished the same build meanwhile: then its copy serves.
  try {
    fs.renameSync(building, dist);
  } catch {
    fs.rmSync(building, { recursive: true, force: true });
  }
}
