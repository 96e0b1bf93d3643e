// `npm run build -w apps/server`: the server as one JavaScript file, dist/server.mjs, which
// `npm start` and the Docker image run with plain `node` (decision 049). Its own sources and
// packages/core (TypeScript, shared as source) are bundled; every package from node_modules
// stays an import, loaded from node_modules as before. `--if-stale`: only when a source is
// newer than the bundle (scripts/start.mjs and the tests' server processes ask this way).
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const serverRoot = path.resolve(import.meta.dirname, "..");
const sources = [path.join(serverRoot, "src"), path.resolve(serverRoot, "../../packages/core/src")];
export const SERVER_BUNDLE = path.join(serverRoot, "dist", "server.mjs");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Whether the bundle is missing or older than a source of the server or of packages/core. */
export function serverBundleIsStale() {
  if (!fs.existsSync(SERVER_BUNDLE)) return true;
  const builtAt = fs.statSync(SERVER_BUNDLE).mtimeMs;
  return sources.some((dir) => fs.existsSync(dir) && newestMtime(dir) > builtAt);
}

/** Node's own modules and every package are left to Node; only the workspace's sources are bundled. */
const packagesStayImports = {
  name: "packages-stay-imports",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith("@kma/") ? undefined : { path: args.path, external: true }));
  },
};

export async function buildServer() {
  const started = Date.now();
  const { outputFiles } = await build({
    entryPoints: [path.join(serverRoot, "src", "server.ts")],
    outfile: SERVER_BUNDLE,
    write: false,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    sourcemap: "linked",
    sourcesContent: false,
    plugins: [packagesStayImports],
    logLevel: "warning",
  });
  fs.mkdirSync(path.dirname(SERVER_BUNDLE), { recursive: true });
  // Each file written beside its place, then renamed over it: a server starting meanwhile (the
  // tests start several at once) reads a whole file, never half of one.
  for (const file of outputFiles.sort((a, b) => b.path.length - a.path.length)) {
    const partial = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(partial, file.contents);
    fs.renameSync(partial, file.path);
  }
  return Date.now() - started;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  if (process.argv.includes("--if-stale") && !serverBundleIsStale()) process.exit(0);
  const ms = await buildServer();
  console.info(`server: ${path.relative(process.cwd(), SERVER_BUNDLE)} built in ${ms} ms`);
}
