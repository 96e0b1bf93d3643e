import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { localToday } from "@kma/core/posts/remembrance-dates";
import { users } from "../../db/schema";
import { demoPostFields, seededRandom } from "../../db/demo-data";
import { upcomingRemembrancesQuery } from "../../services/list-upcoming-remembrances";
import { buildTestApp, get } from "../../test/build-app";
import { explainQuery } from "../../test/explain";
import { buildPosts } from "../../test/factories";

/**
 * The week's remembrances are found by index, never by reading every memorial's date of death
 * (decision 018). As in search-index-use.test.ts, 2,000 realistic memorials (5% drafts; one in
 * ten keeps the Tamil calendar, decision 035) and VACUUM ANALYZE, so the planner prices the
 * indexes as it would on a real site.
 */
describe("upcoming-remembrances uses its indexes (EXPLAIN on 2,000 posts)", async () => {
  const app = await buildTestApp();

  beforeAll(async () => {
    const authors = await app.db
      .insert(users)
      .values(Array.from({ length: 40 }, (_, i) => ({ fullname: `Author ${i}`, username: `author${i}`, email: `author${i}@example.org` })))
      .returning();
    const random = seededRandom(7);
    const images = { profilebanner: "/images/placeholder-portrait.png", memoriwallimages: [], backgroundimage: "/backgrounds/background-1.jpg" };
    await buildPosts(
      app.db,
      Array.from({ length: 2000 }, (_, i) => ({
        author: authors[i % authors.length],
        overrides: {
          ...demoPostFields(random, images),
          draft: i % 20 === 0,
          publishedAt: new Date(Date.UTC(2023, 0, 1) + i * 3_600_000),
          remembrancecalendar: i % 10 === 3 ? { observe: i % 20 === 3 ? ("thithi" as const) : ("both" as const), ceremonyplace: "toronto" } : null,
        },
      })),
    );
    await app.db.execute(sql`vacuum analyze posts`);
    await app.db.execute(sql`vacuum analyze users`);
  }, 120_000);

  it.each([1, 5])(
    "page %i reads the 31st days from posts_death_day_idx, the anniversaries from posts_death_month_day_idx and the thithis from posts_next_thithi_day_idx",
    async (page) => {
      const plan = await explainQuery(app.db, upcomingRemembrancesQuery(app.db, localToday(), page));
      expect(plan.indexes, plan.outline).toEqual(expect.arrayContaining(["posts_death_day_idx", "posts_death_month_day_idx", "posts_next_thithi_day_idx"]));
      expect(plan.seqScans, plan.outline).toEqual([]);
    },
  );

  it("answers the week's anniversaries (about 7/365 of 1,900 published memorials)", async () => {
    const res = await get(app, "/posts/upcoming-remembrances");
    expect(res.statusCode).toBe(200);
    expect(res.json().totalDocs).toBeGreaterThan(10);
    expect(res.json().blogs).toHaveLength(10);
  });
});
