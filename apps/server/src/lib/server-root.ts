import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The server package's folder (apps/server), found by walking up from this module to the
 * package.json named @kma/server: the same folder whether the server runs from its sources
 * (src/lib, through tsx) or from its bundle (dist/server.mjs, decision 049), where every module's
 * own folder is the bundle's.
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, "utf8")) as { name?: string }).name === "@kma/server") return dir;
    if (path.dirname(dir) === dir) throw new Error(`No @kma/server package.json above ${from}`);
  }
}

export const SERVER_ROOT = findServerRoot(import.meta.dirname);

/** A path inside the server package, e.g. `serverPath("src/db/migrations")`. */
export const serverPath = (...parts: string[]) => path.join(SERVER_ROOT, ...parts);

/**
 * The server's own code, for a build's identity (plugins/web.ts): the bundle's hash when the
 * server runs from dist/server.mjs (decision 049), where every module's file is the bundle; run
 * from its sources (tests, `npm run dev`), a new one for each process, as the sources may change
 * between two starts with nothing cheap to hash them by.
 */
export const SERVER_CODE_ID = import.meta.filename.endsWith(".mjs")
  ? crypto
      .createHash("sha256")
      .update(fs.readFileSync(import.meta.filename))
      .digest("base64url")
  : crypto.randomUUID();
