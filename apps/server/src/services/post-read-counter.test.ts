import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { posts, users } from "../db/schema";
import { openTestDatabase } from "../test/test-database";
import { PostReadCounter } from "./post-read-counter";

const database = await openTestDatabase();
afterAll(() => database.close());
const { db } = database;

async function row() {
  const [user] = await db
    .insert(users)
    .values({ fullname: "Author", username: `a${Math.random()}`, email: `${Math.random()}@example.com` })
    .returning();
  const [post] = await db
    .insert(posts)
    .values({ blogId: `p-${Math.random()}`, authorId: user.id, title: "Obituary", firstname: "A", lastname: "B", draft: false })
    .returning();
  return { post, user };
}
const reads = async (postId: string, userId: string) => ({
  post: (await db.select().from(posts).where(eq(posts.id, postId)))[0].totalReads,
  author: (await db.select().from(users).where(eq(users.id, userId)))[0].totalReads,
});

describe("PostReadCounter", () => {
  it("writes many reads as one batch, and shows counts read earlier plus the reads since", async () => {
    const counter = new PostReadCounter();
    const { post, user } = await row();
    const mark = counter.mark(post.id);
    for (let i = 0; i < 5; i++) counter.record(post.id, user.id);
    expect(counter.postReadsSince(post.id, mark)).toBe(5);
    expect(counter.authorPending(user.id)).toBe(5);
    await counter.flush(db);
    expect(await reads(post.id, user.id)).toEqual({ post: 5, author: 5 });
    // A count read before the flush still shows all five; one read after it shows none twice.
    expect(counter.postReadsSince(post.id, mark)).toBe(5);
    expect(counter.postReadsSince(post.id, counter.mark(post.id))).toBe(0);
    expect(counter.authorPending(user.id)).toBe(0);
  });

  it("loses nothing when flushes overlap or reads arrive during a flush: each flush ends with every read before it written", async () => {
    const counter = new PostReadCounter();
    const { post, user } = await row();
    counter.record(post.id, user.id);
    const first = counter.flush(db);
    counter.record(post.id, user.id);
    // Asked for while the first writes (the timer's flush, then the one at close): it waits, then writes the second read.
    await counter.flush(db);
    expect(await reads(post.id, user.id)).toEqual({ post: 2, author: 2 });
    expect(counter.pending).toBe(0);
    await first;
  });

  it("keeps the reads for the next flush when the database refuses one", async () => {
    const counter = new PostReadCounter();
    const { post, user } = await row();
    counter.record(post.id, user.id);
    const failing = { transaction: () => Promise.reject(new Error("database is restarting")) } as unknown as typeof db;
    await expect(counter.flush(failing)).rejects.toThrow("restarting");
    expect(counter.pending).toBe(1);
    await counter.flush(db);
    expect(await reads(post.id, user.id)).toEqual({ post: 1, author: 1 });
  });
});
