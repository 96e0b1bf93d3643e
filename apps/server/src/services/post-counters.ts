import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { MESSAGES } from "@kma/core/messages";
import type { Tx } from "../db/client";
import { comments, posts, type Post } from "../db/schema";
import { notFound } from "../lib/http-errors";

type PostCounter = "totalLikes" | "totalComments" | "totalParentComments" | "totalTributes" | "totalImages";
export type CounterDeltas = Partial<Record<PostCounter, number>>;

/**
 * `column + n` done by the database, never read-modify-write in JS, so concurrent changes
 * never lose a count. Floored at 0 as a last guard; the counts are kept exact by changing
 * them in the same transaction as the rows they count (docs/guide.md habit 4).
 */
export const increment = (column: PgColumn, n: number): SQL => sql`greatest(${column} + ${n}, 0)`;

function counterSet(deltas: CounterDeltas) {
  return Object.fromEntries(
    (Object.entries(deltas) as Array<[PostCounter, number]>).filter(([, n]) => n !== 0).map(([key, n]) => [key, increment(posts[key], n)]),
  );
}

/**
 * The first statement of every engagement write: adds `deltas` to a PUBLISHED post's counters
 * and returns its author, or answers 404 for a missing post or a draft (drafts get no
 * memorials, tributes, images or likes). Its row lock orders concurrent writes on one post,
 * which keeps comment-tree deletes exact (see delete-comment.ts).
 */
export async function bumpPublishedPost(tx: Tx, postId: string, deltas: CounterDeltas): Promise<Pick<Post, "id" | "authorId">> {
  const [post] = await tx
    .update(posts)
    .set(counterSet(deltas))
    .where(and(eq(posts.id, postId), eq(posts.draft, false)))
    .returning({ id: posts.id, authorId: posts.authorId });
  if (!post) throw notFound(MESSAGES.postNotFound);
  return post;
}

/** Takes back counts when rows go away; the post may have become a draft since, which does not matter. */
export async function adjustPostCounters(tx: Tx, postId: string, deltas: CounterDeltas): Promise<void> {
  const set = counterSet(deltas);
  if (Object.keys(set).length === 0) return;
  await tx.update(posts).set(set).where(eq(posts.id, postId));
}

/** A parent comment's reply count. */
export async function adjustTotalReplies(tx: Tx, commentId: string, n: number): Promise<void> {
  await tx
    .update(comments)
    .set({ totalReplies: increment(comments.totalReplies, n) })
    .where(eq(comments.id, commentId));
}
