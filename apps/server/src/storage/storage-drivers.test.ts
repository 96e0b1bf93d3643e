import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { LocalStorage } from "./local-storage";
import { S3Storage } from "./s3-storage";
import { startS3rver } from "./s3rver-for-tests";
import { variantKey, type Storage } from "./storage";

const key = () => crypto.randomUUID();
const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#123" } })
  .png()
  .toBuffer();
const webp = await sharp(png).webp().toBuffer();

/** The contract both drivers keep. */
function behavesLikeStorage(name: string, open: () => Promise<Storage>) {
  describe(name, async () => {
    const storage = await open();
    afterAll(() => storage.close());

    it("gives back the same bytes and type it was given", async () => {
      const k = key();
      await storage.put(k, png, "image/png");
      await storage.put(variantKey(k, 320), webp, "image/webp");
      const original = await storage.get(k);
      expect(original?.contentType).toBe("image/png");
      expect(original?.size).toBe(png.length);
      expect((await buffer(original!.body)).equals(png)).toBe(true);
      const variant = await storage.get(variantKey(k, 320));
      expect(variant?.contentType).toBe("image/webp");
      expect((await buffer(variant!.body)).equals(webp)).toBe(true);
    });

    it("answers null for a missing object, and deletes (twice without complaint)", async () => {
      const k = key();
      expect(await storage.get(k)).toBeNull();
      await storage.put(k, png, "image/png");
      await storage.delete(k);
      await storage.delete(k);
      expect(await storage.get(k)).toBeNull();
    });

    it("keeps generated notices (a PDF and a JPEG) in their memorial's folder and lists them", async () => {
      const folder = `notices/${key()}`;
      const pdf = Buffer.from("%PDF-1.3\n%notice\n");
      const jpeg = await sharp(png).jpeg().toBuffer();
      await storage.put(`${folder}/1700000000000-v1-abcdef12-en.pdf`, pdf, "application/pdf");
      await storage.put(`${folder}/1700000000000-v1-abcdef12-ta.jpg`, jpeg, "image/jpeg");
      const stored = await storage.get(`${folder}/1700000000000-v1-abcdef12-en.pdf`);
      expect(stored?.contentType).toBe("application/pdf");
      expect((await buffer(stored!.body)).equals(pdf)).toBe(true);
      expect((await storage.keysUnder(folder)).sort()).toEqual([`${folder}/1700000000000-v1-abcdef12-en.pdf`, `${folder}/1700000000000-v1-abcdef12-ta.jpg`]);
      await storage.delete(`${folder}/1700000000000-v1-abcdef12-en.pdf`);
      expect(await storage.keysUnder(folder)).toEqual([`${folder}/1700000000000-v1-abcdef12-ta.jpg`]);
      expect(await storage.keysUnder(`notices/${key()}`)).toEqual([]);
      // Only a memorial's notices folder is listed, never the uploads or a path outside.
      expect(await storage.keysUnder("notices")).toEqual([]);
      expect(await storage.keysUnder("../uploads")).toEqual([]);
    });
  });
}

const localDir = fs.mkdtempSync(path.join(os.tmpdir(), "kma-local-"));
afterAll(() => fs.rmSync(localDir, { recursive: true, force: true }));
behavesLikeStorage("local storage", async () => new LocalStorage(path.join(localDir, "uploads")));
behavesLikeStorage("S3 storage (s3rver)", async () => {
  const { endpoint, bucket } = await startS3rver();
  return new S3Storage({ endpoint, bucket, region: "us-east-1" });
});

describe("local storage keys", () => {
  const storage = new LocalStorage(path.join(localDir, "uploads"));

  it("never builds a path from a key that is not an upload key", async () => {
    fs.writeFileSync(path.join(localDir, "secret.txt"), "TOP-SECRET");
    fs.mkdirSync(path.join(localDir, "uploads"), { recursive: true });
    fs.writeFileSync(path.join(localDir, "uploads", "notes.txt"), "TOP-SECRET");
    for (const bad of [
      "../secret.txt",
      "notes.txt",
      `notices/${key()}/../../../secret.txt`,
      `notices/${key()}/..pdf`,
      "notices/secret.pdf",
      `${key()}/../../secret.txt`,
      `${key()}.w999.webp`,
      "",
      "/etc/passwd",
      `${key()}\0`,
    ]) {
      expect(await storage.get(bad), bad).toBeNull();
      await expect(storage.put(bad, png, "image/png"), bad).rejects.toThrow("Invalid storage key");
      await storage.delete(bad);
    }
    expect(fs.readFileSync(path.join(localDir, "secret.txt"), "utf8")).toBe("TOP-SECRET");
    expect(fs.readFileSync(path.join(localDir, "uploads", "notes.txt"), "utf8")).toBe("TOP-SECRET");
  });

  it("keeps only images, and writes no temporary files it leaves behind", async () => {
    const k = key();
    await expect(storage.put(k, Buffer.from("<html></html>"), "image/png")).rejects.toThrow("keeps only images");
    await storage.put(k, png, "image/png");
    expect(fs.readdirSync(path.join(localDir, "uploads")).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    expect(fs.readFileSync(path.join(localDir, "uploads", k)).equals(png)).toBe(true);
  });
});
