import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { CATEGORIES, PLACES } from "@kma/core/enums";
import { buildTestApp, get, post } from "../test/build-app";
import { findKeptPage, keepPage } from "../services/kept-pages";
import { DEMO_ACCOUNT, seed } from "./seed";

type Row = Record<string, unknown>;
const rows = async (app: Awaited<ReturnType<typeof buildTestApp>>, query: ReturnType<typeof sql>) =>
  ((await app.db.execute(query)) as unknown as { rows: Row[] }).rows;

describe("the demo seed", async () => {
  const app = await buildTestApp();
  const summary = await seed(app, { posts: 8 });

  it("publishes the asked number of memorials, keeps a draft, and the feed shows them", async () => {
    expect(summary).toMatchObject({ skipped: false, users: 7, posts: 8, drafts: 1 });
    const latest = await post(app, "/latest-posts", { page: 1 });
    expect(latest.json().blogs).toHaveLength(8);
    expect((await post(app, "/all-latest-posts-count", {})).json()).toEqual({ totalDocs: 8 });
    expect((await get(app, "/most-engaged-posts")).json().blogs).toHaveLength(5);
  });

  it("covers every category and, with enough posts, every Home place", async () => {
    for (const title of CATEGORIES) {
      expect((await post(app, "/search-posts-count", { title })).json().totalDocs, title).toBeGreaterThan(0);
    }
    const { counts } = (await post(app, "/search-posts-count", { places: [...PLACES] })).json();
    for (const place of PLACES) expect(counts[place], place).toBeGreaterThan(0);
    const found = (await post(app, "/search-posts", { query: "Sivakumar Thevarajah", page: 1 })).json().blogs;
    expect(found[0]).toMatchObject({ firstname: "Sivakumar", lastname: "Thevarajah" });
  });

  it("keeps every post counter equal to the rows it counts", async () => {
    const drift = await rows(
      app,
      sql`select p.blog_id,
            p.total_comments, (select count(*)::int from comments c where c.post_id = p.id) as comments,
            p.total_parent_comments, (select count(*)::int from comments c where c.post_id = p.id and c.parent_id is null) as parents,
            p.total_tributes, (select count(*)::int from tributes t where t.post_id = p.id) as tributes,
            p.total_likes, (select count(*)::int from likes l where l.post_id = p.id) as likes,
            p.total_images, (select coalesce(sum(jsonb_array_length(i.images)), 0)::int from image_entries i where i.post_id = p.id) as images
          from posts p`,
    );
    expect(drift).toHaveLength(9);
    for (const r of drift) {
      expect([r.total_comments, r.total_parent_comments, r.total_tributes, r.total_likes, r.total_images], String(r.blog_id)).toEqual([
        r.comments,
        r.parents,
        r.tributes,
        r.likes,
        r.images,
      ]);
    }
    const totals = await rows(app, sql`select sum(total_comments)::int as c, sum(total_tributes)::int as t, sum(total_likes)::int as l from posts`);
    expect(totals[0]).toEqual({ c: summary.comments, t: summary.tributes, l: summary.likes });
    expect(summary.comments).toBeGreaterThan(0);
  });

  it("keeps reply counts, authors' post and read totals true", async () => {
    const replies = await rows(app, sql`select c.total_replies, (select count(*)::int from comments r where r.parent_id = c.id) as n from comments c`);
    for (const r of replies) expect(r.total_replies).toBe(r.n);
    const authors = await rows(
      app,
      sql`select u.username, u.total_posts, u.total_reads,
            (select count(*)::int from posts p where p.author_id = u.id and not p.draft) as published,
            (select coalesce(sum(p.total_reads), 0)::int from posts p where p.author_id = u.id) as reads
          from users u`,
    );
    for (const a of authors) expect([a.total_posts, a.total_reads], String(a.username)).toEqual([a.published, a.reads]);
  });

  it("stores the generated pictures as uploads the site serves", async () => {
    const { blog } = (await post(app, "/get-post", { post_id: (await post(app, "/latest-posts", { page: 1 })).json().blogs[0].blog_id })).json();
    const urls: string[] = [blog.profilebanner, ...blog.memoriwallimages];
    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) {
      const res = await app.inject({ method: "GET", url: new URL(url).pathname });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toBe("image/jpeg");
      const variant = await app.inject({ method: "GET", url: `${new URL(url).pathname}?w=320` });
      expect(variant.headers["content-type"]).toBe("image/webp");
    }
    expect(blog.backgroundimage).toMatch(/^\/backgrounds\/background-[1-8]\.jpg$/);
  });

  it("lets the demo account sign in and see its notifications", async () => {
    const res = await post(app, "/signin", { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: "anjali", fullname: "Anjali Sivakumar" });
    const notifications = await rows(app, sql`select count(*)::int as n from notifications n join users u on u.id = n.user_id where u.username = 'anjali'`);
    expect(notifications[0].n).toBeGreaterThan(0);
  });

  it("does nothing the second time, and --reset replaces the demo data without duplicating it", async () => {
    expect(await seed(app, { posts: 8 })).toMatchObject({ skipped: true });
    const before = await rows(
      app,
      sql`select (select count(*)::int from users) as users, (select count(*)::int from posts) as posts, (select count(*)::int from uploads) as uploads`,
    );
    const again = await seed(app, { posts: 8, reset: true });
    expect(again).toMatchObject({ skipped: false, posts: 8 });
    const after = await rows(
      app,
      sql`select (select count(*)::int from users) as users, (select count(*)::int from posts) as posts, (select count(*)::int from uploads) as uploads`,
    );
    expect(after).toEqual(before);
  }, 60_000);

  it("leaves no memorial page kept from before it sent (decision 052): --reset removes the memorials they show", async () => {
    const [demo] = await rows(app, sql`select id, blog_id from posts where not draft limit 1`);
    const path = `/post/${String(demo!.blog_id)}`;
    const where = { key: `en ${path}`, build: "a build", day: "2026-11-27" };
    const { seq } = await findKeptPage(app.db, where);
    const page = { ...where, through: "2026-12-27", memorial: { id: String(demo!.id), path }, scopes: [`post:${String(demo!.id)}`], renderedSeq: seq };
    expect(await keepPage(app.db, { ...page, countsViewOf: null, etag: 'W/"x"', noindex: false, br: Buffer.from("kept") })).toBe(true);
    expect((await findKeptPage(app.db, where)).page).not.toBeNull();
    await seed(app, { posts: 8, reset: true });
    expect((await findKeptPage(app.db, where)).page).toBeNull();
  }, 60_000);
});
