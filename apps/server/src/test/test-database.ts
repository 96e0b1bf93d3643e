import fs from "node:fs";
import { inject } from "vitest";
import { openDatabase, type Database } from "../db/client";
import { createServerDatabase } from "../db/server-database";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs both). Each starts as a
 * copy of the database `global-setup.ts` migrated once for the run.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = inject("pgliteTemplate");
    return openDatabase({ pgliteDir: "memory", pgliteTemplate: template ? new Blob([fs.readFileSync(template)]) : undefined });
  }
  const created = await createServerDatabase(serverUrl, "kma_test", inject("postgresTemplate") || undefined);
  const database = await openDatabase({ databaseUrl: created.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}
