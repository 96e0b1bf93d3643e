import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { asc, sql } from "drizzle-orm";
import { posts } from "./schema";
import { derivePostColumns } from "./derive-post-columns";
import { buildTestApp } from "../test/build-app";
import { buildPost, buildPostFields, buildUser } from "../test/factories";

/**
 * Migration 0005 fills death_day and death_month_day for the posts a site already has. Its
 * SQL must agree with derivePostColumns (what the app writes from then on) for whatever text a
 * family typed, and never fail on it.
 */
describe("migration 0005's backfill of the day of death", async () => {
  const app = await buildTestApp();
  const author = await buildUser(app);
  const backfill = fs
    .readFileSync(path.join(import.meta.dirname, "migrations", "0005_remembrance_dates.sql"), "utf8")
    .split("--> statement-breakpoint")
    .find((statement) => statement.includes('UPDATE "posts"'))!;

  it("derives the same columns as the app, from any text", async () => {
    const typed: Array<[string, string, string]> = [
      ["5", "3", "2024"],
      ["05", "03", "2024"],
      ["29", "2", "2024"],
      ["29", "2", "2023"],
      ["31", "4", "2020"],
      ["31", "12", "1999"],
      ["0", "1", "2020"],
      ["1", "0", "2020"],
      ["1", "13", "2020"],
      ["1", "1", "0000"],
      ["", "3", "2020"],
      ["5", "", "2020"],
      ["5", "3", ""],
      ["x", "3", "2020"],
      ["5", "3", "20a4"],
    ];
    for (const [i, [deathdate, deathmonth, deathyear]] of typed.entries()) {
      await buildPost(app.db, author, { firstname: `Typed${String(i).padStart(2, "0")}`, deathdate, deathmonth, deathyear });
    }
    await app.db.update(posts).set({ deathDay: null, deathMonthDay: null });
    await app.db.execute(sql.raw(backfill));

    const rows = await app.db.select({ deathDay: posts.deathDay, deathMonthDay: posts.deathMonthDay }).from(posts).orderBy(asc(posts.firstname));
    const expected = typed.map(([deathdate, deathmonth, deathyear]) => {
      const { deathDay, deathMonthDay } = derivePostColumns(buildPostFields({ deathdate, deathmonth, deathyear }));
      return { deathDay, deathMonthDay };
    });
    expect(rows).toEqual(expected);
    expect(expected.filter((row) => row.deathDay !== null)).toHaveLength(4);
  });
});
