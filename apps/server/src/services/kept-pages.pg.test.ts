import { afterAll, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "../db/client";
import { createServerDatabase } from "../db/server-database";
import { posts, users } from "../db/schema";
import { buildPost } from "../test/factories";
import { changeRecordedWith, findKeptPage, keepPage, partsOf } from "./kept-pages";

/**
 * A write that records its change inside its own statement (decision 056) against a render on
 * another connection, on PostgreSQL, where the two really run at once (the embedded database
 * has one connection, so nothing runs between a statement and its commit there).
 */
const created = await createServerDatabase(process.env.TEST_DATABASE_URL!, "kma_clock");
const reader = await openDatabase({ databaseUrl: created.url });
const writer = await openDatabase({ databaseUrl: created.url });
afterAll(async () => {
  await Promise.all([reader.close(), writer.close()]);
  await created.drop();
});

it("never sends a render that began while a write was still committing, once the write has answered", async () => {
  const [author] = await reader.db.insert(users).values({ fullname: "Priya Kumar", username: "priya", email: "priya@example.com" }).returning();
  const memorial = await buildPost(reader.db, author!, { firstname: "Before" });
  const where = { key: `en /post/${memorial.blogId}`, build: "build-1", day: "2026-11-28" };

  // The write: its change and its record in one statement, in a transaction held open until the render has read.
  let commit!: () => void;
  const rendered = new Promise<void>((resolve) => (commit = resolve));
  let recordedStatement!: () => void;
  const written = new Promise<void>((resolve) => (recordedStatement = resolve));
  const write = writer.db.transaction(async (tx) => {
    const record = { scopes: [`post:${memorial.id}`], notice: null, recorded: false };
    await tx
      .with(...changeRecordedWith(tx, partsOf(record), sql`true`))
      .update(posts)
      .set({ firstname: "After" })
      .where(eq(posts.id, memorial.id));
    recordedStatement();
    await rendered;
  });
  await written;

  // The render, meanwhile: it notes the clock, reads the memorial as it was, and is kept.
  const { seq } = await findKeptPage(reader.db, where);
  const [read] = await reader.db.select({ firstname: posts.firstname }).from(posts).where(eq(posts.id, memorial.id));
  expect(read!.firstname).toBe("Before");
  await keepPage(reader.db, {
    ...where,
    through: where.day,
    memorial: { id: memorial.id, path: `/post/${memorial.blogId}` },
    scopes: [`post:${memorial.id}`],
    renderedSeq: seq,
    countsViewOf: null,
    etag: 'W/"before"',
    noindex: false,
    br: Buffer.from(read!.firstname),
  });
  expect((await findKeptPage(reader.db, where)).page?.br.toString()).toBe("Before");

  // The write commits and answers: the render that missed it is never sent again.
  commit();
  await write;
  expect((await findKeptPage(reader.db, where)).page).toBeNull();
}, 60_000);
