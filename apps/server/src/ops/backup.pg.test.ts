import path from "node:path";
import { describe, expect, it } from "vitest";
import { createServerDatabase } from "../db/server-database";
import { createBackup, restoreBackup } from "./backup";
import { fillSite, readSite, scratch, siteConfig, SLOW } from "./backup-test-site";

/** npm run backup / restore on PostgreSQL (runs when TEST_DATABASE_URL names a server, as in CI). */
describe("PostgreSQL", () => {
  it(
    "is dumped with pg_dump and restored into an empty database, which then answers the same",
    async () => {
      const sourceDb = await createServerDatabase(process.env.TEST_DATABASE_URL!, "kma_backup_src");
      const targetDb = await createServerDatabase(process.env.TEST_DATABASE_URL!, "kma_backup_dst");
      try {
        const source = siteConfig("pg-source", sourceDb.url);
        const { author, post, key, image } = await fillSite(source);
        const file = path.join(scratch, "pg.tar");
        expect(await createBackup(source, file)).toMatchObject({ database: "postgres", storage: "local" });
        const target = siteConfig("pg-target", targetDb.url);
        await restoreBackup(target, file);
        const before = await readSite(source, post.blogId, key, author);
        const after = await readSite(target, post.blogId, key, author);
        expect(after.post).toEqual(before.post);
        expect(JSON.stringify(after.wall)).toContain("We will always remember his kindness.");
        expect(after.wall).toEqual(before.wall);
        expect(after.signedIn).toBe(200);
        expect(after.bytes?.equals(image)).toBe(true);
        // Never over existing data.
        await expect(restoreBackup(siteConfig("pg-target-2", targetDb.url), file)).rejects.toThrow(/already has tables/);
        // An embedded backup is not restored into PostgreSQL, and the reason is given.
        const embedded = siteConfig("pg-embedded-source");
        await fillSite(embedded);
        await createBackup(embedded, path.join(scratch, "pg-embedded.tar"));
        await expect(restoreBackup(siteConfig("pg-target-3", targetDb.url), path.join(scratch, "pg-embedded.tar"))).rejects.toThrow(/DATABASE_URL unset/);
      } finally {
        await sourceDb.drop();
        await targetDb.drop();
      }
    },
    SLOW * 2,
  );
});
