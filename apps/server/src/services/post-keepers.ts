import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { postKeepers } from "../db/schema";

/**
 * The co-keepers' user ids of the post whose id is `postId`, as one sub-select to add to the
 * query that loads the post (the policies need them beside `authorId`; decision 024).
 * `::text` because both drivers parse text[] into an array, and not every uuid[].
 */
export const keeperIdsOf = (postId: PgColumn | SQL): SQL<string[]> =>
  sql<string[]>`coalesce((select array_agg(${postKeepers.userId}::text) from ${postKeepers} where ${postKeepers.postId} = ${postId}), '{}'::text[])`;

/**
 * Whether `userId` keeps the post (its author or a co-keeper), as a condition inside a query:
 * what isPostKeeper (policies/post-policy.ts) decides from a loaded post, for a statement that
 * must decide on the row as it is when it runs.
 */
export const keptBy = (post: { id: PgColumn | SQL; authorId: PgColumn | SQL }, userId: string): SQL<boolean> =>
  sql<boolean>`(${post.authorId} = ${userId} or exists (select 1 from ${postKeepers} where ${postKeepers.postId} = ${post.id} and ${postKeepers.userId} = ${userId}))`;
