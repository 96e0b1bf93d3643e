import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";
import { createServerDatabase } from "../db/server-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated embedded database, dumped to this file: each test file's database starts as a copy. */
    pgliteTemplate: string;
    /** The name of a migrated database on the TEST_DATABASE_URL server: each test file's database is created from it. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database before any test file runs, so that each file's database is a copy of it
 * instead of being created and migrated anew: an embedded database from a dumped data directory
 * (0.6 s against 2.8 s for a new one, migrated), a PostgreSQL one by `CREATE DATABASE … TEMPLATE`.
 * Removed when the run ends.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createServerDatabase(serverUrl, "kma_template");
    const migrated = await openDatabase({ databaseUrl: template.url });
    await migrated.close();
    project.provide("postgresTemplate", new URL(template.url).pathname.slice(1));
    project.provide("pgliteTemplate", "");
    return () => template.drop();
  }
  const database = await openDatabase({ pgliteDir: "memory" });
  const dump = await database.dumpDataDir!();
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "kma-test-template-")), "pglite.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", "");
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
