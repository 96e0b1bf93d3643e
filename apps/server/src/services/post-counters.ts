import { and, eq, getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../db/client";
import { comments, posts } from "../db/schema";

type PostCounter = "totalLikes" | "totalComments" | "totalParentComments" | "totalTributes" | "totalImages";
export type CounterDeltas = Partial<Record<PostCounter, number>>;

/**
 * `column + n` done by the database, never read-modify-write in JS, so concurrent changes
 * never lose a count. Floored at 0 as a last guard; the counts are kept exact by changing
 * them in the same transaction (or the same statement) as the rows they count (docs/guide.md
 * habit 4).
 */
export const increment = (column: PgColumn, n: number): SQL => sql`greatest(${column} + ${n}, 0)`;

function counterSet(deltas: CounterDeltas) {
  return Object.fromEntries(
    (Object.entries(deltas) as Array<[PostCounter, number]>).filter(([, n]) => n !== 0).map(([key, n]) => [key, increment(posts[key], n)]),
  );
}

/**
 * The counter update of a one-statement write, as the CTE `bumped`: `deltas` added to a
 * PUBLISHED post's counters (for which `also` holds), answering its id and author (no row for a
 * missing post, a draft, or when `also` does not hold). The statement's other parts read `bumped`, so they run after this update has taken
 * the post's row lock, and write nothing when it answers no row; the lock is held for that one
 * statement only (no transaction around it), so writers on one memorial queue for a statement,
 * not for a transaction's round trips.
 */
export function bumpedPost(db: Db, postId: string, deltas: CounterDeltas, also?: SQL) {
  return db.$with("bumped").as(
    db
      .update(posts)
      .set(counterSet(deltas))
      .where(and(eq(posts.id, postId), eq(posts.draft, false), also))
      .returning({ id: posts.id, authorId: posts.authorId }),
  );
}
export type BumpedPost = ReturnType<typeof bumpedPost>;

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

/**
 * The SELECT of `INSERT INTO table SELECT ... FROM bumped`: `values` as one row when `bumped`
 * (bumpedPost) updated the post, no row when it did not. Every column is named, in the table's
 * order, as an INSERT ... SELECT wants; the ones left out take the defaults the table declares.
 */
export function rowIfBumped<T extends PgTable>(table: T, bumped: BumpedPost, values: T["$inferInsert"]): SQL {
  const given = values as Record<string, unknown>;
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const value = given[key] !== undefined ? given[key] : column.hasDefault ? column.default : null;
    if (is(value, SQL)) return value;
    return value === null ? sql`null` : sql`${sql.param(value, column)}::${sql.raw(column.getSQLType())}`;
  });
  return sql`select ${sql.join(columns, sql`, `)} from ${bumped}`;
}
