import fs from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { openDatabase, type Database } from "../db/client";
import { createServerDatabase } from "../db/server-database";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs both). Each starts as a
 * copy of the database `global-setup.ts` migrated once for the run.
 */
export async function openTestDatabase(): Promise<Database> {
  passDatabasesOpened++;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openEmbedded();
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

/** How many databases of the pass this worker has opened (setup.ts checks the files that should open none). */
let passDatabasesOpened = 0;
export const passDatabasesOpenedSoFar = () => passDatabasesOpened;

/**
 * The embedded databases earlier test files of this worker closed, emptied again: opening a copy
 * of the template costs PGlite about 0.8 s, emptying every table about 30 ms. Files share their
 * worker's modules (vitest.config.ts), so these outlive a file. A few are kept, for the files
 * that open several apps.
 */
const spares: Database[] = [];
const MOST_SPARES = 4;
/** The embedded databases open now, and whether one was used under a fake clock. */
const openEmbeddedDatabases = new Set<{ usedUnderFakeClock: boolean }>();

async function openEmbedded(): Promise<Database> {
  let database = spares.pop();
  if (!database) {
    const template = inject("pgliteTemplate");
    database = await openDatabase({ pgliteDir: "memory", pgliteTemplate: template ? new Blob([fs.readFileSync(template)]) : undefined });
  }
  const opened = database;
  const state = { usedUnderFakeClock: !clockIsReal() };
  openEmbeddedDatabases.add(state);
  let closed = false;
  return {
    ...opened,
    close: async () => {
      if (closed) return;
      closed = true;
      openEmbeddedDatabases.delete(state);
      if (spares.length >= MOST_SPARES || state.usedUnderFakeClock || !clockIsReal() || !(await emptied(opened))) return opened.close();
      spares.push(opened);
    },
  };
}

/**
 * PGlite's timers (PostgreSQL arms them after a transaction, to report its statistics) read the
 * clock through `Date`. Armed under a test's fake date, months from the real one, they overflow
 * and fire every millisecond for as long as the database lives: one used so is closed, not kept.
 * setup.ts calls this around each test.
 */
export function noteTheClock() {
  if (clockIsReal()) return;
  for (const state of openEmbeddedDatabases) state.usedUnderFakeClock = true;
}

/** False while a test has moved `Date` (vi.setSystemTime) more than a minute from the real clock. */
const clockIsReal = () => Math.abs(Date.now() - (performance.timeOrigin + performance.now())) < 60_000;

/**
 * Brings a file's embedded database back to the template's state: every table of the app empty
 * (the template has no rows), the reminder queue's schema gone, the session's settings reset.
 * False when that fails, say a file left a transaction open: the database is closed instead.
 */
async function emptied(database: Database): Promise<boolean> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  try {
    const { rows } = await client.query<{ name: string }>("SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'");
    // As a replica the session fires no trigger and checks no foreign key, so the order of the
    // tables does not matter (TRUNCATE would rewrite each table's files: ten times slower here).
    await client.exec("DISCARD ALL");
    await client.exec(
      [
        "SET session_replication_role = replica",
        ...rows.map(({ name }) => `DELETE FROM ${name}`),
        "DROP SCHEMA IF EXISTS pgboss CASCADE",
        "RESET session_replication_role",
      ].join(";\n"),
    );
    return true;
  } catch {
    return false;
  }
}
