import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { isObjectKey, type Storage, type StoredObject } from "./storage";
import { SNIFF_BYTES, sniffImageType } from "./sniff-image-type";

/**
 * Files under DATA_DIR/uploads, one per object, named by the key. Keys are checked against a
 * strict pattern before any path is built, so no key can leave the folder. The driver stores
 * only images and tells their type from their first bytes, so no metadata file is needed.
 */
export class LocalStorage implements Storage {
  constructor(private readonly dir: string) {}

  private pathFor(key: string): string {
    if (!isObjectKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return path.join(this.dir, key);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.pathFor(key);
    if (sniffImageType(body) !== contentType) throw new Error(`Local storage keeps only images; ${key} is not ${contentType}`);
    await fs.mkdir(this.dir, { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${file}.${crypto.randomUUID()}.tmp`;
    try {
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, file);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isObjectKey(key)) return null;
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.pathFor(key), "r");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      const head = Buffer.alloc(SNIFF_BYTES);
      await handle.read(head, 0, SNIFF_BYTES, 0);
      const contentType = sniffImageType(head) ?? "application/octet-stream";
      return { body: handle.createReadStream({ start: 0 }), contentType, size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isObjectKey(key)) return;
    await fs.rm(this.pathFor(key), { force: true });
  }

  async close(): Promise<void> {}
}
