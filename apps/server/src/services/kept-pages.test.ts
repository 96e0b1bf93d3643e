import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { users } from "../db/schema";
import { buildPost } from "../test/factories";
import { openTestDatabase } from "../test/test-database";
import { findKeptPage, forgetKeptPages, forgetPagesNotFor, keepPage, memorialOf, recordChanges, type PageToKeep } from "./kept-pages";

/** Pages kept in the database, checked against the scopes' changes (decision 048), on the pass's database. */
const database = await openTestDatabase();
const db = database.db;
afterAll(() => database.close());

const [author] = await db.insert(users).values({ fullname: "Priya Kumar", username: "priya", email: "priya@example.com" }).returning();
const memorial = await buildPost(db, author!, { firstname: "Kept" });
const MEMORIAL = memorial.id;
const OTHER = "0c9e8d7f-1a2b-4c3d-8e9f-a0b1c2d3e4f5";
const path = `/post/${memorial.blogId}`;
const where = { key: `en ${path}`, build: "build-1", day: "2026-11-27" };

/** A render begun now: the sequence's value its lookup noted, and the page it would keep. */
async function renderBegun(page: Partial<PageToKeep> = {}) {
  const { seq } = await findKeptPage(db, { ...where, ...page });
  return (body = "page"): PageToKeep => ({
    ...where,
    through: where.day,
    memorial: { id: MEMORIAL, path },
    scopes: [`post:${MEMORIAL}`],
    renderedSeq: seq,
    countsViewOf: null,
    etag: `W/"${body}"`,
    noindex: false,
    br: Buffer.from(body),
    ...page,
  });
}

