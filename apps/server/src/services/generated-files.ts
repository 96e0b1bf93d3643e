import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";

/**
 * Files the server draws and keeps to serve again — printable notices (decision 023) and share
 * cards — stored in the storage driver (local disk or S3), so every server of a site shares one
 * copy. The name of a file carries the version of what it was drawn from; storing a
 * new version removes the folder's files that are not `current`.
 */

/** A short tag of the site's address, part of a generated file's name: the files show or link to it. */
export const siteTag = (publicUrl: string) => crypto.createHash("sha256").update(publicUrl).digest("hex").slice(0, 8);

type GeneratedApp = Pick<FastifyInstance, "storage" | "log">;

/** Files being drawn right now in this process, so a burst of requests draws each one once. */
const drawing = new Map<string, Promise<Buffer>>();

async function readAll(app: GeneratedApp, key: string): Promise<Buffer | null> {
  const object = await app.storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Removes the folder's other files; a failure only leaves them for next time. */
async function dropStale(app: GeneratedApp, folder: string, isCurrent: (name: string) => boolean) {
  try {
    const stale = (await app.storage.keysUnder(folder)).filter((key) => !isCurrent(key.slice(folder.length + 1)));
    await Promise.all(stale.map((key) => app.storage.delete(key)));
  } catch (error) {
    app.log.warn({ err: error, folder }, "could not remove old generated files");
  }
}

/**
 * `folder/name` from storage, or drawn by `draw`, stored, and the folder's files for which
 * `isCurrent` says no removed.
 */
export async function generatedFile(
  app: GeneratedApp,
  file: { folder: string; name: string; contentType: string; isCurrent: (name: string) => boolean },
  draw: () => Promise<Buffer>,
): Promise<Buffer> {
  const key = `${file.folder}/${file.name}`;
  const stored = await readAll(app, key);
  if (stored) return stored;
  let pending = drawing.get(key);
  if (!pending) {
    pending = (async () => {
      const drawn = await draw();
      await app.storage.put(key, drawn, file.contentType);
      await dropStale(app, file.folder, file.isCurrent);
      return drawn;
    })().finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}
