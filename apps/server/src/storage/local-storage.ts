import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { isGeneratedFolder, isStorableKey, type Storage, type StoredObject } from "./storage";
import { SNIFF_BYTES, sniffStoredType } from "./sniff-image-type";

/**
 * Files under DATA_DIR/uploads, one per object, named by the key. Keys are checked against a
 * strict pattern before any path is built, so no key can leave the folder. The driver stores
 * only images (and the PDFs of generated notices) and tells their type from their first bytes,
 * so no metadata file is needed.
 */
export class LocalStorage implements Storage {
  constructor(private readonly dir: string) {}

  private pathFor(key: string): string {
    if (!isStorableKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return path.join(this.dir, key);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.pathFor(key);
    if (sniffStoredType(body) !== contentType) throw new Error(`Local storage keeps only images and PDFs; ${key} is not ${contentType}`);
    await fs.mkdir(path.dirname(file), { recursive: true });
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
    if (!isStorableKey(key)) return null;
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
      const contentType = sniffStoredType(head) ?? "application/octet-stream";
      return { body: handle.createReadStream({ start: 0 }), contentType, size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isStorableKey(key)) return;
    await fs.rm(this.pathFor(key), { force: true });
  }

  async keysUnder(folder: string): Promise<string[]> {
    if (!isGeneratedFolder(folder)) return [];
    try {
      const names = await fs.readdir(path.join(this.dir, folder));
      return names.map((name) => `${folder}/${name}`).filter(isStorableKey);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
  }

  async close(): Promise<void> {}
}
