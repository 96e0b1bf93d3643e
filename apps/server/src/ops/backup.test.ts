import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { S3Storage } from "../storage/s3-storage";
import { startS3rver } from "../storage/s3rver-for-tests";
import { BackupError, createBackup, missingBucketObjects, restoreBackup } from "./backup";
import { fillSite, readSite, scratch, siteConfig, SLOW } from "./backup-test-site";

/**
 * npm run backup / restore, embedded mode: a site backed up and restored into a
 * fresh DATA_DIR answers the same memorials, accounts and images. (PostgreSQL: backup.pg.test.ts.)
 */
describe("the embedded database", () => {
  it(
    "is backed up whole and restored into a fresh DATA_DIR, which then answers the same",
    async () => {
      const source = siteConfig("embedded-source");
      const { author, post, key, image } = await fillSite(source);
      const file = path.join(scratch, "embedded.tar");
      const manifest = await createBackup(source, file);
      expect(manifest).toMatchObject({ database: "pglite", storage: "local", uploads: expect.any(Number) });
      expect(manifest.uploads).toBeGreaterThanOrEqual(1);

      const target = siteConfig("embedded-target");
      await restoreBackup(target, file);
      const before = await readSite(source, post.blogId, key, author);
      const after = await readSite(target, post.blogId, key, author);
      expect(after.post).toEqual(before.post);
      expect(after.wall).toEqual(before.wall);
      expect(JSON.stringify(after.wall)).toContain("We will always remember his kindness.");
      expect(after.signedIn).toBe(200);
      expect(after.bytes?.equals(image)).toBe(true);
    },
    SLOW,
  );

  it(
    "refuses to restore over a site that has data, and to back up a database another process holds",
    async () => {
      const source = siteConfig("embedded-busy");
      await fillSite(source);
      const file = path.join(scratch, "busy.tar");
      await createBackup(source, file);
      await expect(restoreBackup(source, file)).rejects.toThrow(BackupError);

      const app = await buildApp({ config: source, logger: false });
      try {
        // The lock names the holder by pid; this test's own process holds it, so a second open must come from elsewhere.
        fs.writeFileSync(path.join(source.dataDir, "db", "db.lock"), String(process.ppid));
        await expect(createBackup(source, path.join(scratch, "busy-2.tar"))).rejects.toThrow(/stop the site for the backup/);
      } finally {
        await app.close();
      }
    },
    SLOW,
  );
});

describe("with images in an S3 bucket", () => {
  it(
    "records the bucket's listing, and the restore says which images the bucket lacks",
    async () => {
      const { endpoint, bucket } = await startS3rver();
      const source = { ...siteConfig("s3-source"), storage: { driver: "s3" as const, bucket, endpoint } };
      const { key } = await fillSite(source);
      const file = path.join(scratch, "s3.tar");
      const manifest = await createBackup(source, file);
      expect(manifest).toMatchObject({ database: "pglite", storage: "s3", bucketObjects: 1 });
      const target = { ...siteConfig("s3-target"), storage: source.storage };
      await restoreBackup(target, file);
      expect(await missingBucketObjects(target, file)).toEqual([]);
      const storage = new S3Storage({ bucket, endpoint });
      await storage.delete(key);
      await storage.close();
      expect(await missingBucketObjects(target, file)).toEqual([key]);
    },
    SLOW,
  );
});
