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
  if (fs.existsSync(path.join(dist, "server", "entry-server.js"))) return dist;
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
  return dist;
}
