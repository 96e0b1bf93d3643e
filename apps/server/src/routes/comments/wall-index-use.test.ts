import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { wallPageQuery } from "../../services/list-comments";
import { buildTestApp, post } from "../../test/build-app";
import { explainQuery } from "../../test/explain";
import { buildPost, buildUser } from "../../test/factories";

/**
 * A memorial with thousands of messages: a page of its wall is read from the index in the
 * page's order and stopped by the LIMIT, never by sorting the whole wall.
 */
const app = await buildTestApp({ rateLimit: false });

describe("a page of a busy memorial's wall", () => {
  it("walks comments_post_top_idx newest first, with no sort, and pages without repeats", async () => {
    const author = await buildUser(app);
    const busy = await buildPost(app.db, author);
    await app.db.execute(sql`
      insert into comments (post_id, comment, first_name, commented_at)
      select ${busy.id}, 'Memory ' || g, 'Visitor', timestamptz '2024-01-01' + (g % 500) * interval '1 minute'
      from generate_series(1, 3000) g`);
    await app.db.execute(sql`analyze comments`);

    const plan = await explainQuery(app.db, wallPageQuery(app.db, busy.id, 20));
    expect(plan.outline).not.toContain("Sort");
    expect(plan.indexes).toContain("comments_post_top_idx");

    // Six messages share each minute: the id orders them, so pages neither repeat nor skip.
    const seen = new Set<string>();
    for (const skip of [0, 10, 20, 30]) {
      const page = (await post(app, "/get-post-comments", { blog_id: busy.blogId, skip })).json().comments as Array<{ _id: string }>;
      expect(page).toHaveLength(10);
      for (const comment of page) seen.add(comment._id);
    }
    expect(seen.size).toBe(40);
  });
});
