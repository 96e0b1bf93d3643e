import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { PAGE_SIZES } from "@kma/core/limits";
import type { Db } from "../db/client";
import { posts } from "../db/schema";
import { searchWords } from "../lib/text";
import { postCardColumns, type PostCardRow } from "../presenters/post-presenter";

export type UserPostsFilter = { authorId: string; draft: boolean; query: string };

/**
 * Word-prefix match on the folded search text (single-spaced folded words, see
 * derivePostColumns), so "selvarâjah" and "SELVA" both find "Selvarajah" and Tamil keeps its
 * vowel signs. The query's words must follow each other, the first at the start of a word.
 */
export function searchTextPrefix(query: string): SQL | undefined {
  if (!query.trim()) return undefined;
  const folded = searchWords(query).join(" ");
  if (!folded) return sql`false`; // only punctuation (".*", "("): no name has it
  return sql`(' ' || ${posts.searchText}) like ${`% ${folded}%`}`;
}

const whereFor = ({ authorId, draft, query }: UserPostsFilter) => and(eq(posts.authorId, authorId), eq(posts.draft, draft), searchTextPrefix(query));

/**
 * The dashboard's Manage Posts list: one author's drafts or published posts, newest first
 * (published by published_at, drafts by updated_at), paged in SQL on posts_author_idx.
 * `deletedDocCount` pulls the offset back by the items the client removed meanwhile.
 */
export async function listUserPosts(db: Db, filter: UserPostsFilter, page: number, deletedDocCount: number): Promise<PostCardRow[]> {
  const offset = Math.max(0, (page - 1) * PAGE_SIZES.posts - deletedDocCount);
  const order = filter.draft ? desc(posts.updatedAt) : desc(posts.publishedAt);
  return db.select(postCardColumns).from(posts).where(whereFor(filter)).orderBy(order, desc(posts.id)).limit(PAGE_SIZES.posts).offset(offset);
}

export async function countUserPosts(db: Db, filter: UserPostsFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(posts).where(whereFor(filter));
  return row.total;
}
