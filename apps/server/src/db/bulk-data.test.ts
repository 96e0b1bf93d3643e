import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildTestApp, post } from "../test/build-app";
import { apportion, buildBulkData, counterMismatches, imagesIn, planEngagement, refreshDerivedData } from "./bulk-data";

type Row = Record<string, unknown>;
const rows = async (app: Awaited<ReturnType<typeof buildTestApp>>, query: ReturnType<typeof sql>) =>
  ((await app.db.execute(query)) as unknown as { rows: Row[] }).rows;

describe("the bulk data builder", async () => {
  // The builder writes behind the app's back, as a seed does: no response cache to go stale between builds.
  const app = await buildTestApp({ responseCache: false });
  const first = await buildBulkData(app.db, { posts: 150, comments: 1500 });

  it("builds the asked memorials, accounts and messages, with a hot memorial and Tamil names", async () => {
    expect(first).toMatchObject({ users: 75, posts: 150, drafts: 3, comments: 1125, replies: 375, hotPosts: 1 });
    expect((await post(app, "/all-latest-posts-count", {})).json()).toEqual({ totalDocs: 147 });
    const [hot] = await rows(app, sql`select blog_id, total_comments from posts order by total_comments desc limit 1`);
    expect(Number(hot.total_comments)).toBeGreaterThan(200);
    const comments = (await post(app, "/get-post-comments", { blog_id: hot.blog_id, skip: 0 })).json().comments;
    expect(comments).toHaveLength(10);
    const tamil = await rows(app, sql`select count(*)::int as n from posts where tamilfirstname ~ '[\u0B80-\u0BFF]'`);
    expect(Number(tamil[0].n)).toBeGreaterThan(0);
  });

  it("leaves every counter equal to the rows it counts, and grows the same data", async () => {
    expect(await counterMismatches(app.db)).toEqual([]);
    const grown = await buildBulkData(app.db, { posts: 300, comments: 3000 });
    expect(grown).toMatchObject({ users: 75, posts: 150, comments: 1125, replies: 375 });
    expect((await post(app, "/all-latest-posts-count", {})).json()).toEqual({ totalDocs: 294 });
    const [{ n }] = await rows(app, sql`select count(*)::int as n from comments`);
    expect(Number(n)).toBe(3000);
    expect(await counterMismatches(app.db)).toEqual([]);
  });

  it("finds a drifted counter, and refreshDerivedData sets it back from the rows", async () => {
    const [victim] = await rows(app, sql`select id, blog_id, total_likes from posts where total_likes > 0 limit 1`);
    await app.db.execute(sql`update posts set total_likes = total_likes + 5 where id = ${victim.id}`);
    await app.db.execute(sql`update users set total_posts = total_posts + 1 where id = (select author_id from posts where id = ${victim.id})`);
    await app.db.execute(sql`update search_key_counts set total = total + 2 where key = 'p:jaffna'`);
    const drift = await counterMismatches(app.db);
    expect(drift).toHaveLength(3);
    expect(drift[2]).toMatch(/^search_key_counts p:jaffna total \d+, posts \d+$/);
    expect(drift[0]).toBe(`posts ${victim.blog_id} total_likes ${Number(victim.total_likes) + 5}, rows ${victim.total_likes}`);
    await refreshDerivedData(app.db);
    expect(await counterMismatches(app.db)).toEqual([]);
  });
});

describe("the bulk plan", () => {
  it("apportions a total exactly, in proportion to the weights", () => {
    expect(apportion(10, [1, 1, 2])).toEqual([3, 2, 5]);
    expect(apportion(7, [0, 0, 0])).toEqual([0, 0, 0]);
    const parts = apportion(1000, [5, 0.5, 3, 1.25, 9]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(parts[1]).toBeLessThan(parts[0]);
  });

  it("gives 100,000 memorials exactly the asked messages, with hot memorials of 10,000+", () => {
    const plan = planEngagement({ first: 1, last: 100_000, messages: 1_000_000, people: 50_000, seed: 7 });
    expect(plan.parents + plan.replies).toBe(1_000_000);
    expect(plan.byPost.size).toBe(98_000); // every 50th is a draft, with nothing on it
    expect(plan.hot).toBe(5);
    const busiest = [...plan.byPost.values()].map((e) => e.parents + e.replies).sort((a, b) => b - a);
    expect(busiest[plan.hot - 1]).toBeGreaterThan(10_000);
    expect(Math.max(...[...plan.byPost.values()].map((e) => e.likes))).toBeLessThanOrEqual(50_000);
  });

  it("counts the photos of album entries holding 1, 2, 3, 1, ... photos", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(imagesIn)).toEqual([0, 1, 3, 6, 7, 9, 12]);
  });
});
