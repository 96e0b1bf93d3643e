import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import type { PostFields } from "@kma/core/posts/post-schemas";
import { sampleMemorial } from "@kma/core/test-fixtures/sample-memorial";
import { posts, users, type Post, type User } from "../db/schema";
import { hashPassword } from "../lib/passwords";
import { makePostBlogId } from "../lib/text";
import { derivePostColumns } from "../db/derive-post-columns";
import type { Db } from "../db/client";

/** Test and seed data builders (docs/guide.md habit 7). They write rows directly; routes are tested elsewhere. */

export const DEFAULT_PASSWORD = "Secret123";
let sequence = 0;
const next = () => `${Date.now().toString(36)}${(++sequence).toString(36)}${crypto.randomBytes(2).toString("hex")}`;

export type UserOverrides = Partial<typeof users.$inferInsert> & { password?: string | null };

export async function buildUser(app: FastifyInstance, overrides: UserOverrides = {}): Promise<User & { token: string; password: string }> {
  const n = next();
  const { password = DEFAULT_PASSWORD, ...rest } = overrides;
  const [user] = await app.db
    .insert(users)
    .values({
      fullname: `Test User ${n}`,
      username: `user${n}`,
      email: `user${n}@example.com`,
      passwordHash: password === null ? null : await hashPassword(password),
      // An established account, whose address was proven long ago; `emailVerifiedAt: null` makes a fresh, unproven sign-up (decision 034).
      emailVerifiedAt: new Date(),
      ...rest,
    })
    .returning();
  const token = await app.issueAccessToken(user.id);
  return { ...user, token, password: password ?? "" };
}

/**
 * A complete, publishable set of post fields (every publish rule passes): the sample memorial
 * of packages/core, about another person. The server's tests of rendered pages, share previews,
 * notices and mails name Ravi Kumar (1950 – 2024); everything else is the sample's, and a test
 * that asserts one of these values reads it from API_TEST_PERSON or SAMPLE_MEMORIAL.
 */
export const API_TEST_PERSON = { firstname: "Ravi", lastname: "Kumar", nickname: "Ravi Anna", birthyear: "1950" } as const satisfies Partial<PostFields>;

/** API_TEST_PERSON's name as pages, share previews, notices and mails show it. */
export const API_TEST_NAME = `${API_TEST_PERSON.firstname} ${API_TEST_PERSON.lastname}`;

export function buildPostFields(overrides: Partial<PostFields> = {}): PostFields {
  return sampleMemorial({ ...API_TEST_PERSON, ...overrides });
}

export type PostOverrides = Partial<PostFields> & { draft?: boolean; publishedAt?: Date | null } & Partial<
    Pick<Post, "totalLikes" | "totalComments" | "totalTributes" | "totalImages" | "totalReads">
  >;

/** The row buildPost inserts: the fields, their derived columns, a blog_id. */
export function buildPostValues(author: Pick<User, "id">, overrides: PostOverrides = {}): typeof posts.$inferInsert {
  const { draft = false, publishedAt, totalLikes, totalComments, totalTributes, totalImages, totalReads, ...fieldOverrides } = overrides;
  const fields = buildPostFields(fieldOverrides);
  return {
    ...fields,
    ...derivePostColumns(fields),
    blogId: makePostBlogId(fields),
    authorId: author.id,
    draft,
    publishedAt: draft ? null : (publishedAt ?? new Date()),
    totalLikes,
    totalComments,
    totalTributes,
    totalImages,
    totalReads,
  };
}

/** Inserts a post for `author` (published unless draft: true), keeping the author's total_posts true. */
export async function buildPost(db: Db, author: Pick<User, "id">, overrides: PostOverrides = {}): Promise<Post> {
  const [post] = await db.insert(posts).values(buildPostValues(author, overrides)).returning();
  if (!post.draft)
    await db
      .update(users)
      .set({ totalPosts: sql`${users.totalPosts} + 1` })
      .where(sql`${users.id} = ${author.id}`);
  return post;
}

/**
 * Many posts at once (benchmarks, index tests, demo data): batched multi-row inserts, then
 * each author's total_posts raised by their published count. Returns the rows in order.
 */
export async function buildPosts(db: Db, items: Array<{ author: Pick<User, "id">; overrides?: PostOverrides }>, batchSize = 500): Promise<Post[]> {
  const rows: Post[] = [];
  for (let i = 0; i < items.length; i += batchSize) {
    const batch = items.slice(i, i + batchSize).map(({ author, overrides }) => buildPostValues(author, overrides));
    rows.push(...(await db.insert(posts).values(batch).returning()));
  }
  const published = new Map<string, number>();
  for (const row of rows) if (!row.draft) published.set(row.authorId, (published.get(row.authorId) ?? 0) + 1);
  for (const [authorId, n] of published)
    await db
      .update(users)
      .set({ totalPosts: sql`${users.totalPosts} + ${n}` })
      .where(sql`${users.id} = ${authorId}`);
  return rows;
}
