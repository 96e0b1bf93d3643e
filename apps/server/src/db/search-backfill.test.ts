import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Db } from "./client";
import * as schema from "./schema";
import { createServerDatabase } from "./server-database";
import { derivePostColumns } from "./derive-post-columns";
import { buildPostFields, buildPostValues } from "../test/factories";

/**
 * A site that ran before the search keys (migrations up to 0001) has posts whose
 * search_text was folded the old way (every mark stripped, so Tamil lost its vowel signs).
 * Migration 0003 must refold them and fill the keys and counts, on PGlite and PostgreSQL.
 */
const migrationsFolder = path.join(import.meta.dirname, "migrations");

/** A copy of the migrations folder that stops after `last` (journal entries included). */
function migrationsUpTo(last: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kma-migrations-"));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8"));
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= last);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

async function openBareDatabase(): Promise<{ db: Db; migrate: (folder: string) => Promise<void>; close: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return { db, migrate: (folder) => migratePglite(db as never, { migrationsFolder: folder }), close: () => client.close() };
  }
  const created = await createServerDatabase(serverUrl, "kma_test");
  const pool = new pg.Pool({ connectionString: created.url, max: 2 });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    migrate: (folder) => migratePg(db as never, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await created.drop();
    },
  };
}

/** The old derivePostColumns: every combining mark stripped, punctuation kept inside words. */
const oldFold = (value: string) => value.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().trim();

describe("migration 0003 on a database with posts", async () => {
  const database = await openBareDatabase();
  const oldFolder = migrationsUpTo(1);
  afterAll(async () => {
    await database.close();
    fs.rmSync(oldFolder, { recursive: true, force: true });
  });
  const { db } = database;

  it("refolds the old rows and fills the keys and counts as a new save would", async () => {
    await database.migrate(oldFolder);
    // The same for users: 0013 adds the role, 0019 when the address was proven.
    await db.execute(sql`alter table users add column role text not null default 'member', add column email_verified_at timestamptz`);
    const [author] = await db.insert(schema.users).values({ fullname: "Old Author", username: "oldauthor", email: "old@example.org" }).returning();
    await db.execute(sql`alter table users drop column role, drop column email_verified_at`);
    const people = [
      { title: "Obituary", firstname: "சிவகுமார்", lastname: "தேவராஜா", birthplace: "நல்லூர்", deathcity: "Toronto" },
      { title: "Year Remembrance", firstname: "Sélvarâjah", lastname: "O'Brien-Kandiah", birthplace: "Point Pedro", deathcity: "Zürich" },
      { title: "Obituary", firstname: "Draft", lastname: "Never", birthplace: "Nallur", deathcity: "Toronto", draft: true },
    ];
    // drizzle names every column of today's schema in an insert: give the old table the later
    // migrations' columns for the inserts only (0005 adds the day of death again, and fills it;
    // 0006 the Tamil-script name; 0008 the privacy choices; 0010 the service's time zone; 0011 the
    // review setting; 0013 the admins' hiding; 0020 the remembrance calendar; 0021 the next thithi day).
    await db.execute(
      sql`alter table posts add column death_day date, add column death_month_day integer, add column tamilfirstname text not null default '', add column tamillastname text not null default '', add column contactphonevisibility text not null default 'signed-in', add column visibility text not null default 'public', add column funeraltimezone text not null default '', add column moderation text not null default 'open', add column hidden_at timestamptz, add column remembrancecalendar jsonb, add column next_thithi_day date`,
    );
    for (const { draft = false, ...fields } of people) {
      const values = buildPostValues(author, { ...fields, draft });
      const placeFields = [values.birthplace, values.birthcity, values.birthcountry, values.deathplace, values.deathcity, values.deathcountry];
      // What the app wrote before: search_text and places folded by the old foldText.
      const old = {
        searchText: oldFold([values.firstname, values.lastname, values.nickname, ...placeFields].filter(Boolean).join(" ")),
        places: [...new Set(placeFields.map((p) => oldFold(p ?? "")).filter(Boolean))],
      };
      await db.insert(schema.posts).values({ ...values, ...old });
    }
    await db.execute(
      sql`alter table posts drop column death_day, drop column death_month_day, drop column tamilfirstname, drop column tamillastname, drop column contactphonevisibility, drop column visibility, drop column funeraltimezone, drop column moderation, drop column hidden_at, drop column remembrancecalendar, drop column next_thithi_day`,
    );
    await database.migrate(migrationsFolder);

    const rows = await db.select().from(schema.posts).orderBy(schema.posts.createdAt);
    for (const row of rows) {
      // The same columns derivePostColumns writes today.
      const { firstname, lastname, nickname, birthplace, birthcity, birthcountry, deathplace, deathcity, deathcountry } = row;
      const derived = derivePostColumns(
        buildPostFields({ firstname, lastname, nickname, birthplace, birthcity, birthcountry, deathplace, deathcity, deathcountry }),
      );
      expect(row.searchText).toBe(derived.searchText);
      expect([...row.places].sort()).toEqual([...derived.places].sort());
      expect([row.deathDay, row.deathMonthDay]).toEqual([derived.deathDay, derived.deathMonthDay]);
    }
    const keys = (await db.execute(sql`select key from post_search_keys order by key`)) as unknown as { rows: Array<{ key: string }> };
    const all = keys.rows.map((r) => r.key);
    expect(all).toEqual(
      expect.arrayContaining(["w:சிவ", "w:சிவகுமார்", "w:தேவராஜா", "p:நல்லூர்", "w:selvarajah", "w:o", "w:brien", "w:kandiah", "p:zurich", "t:Remembrance"]),
    );
    expect(all).not.toContain("w:draft");
    const counts = (await db.execute(sql`select key, total from search_key_counts where key in ('p:toronto', 't:Obituary', 't:Remembrance')`)) as unknown as {
      rows: Array<{ key: string; total: number }>;
    };
    expect(Object.fromEntries(counts.rows.map((r) => [r.key, Number(r.total)]))).toEqual({ "p:toronto": 1, "t:Obituary": 1, "t:Remembrance": 1 });
  });

  it("TRUNCATE posts empties the keys and counts with it", async () => {
    await db.execute(sql`truncate posts cascade`);
    const left = (await db.execute(
      sql`select (select count(*) from post_search_keys)::int as keys, (select count(*) from search_key_counts)::int as counts`,
    )) as unknown as {
      rows: Array<{ keys: number; counts: number }>;
    };
    expect(left.rows[0]).toEqual({ keys: 0, counts: 0 });
  });
});
