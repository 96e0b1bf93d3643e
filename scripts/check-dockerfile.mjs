// `npm run check:dockerfile`: runs the Dockerfile's runtime stage on this machine, without
// Docker (CI cannot pull base images), and proves the image's app works: a production install
// without dev dependencies, the built web app copied in, the app made read-only, then the
// server started as an unprivileged user with only DATA_DIR writable, and the site answering.
// The build stage is this checkout after `npm ci && npm run build` (the same two commands).
// Paths the Dockerfile names (/app, /data) are mapped into a scratch folder; its user `node`
// is played by `nobody`. Needs root (to switch user), like CI.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const RUN_AS = "nobody";
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "kma-dockerfile-"));
fs.chmodSync(scratch, 0o755);
const mapped = { "/app": path.join(scratch, "app"), "/data": path.join(scratch, "data") };
const mapPath = (p) => Object.entries(mapped).reduce((text, [from, to]) => text.replaceAll(from, to), p);
const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

if (process.getuid?.() !== 0) {
  console.error("check-dockerfile needs root, to start the server as an unprivileged user (CI runs as root).");
  process.exit(1);
}

/** The Dockerfile's instructions by stage, continuation lines joined. */
function stages() {
  const lines = fs.readFileSync(path.join(root, "Dockerfile"), "utf8").replace(/\\\n/g, " ").split("\n");
  const result = [];
  for (const line of lines.map((l) => l.trim()).filter((l) => l && !l.startsWith("#"))) {
    const [instruction, ...rest] = line.split(/\s+/);
    const args = rest.join(" ");
    if (instruction === "FROM") result.push({ name: /\bAS\s+(\S+)/i.exec(args)?.[1], steps: [] });
    else result.at(-1).steps.push({ instruction, args });
  }
  return result;
}

/** .dockerignore's patterns, as tests on a path relative to the build context. */
function ignored() {
  const patterns = fs
    .readFileSync(path.join(root, ".dockerignore"), "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
  const regexes = patterns.map(
    (p) =>
      new RegExp(
        `^${p
          .replace(/\./g, "\\.")
          .replace(/\*\*\//g, "(?:.*/)?")
          .replace(/\*/g, "[^/]*")}(?:/.*)?$`,
      ),
  );
  return (relative) => regexes.some((r) => r.test(relative));
}
const isIgnored = ignored();

function copy(from, to, { context }) {
  const stat = fs.statSync(from);
  if (stat.isDirectory()) {
    fs.mkdirSync(to, { recursive: true });
    for (const name of fs.readdirSync(from)) {
      const child = path.join(from, name);
      if (context && isIgnored(path.relative(root, child))) continue;
      copy(child, path.join(to, name), { context });
    }
  } else {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const runtime = stages().find((stage) => stage.name === "runtime");
if (!runtime) throw new Error("The Dockerfile has no runtime stage");
if (!fs.existsSync(path.join(root, "apps/web/dist/server/entry-server.js")) || !fs.existsSync(path.join(root, "apps/server/dist/server.mjs"))) {
  console.info("Building the web app and the server (the build stage)…");
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
}
// The server's bundle from these sources, as the build stage makes it (a no-op when it is newer than them).
execFileSync(process.execPath, ["apps/server/scripts/build.mjs", "--if-stale"], { cwd: root, stdio: "inherit" });

const env = { PATH: process.env.PATH, HOME: scratch, npm_config_cache: process.env.npm_config_cache ?? path.join(os.homedir(), ".npm") };
let cwd = scratch;
let user = null;
let command = null;
for (const { instruction, args } of runtime.steps) {
  if (instruction === "ENV") for (const [, key, value] of args.matchAll(/(\w+)=(\S+)/g)) env[key] = mapPath(value);
  else if (instruction === "WORKDIR") fs.mkdirSync((cwd = mapPath(args)), { recursive: true });
  else if (instruction === "COPY") {
    const parts = args.split(/\s+/);
    const fromStage = parts[0].startsWith("--from=") ? parts.shift().slice("--from=".length) : null;
    const dest = parts.pop();
    for (const source of parts) {
      // The build stage's /app is this checkout after npm ci && npm run build.
      const from = fromStage ? path.join(root, path.relative("/app", source)) : path.join(root, source);
      const target = dest.endsWith("/") ? path.join(path.resolve(cwd, mapPath(dest)), path.basename(source)) : path.resolve(cwd, mapPath(dest));
      copy(from, target, { context: !fromStage });
    }
  } else if (instruction === "RUN") {
    const shell = mapPath(args).replaceAll("node:node", `${RUN_AS}:nogroup`);
    const at = Date.now();
    console.info(`RUN ${args}`);
    const result = spawnSync("sh", ["-c", shell], { cwd, env: { ...env, ...process.env, ...env }, stdio: "inherit" });
    if (result.status !== 0) throw new Error(`RUN failed (${result.status}): ${args}`);
    console.info(`  (${seconds(at)} s)`);
  } else if (instruction === "USER") user = args === "node" ? RUN_AS : args;
  else if (instruction === "CMD") command = JSON.parse(args);
}
if (!command || user !== RUN_AS) throw new Error("The runtime stage must end by switching to the node user and naming its CMD");

const port = await freePort();
const serverEnv = { ...env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: "warn" };
const envArgs = Object.entries(serverEnv).map(([key, value]) => `${key}=${value}`);
const at = Date.now();
const server = spawn("runuser", ["-u", RUN_AS, "--", "env", "-i", ...envArgs, ...command], { cwd, stdio: "inherit" });
const stop = () => server.exitCode === null && server.kill("SIGTERM");
process.on("exit", stop);

try {
  let health = null;
  for (let i = 0; i < 120 && !health?.ok; i++) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (!health?.ok) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!health?.ok) throw new Error("The server did not answer /api/health within a minute");
  const home = await fetch(`http://127.0.0.1:${port}/`, { headers: { accept: "text/html" } });
  const html = await home.text();
  if (home.status !== 200 || !html.includes("Keep Memories Alive")) throw new Error(`The home page answered ${home.status}`);
  const appWritable = spawnSync("runuser", ["-u", RUN_AS, "--", "touch", path.join(mapped["/app"], "written-by-the-app")]).status === 0;
  if (appWritable) throw new Error("The app folder is writable by the user the server runs as");
  const devDependency = fs.existsSync(path.join(mapped["/app"], "node_modules", "vitest"));
  if (devDependency) throw new Error("A dev dependency (vitest) was installed");
  if (!fs.existsSync(path.join(mapped["/data"], "db", "PG_VERSION"))) throw new Error("The embedded database is not in DATA_DIR");
  const size = execFileSync("du", ["-sm", path.join(mapped["/app"], "node_modules")], { encoding: "utf8" }).split("\t")[0];
  console.info(
    [
      "The Dockerfile's runtime stage works:",
      `  production install: ${size} MB of node_modules, no dev dependencies`,
      `  server as ${RUN_AS} from a read-only app, DATA_DIR the only writable folder`,
      `  /api/health 200 and the home page 200, ${seconds(at)} s after start (${seconds(started)} s in all)`,
    ].join("\n"),
  );
} finally {
  stop();
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.on("exit", resolve)));
  spawnSync("chmod", ["-R", "u+w", scratch]);
  fs.rmSync(scratch, { recursive: true, force: true });
}
