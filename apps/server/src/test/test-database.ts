import { openDatabase, type Database } from "../db/client";
import { createServerDatabase } from "../db/server-database";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs both).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ pgliteDir: "memory" });
  const created = await createServerDatabase(serverUrl, "kma_test");
  const database = await openDatabase({ databaseUrl: created.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}
