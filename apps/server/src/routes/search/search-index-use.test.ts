import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { users } from "../../db/schema";
import { demoPostFields, seededRandom, TAMIL_NAMES } from "../../db/demo-data";
import { mostEngagedPostsQuery } from "../../services/list-most-engaged-posts";
import {
  ALL_PUBLISHED,
  placeCountsQuery,
  postCountQuery,
  postSearchQuery,
  postSimilarQuery,
  resolvePostSearch,
  type PostSearch,
} from "../../services/search-posts";
import { buildTestApp, post } from "../../test/build-app";
import { explainQuery } from "../../test/explain";
import { buildPosts } from "../../test/factories";

/**
 * The lists must be served by their indexes, not by reading every post. The planner only
 * prefers an index when the table is big enough and its statistics are known, so this file
 * builds 2,000 realistic memorials (varied Tamil names and places, 5% drafts) and runs
 * VACUUM ANALYZE, as PostgreSQL's autovacuum would (it also empties the GIN pending list,
 * which the planner otherwise prices as a full scan).
 */
describe("the public lists use their indexes (EXPLAIN on 2,000 posts)", async () => {
  const app = await buildTestApp();

  beforeAll(async () => {
    const authors = await app.db
      .insert(users)
      .values(Array.from({ length: 40 }, (_, i) => ({ fullname: `Author ${i}`, username: `author${i}`, email: `author${i}@example.org` })))
      .returning();
    const random = seededRandom(42);
    const images = { profilebanner: "/images/placeholder-portrait.png", memoriwallimages: [], backgroundimage: "/backgrounds/background-1.jpg" };
    await buildPosts(
      app.db,
      Array.from({ length: 2000 }, (_, i) => {
        const fields = demoPostFields(random, images);
        // Every eighth also named in Tamil script, as the bulk data is.
        if (i % 8 === 0) fields.tamilfirstname = TAMIL_NAMES[fields.firstname] ?? "";
        return {
          author: authors[i % authors.length],
          overrides: {
            ...fields,
            draft: i % 20 === 0,
            publishedAt: new Date(Date.UTC(2023, 0, 1) + i * 3_600_000),
            totalLikes: random.int(0, 40),
            totalComments: random.int(0, 30),
            totalReads: random.int(0, 2000),
          },
        };
      }),
    );
    await app.db.execute(sql`vacuum analyze posts`);
    await app.db.execute(sql`vacuum analyze users`);
    await app.db.execute(sql`vacuum analyze post_search_keys`);
    await app.db.execute(sql`vacuum analyze search_key_counts`);
  }, 120_000);

  const search = (input: Parameters<typeof resolvePostSearch>[0]) => resolvePostSearch(input) as PostSearch;

  /**
   * Decision 010: a name, title or place search walks ONE range of post_search_keys_walk_idx
   * in newest-first order and stops after the page; the only Sort is of the page's 10 rows,
   * above the Limit. Other words and filters are index probes on the walked rows.
   */
  const keyWalk = /^Sort > Nested Loop > Nested Loop > Limit > Index (Only )?Scan using post_search_keys_walk_idx on post_search_keys( >|$)/;
  it.each([
    ["name prefix ka", { query: "ka" }],
    ["name prefix kum", { query: "kum" }],
    ["name prefix sivaku", { query: "sivaku" }],
    ["two words siva thev", { query: "siva thev" }],
    ["Tamil name prefix சி", { query: "சி" }],
    ["Tamil name prefix சிவகு", { query: "சிவகு" }],
    ["Tamil name prefix கந்த", { query: "கந்த" }],
    ["a word longer than a key, thiruchelvam", { query: "thiruchelvam" }],
    ["title Remembrance", { title: "Remembrance" }],
    ["title Obituary with kum", { title: "Obituary", query: "kum" }],
    ["place Jaffna", { title: "place", query: "Jaffna" }],
  ])("%s walks post_search_keys_walk_idx in order, with no Sort over its matches", async (_, input) => {
    for (const page of [1, 20]) {
      const plan = await explainQuery(app.db, postSearchQuery(app.db, search(input), page));
      expect(plan.outline).toMatch(keyWalk);
      expect(plan.seqScans, plan.outline).toEqual([]);
    }
    const res = await post(app, "/search-posts", { ...input, page: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().blogs.length).toBeGreaterThan(0);
  });

  it("counts a text search from the index alone", async () => {
    const plan = await explainQuery(app.db, postCountQuery(app.db, search({ query: "kum" })));
    expect(plan.outline).toMatch(/^Aggregate > Index Only Scan using post_search_keys_walk_idx on post_search_keys$/);
  });

  it.each([
    ["a place's total", postCountQuery(app.db, search({ title: "place", query: "Jaffna" }))],
    ["a category's total", postCountQuery(app.db, search({ title: "Remembrance" }))],
    ["the PLACE chips", placeCountsQuery(app.db, ALL_PUBLISHED, ["Jaffna", "Canada", "Germany"])],
  ])("%s is read from search_key_counts, not counted", async (_, query) => {
    const plan = await explainQuery(app.db, query);
    expect(plan.outline).toMatch(/^(Seq Scan|Index Scan using search_key_counts_pkey|Bitmap Heap Scan) on search_key_counts/);
    expect(plan.outline).not.toMatch(/posts/);
  });

  it.each(["Shivakumar", "Devarajah"])("other spellings (%s, no prefix match) use posts_search_trgm, never the whole table", async (query) => {
    expect(await post(app, "/search-posts", { query, page: 1 }).then((r) => r.json().blogs.length)).toBeGreaterThan(0);
    const plan = await explainQuery(app.db, postSimilarQuery(app.db, search({ query }), 1));
    expect(plan.indexes).toContain("posts_search_trgm");
    expect(plan.seqScans).not.toContain("posts");
  });

  it("latest-posts walks posts_published_idx in order, on the first page and deep ones", async () => {
    for (const page of [1, 50]) {
      const plan = await explainQuery(app.db, postSearchQuery(app.db, ALL_PUBLISHED, page));
      expect(plan.outline).toMatch(/^Limit > Nested Loop > Index Scan using posts_published_idx on posts/);
    }
  });

  it("RECENT walks posts_death_sort_idx", async () => {
    const plan = await explainQuery(app.db, postSearchQuery(app.db, search({ title: "Recent" }), 1));
    expect(plan.indexes).toContain("posts_death_sort_idx");
    expect(plan.seqScans).not.toContain("posts");
  });

  it("most-engaged-posts walks posts_engagement_idx in order", async () => {
    const plan = await explainQuery(app.db, mostEngagedPostsQuery(app.db));
    expect(plan.outline).toMatch(/^Limit > (Incremental Sort > )?Nested Loop > Index Scan using posts_engagement_idx on posts/);
  });

  it("an author's posts use posts_author_idx", async () => {
    const [author] = await app.db.select({ id: users.id }).from(users).limit(1);
    const plan = await explainQuery(app.db, postSearchQuery(app.db, search({ author: author.id }), 1));
    expect(plan.indexes).toContain("posts_author_idx");
    expect(plan.seqScans).not.toContain("posts");
  });
});
