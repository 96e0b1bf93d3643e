// `npm start`: builds the web app (the browser's app and its server render) and the server's
// bundle (decision 049) when either is missing or older than its sources, then runs the server
// (API + web app) on the embedded defaults. Works right after `npm ci`.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { serverNodeFlags } from "../apps/server/src/ops/heap-ceiling.mjs";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "apps/web/dist/index.html");
const serverEntry = path.join(root, "apps/web/dist/server/entry-server.js");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [path.join(root, "apps/web/src"), path.join(root, "apps/web/public"), path.join(root, "packages/core/src")].filter(fs.existsSync);
const builtAt = fs.existsSync(dist) && fs.existsSync(serverEntry) ? Math.min(fs.statSync(dist).mtimeMs, fs.statSync(serverEntry).mtimeMs) : 0;
if (!builtAt || Math.max(...sources.map(newestMtime)) > builtAt) {
  console.info("Building the web app…");
  const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server as one JavaScript file run by plain node: a third less memory than running its
// TypeScript through tsx, whose loader keeps every transformed module (decision 049).
const builtServer = spawnSync(process.execPath, ["apps/server/scripts/build.mjs", "--if-stale"], { cwd: root, stdio: "inherit" });
if (builtServer.status !== 0) process.exit(builtServer.status ?? 1);

// Its heap ceiling follows the cache's budget (decision 063).
const server = spawn(process.execPath, [...serverNodeFlags(), "apps/server/dist/server.mjs"], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