describe("memorial pages kept in the database", () => {
  it("sends a kept page on each day from its render's through its last one, and on no other (decision 052)", async () => {
    await forgetKeptPages(db);
    await keepPage(db, { ...(await renderBegun())("the same for a month"), through: "2026-12-27" });
    for (const day of ["2026-11-27", "2026-11-28", "2026-12-27"])
      expect((await findKeptPage(db, { ...where, day })).page?.br.toString()).toBe("the same for a month");
    for (const day of ["2026-11-26", "2026-12-28"]) expect((await findKeptPage(db, { ...where, day })).page).toBeNull();
  });

  it("forgets, for a build starting, the pages of every other build and those past their last day", async () => {
    await forgetKeptPages(db);
    const others = await buildPost(db, author!, { firstname: "Other" });
    const past = await buildPost(db, author!, { firstname: "Past" });
    const page = async (post: typeof memorial, build: string, through: string) => {
      const at = `/post/${post.blogId}`;
      const begun = await renderBegun({ key: `en ${at}` });
      expect(await keepPage(db, { ...begun(), build, through, memorial: { id: post.id, path: at } })).toBe(true);
    };
    await page(memorial, "build-1", "2026-12-27");
    await page(others, "build-0", "2026-12-27");
    await page(past, "build-1", "2026-11-27");
    await forgetPagesNotFor(db, "build-1", "2026-11-28");
    const left = (await db.execute(sql`select key from kept_pages`)) as unknown as { rows: Array<{ key: string }> };
    expect(left.rows.map((row) => row.key)).toEqual([`en ${path}`]);
    expect((await findKeptPage(db, { ...where, day: "2026-11-28" })).page).not.toBeNull();
  });

  it("sends a kept page for its key, build and day, and no other", async () => {
    await forgetKeptPages(db);
    await keepPage(db, (await renderBegun())("the page"));
    const found = await findKeptPage(db, where);
    expect(found.page?.br.toString()).toBe("the page");
    expect(found.page?.etag).toBe('W/"the page"');
    expect((await findKeptPage(db, { ...where, build: "build-2" })).page).toBeNull();
    expect((await findKeptPage(db, { ...where, day: "2026-11-28" })).page).toBeNull();
    expect((await findKeptPage(db, { ...where, key: "ta /post/kept" })).page).toBeNull();
  });

  it("stops sending a page once one of its scopes changed, or everything did, and keeps a render begun after", async () => {
    await forgetKeptPages(db);
    await keepPage(db, (await renderBegun())());
    await recordChanges(db, [`post:${OTHER}`, "lists"]);
    expect((await findKeptPage(db, where)).page).not.toBeNull();
    await recordChanges(db, [`post:${MEMORIAL}`]);
    expect((await findKeptPage(db, where)).page).toBeNull();

    await keepPage(db, (await renderBegun())("after the change"));
    expect((await findKeptPage(db, where)).page?.br.toString()).toBe("after the change");
    await recordChanges(db, ["all"]);
    expect((await findKeptPage(db, where)).page).toBeNull();
  });

  it("finds a page only a like changed as such, with its days, and none that anything else changed too (decision 064)", async () => {
    await forgetKeptPages(db);
    const scopes = [`post:${MEMORIAL}`, `likes:${MEMORIAL}`];
    await keepPage(db, { ...(await renderBegun({ scopes }))("with 3 flowers"), through: "2026-12-01" });
    const unchanged = await findKeptPage(db, where);
    expect(unchanged.page).toMatchObject({ likesChanged: false, likesNow: null, days: { from: "2026-11-27", through: "2026-12-01" } });

    await db.execute(sql`update posts set total_likes = 4 where id = ${MEMORIAL}`);
    await recordChanges(db, ["lists", `likes:${MEMORIAL}`]);
    const liked = await findKeptPage(db, where);
    expect(liked.seq).toBeGreaterThan(unchanged.seq);
    // With the memorial's count as it is now, to mend the page by.
    expect(liked.page).toMatchObject({ likesChanged: true, likesNow: 4, scopes, days: { from: "2026-11-27", through: "2026-12-01" } });
    expect(liked.page?.br.toString()).toBe("with 3 flowers");

    await recordChanges(db, [`likes:${OTHER}`]);
    expect((await findKeptPage(db, where)).page?.likesChanged).toBe(true);
    await recordChanges(db, [`post:${MEMORIAL}`]);
    expect((await findKeptPage(db, where)).page).toBeNull();
  });

  it("keeps a page made from one memorial's reads and its count of flowers, and none made from more", async () => {
    await forgetKeptPages(db);
    expect(memorialOf([`post:${MEMORIAL}`])).toBe(MEMORIAL);
    expect(memorialOf([`post:${MEMORIAL}`, `likes:${MEMORIAL}`])).toBe(MEMORIAL);
    expect(memorialOf([`likes:${MEMORIAL}`, `post:${MEMORIAL}`])).toBe(MEMORIAL);
    expect(memorialOf([`post:${MEMORIAL}`, `likes:${OTHER}`])).toBeNull();
    expect(memorialOf([`post:${MEMORIAL}`, `post:${OTHER}`])).toBeNull();
    expect(memorialOf([`post:${MEMORIAL}`, "lists"])).toBeNull();
    expect(memorialOf([`likes:${MEMORIAL}`])).toBeNull();
    expect(memorialOf([])).toBeNull();
  });

  it("never sends a render that began before a write answered, whenever it is kept", async () => {
    await forgetKeptPages(db);
    const raced = await renderBegun();
    await recordChanges(db, [`post:${MEMORIAL}`, `post:${MEMORIAL}`]); // the write, named twice
    await keepPage(db, raced("read before the write"));
    expect((await findKeptPage(db, where)).page).toBeNull();
  });

  it("does not let an earlier render overwrite a later one", async () => {
    await forgetKeptPages(db);
    const earlier = await renderBegun();
    await recordChanges(db, [`post:${MEMORIAL}`]);
    const later = await renderBegun();
    await keepPage(db, later("later"));
    await keepPage(db, earlier("earlier"));
    expect((await findKeptPage(db, where)).page?.br.toString()).toBe("later");
  });

  it("keeps a page asked for at its memorial's own address only", async () => {
    await forgetKeptPages(db);
    const begun = await renderBegun();
    // The same memorial, its address spelt another way (as a percent-encoded letter would be).
    const spelt = `/post/%${memorial.blogId.charCodeAt(0).toString(16)}${memorial.blogId.slice(1)}`;
    expect(await keepPage(db, { ...begun(), key: `en ${spelt}`, memorial: { id: MEMORIAL, path: spelt } })).toBe(false);
    expect(await keepPage(db, { ...begun(), memorial: { id: OTHER, path } })).toBe(false);
    expect((await findKeptPage(db, { ...where, key: `en ${spelt}` })).page).toBeNull();
    expect((await findKeptPage(db, where)).page).toBeNull();
    expect(await keepPage(db, begun())).toBe(true);
    expect((await findKeptPage(db, where)).page).not.toBeNull();
  });

  it("keeps any bytes as they are, and forgets every page when asked", async () => {
    await forgetKeptPages(db);
    const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37) % 256));
    await keepPage(db, { ...(await renderBegun())(), br: bytes });
    expect(Buffer.compare((await findKeptPage(db, where)).page!.br, bytes)).toBe(0);
    await forgetKeptPages(db);
    expect((await findKeptPage(db, where)).page).toBeNull();
  });
});
