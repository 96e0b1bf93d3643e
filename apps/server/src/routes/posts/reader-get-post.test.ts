import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { posts } from "../../db/schema";
import { buildTestApp, post } from "../../test/build-app";
import { buildPost, buildUser } from "../../test/factories";
import { newestMail, readMail } from "../../test/outbox";

/**
 * get-post for signed-in readers who keep nothing of the memorial (relatives on the day): they
 * get the answer kept for visitors with their own `can`, the very answer the database path gives
 * them; keepers and whoever may read every number still get the memorial as they see it.
 */
describe("get-post for a signed-in reader", async () => {
  const app = await buildTestApp({ rateLimit: false, responseCache: true });
  const author = await buildUser(app);
  const reader = await buildUser(app);
  const admin = await buildUser(app, { role: "admin" });
  const blog = await buildPost(app.db, author, {
    survivingmembers: [
      { survivingmembername: "Kumar", survivingmemberrelationship: "Son", survivingmembermobilenumber: "+94 77 765 4321", phonevisibility: "hidden" },
    ],
  });

  const getPost = async (token: string | undefined, mode?: "again") => {
    const res = await post(app, "/get-post", { post_id: blog.blogId, ...(mode ? { mode } : {}) }, token);
    expect(res.statusCode).toBe(200);
    return res;
  };
  /** The answer the database path gives (no cache), for comparing. */
  const fromDatabase = async (token: string | undefined) => {
    app.config.responseCache = false;
    try {
      return (await getPost(token, "again")).json();
    } finally {
      app.config.responseCache = true;
    }
  };
  const withoutReads = (answer: { blog: { activity: Record<string, number> } }) => ({
    ...answer,
    blog: { ...answer.blog, activity: { ...answer.blog.activity, total_reads: 0 } },
  });

  it("answers each reader what the database path answers them, reads aside", async () => {
    for (const who of [reader, admin, author]) {
      const kept = (await getPost(who.token, "again")).json();
      expect(withoutReads(kept)).toEqual(withoutReads(await fromDatabase(who.token)));
    }
  });

  it("is served from the answer kept for visitors: no database read for a reader, and their own can", async () => {
    await getPost(undefined); // a visitor's read keeps the answer
    // A change made behind the app's back shows that the reader's answer is the kept one.
    await app.db.update(posts).set({ firstname: "Unseen" }).where(eq(posts.id, blog.id));
    const answer = (await getPost(admin.token, "again")).json();
    expect(answer.blog.firstname).not.toBe("Unseen");
    expect(answer.can.delete).toBe(true);
    expect(answer.viewer).toEqual({ is_author: false, is_keeper: false });
    // The family's number, kept for the family, is not in a reader's answer; the author's has it.
    expect(JSON.stringify(answer)).not.toContain("765 4321");
    const authors = (await getPost(author.token, "again")).json();
    expect(JSON.stringify(authors)).toContain("765 4321");
    expect(authors.blog.firstname).toBe("Unseen"); // a keeper's answer comes from the database
  });

  it("counts a reader's read once, none for 'again', and keeps each answer private to its reader", async () => {
    const reads = async () => (await fromDatabase(undefined)).blog.activity.total_reads as number;
    const before = await reads();
    const res = await getPost(reader.token);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(await reads()).toBe(before + 1);
    await getPost(reader.token, "again");
    expect(await reads()).toBe(before + 1);
    // The admin's flags never reach a visitor.
    await getPost(admin.token);
    expect((await getPost(undefined, "again")).json().can.delete).toBe(false);
  });

  it("knows a new co-keeper at once, and one removed: who keeps the memorial is never taken from a kept answer", async () => {
    const cousin = await buildUser(app);
    const canEdit = async () => (await getPost(cousin.token, "again")).json().can.edit as boolean;
    expect(await canEdit()).toBe(false); // the kept answer, read as a reader
    const invited = await post(app, "/invite-keeper", { post_id: blog.blogId, email: "cousin@example.com" }, author.token);
    expect(invited.statusCode).toBe(200);
    const token = /https?:\/\/\S+\/keep\/([A-Za-z0-9_-]+)/.exec(readMail(newestMail(app)).text)![1]!;
    expect((await post(app, "/accept-keeper-invitation", { token }, cousin.token)).statusCode).toBe(200);
    expect(await canEdit()).toBe(true);
    expect((await post(app, "/remove-keeper", { post_id: blog.blogId, user_id: cousin.id }, author.token)).statusCode).toBe(200);
    expect(await canEdit()).toBe(false);
  });
});
