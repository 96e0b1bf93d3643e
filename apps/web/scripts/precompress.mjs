// Writes .br and .gz copies next to every text asset in dist, so the server can send
// them as they are (@fastify/static preCompressed) instead of compressing per request.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, extname } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const EXTENSIONS = new Set([".js", ".css", ".html", ".svg", ".json"]);
const dist = fileURLToPath(new URL("../dist", import.meta.url));

// The server render (dist/server) and the build manifest (dist/.vite) are read by the server, never sent.
const NOT_SERVED = new Set([join(dist, "server"), join(dist, ".vite")]);

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && NOT_SERVED.has(path)) continue;
    if (entry.isDirectory()) yield* walk(path);
    else if (EXTENSIONS.has(extname(entry.name))) yield path;
  }
}

let files = 0;
let before = 0;
let afterBrotli = 0;
for await (const path of walk(dist)) {
  const source = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
  files += 1;
  before += source.length;
  afterBrotli += br.length;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.info(`precompress: ${files} files, ${kb(before)} -> ${kb(afterBrotli)} brotli`);
