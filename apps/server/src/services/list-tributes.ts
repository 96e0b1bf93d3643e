import { and, eq } from "drizzle-orm";
import { PAGE_SIZES } from "@kma/core/limits";
import type { Db } from "../db/client";
import { ShapedStatement } from "../db/shaped-statements";
import { tributes, users, type User } from "../db/schema";
import { newestFirst } from "../lib/paging";
import { tributeActionsFor } from "../policies/viewer-actions";
import { posterColumns } from "../presenters/comment-presenter";
import { tributeColumns } from "../presenters/tribute-presenter";
import { findViewablePost } from "./find-viewable-post";
import { listedFor, listedPage, withItemActions, type SeenBy } from "./listed-items";

const tributesPage = (db: Db, postId: string, skip: number, { viewer, post }: SeenBy) =>
  db
    .select({ tribute: tributeColumns, posterId: tributes.userId, tributer: posterColumns })
    .from(tributes)
    .leftJoin(users, eq(users.id, tributes.userId))
    .where(and(eq(tributes.postId, postId), listedFor(tributes, viewer, post)))
    .orderBy(newestFirst(tributes.tributedAt), newestFirst(tributes.id))
    .limit(PAGE_SIZES.tributes)
    .offset(skip);
const anonymousTributesPage = new ShapedStatement<Awaited<ReturnType<typeof tributesPage>>>();

/**
 * POST /get-post-tributes: newest first, `skip` already loaded; tributers joined in the same
 * query; each with what the viewer may do with it (`can`).
 */
export async function listPostTributes(db: Db, viewer: User | null, postRef: string, skip: number) {
  const post = await findViewablePost(db, postRef, viewer);
  const rows = await listedPage(anonymousTributesPage, db, post.id, skip, { viewer, post }, tributesPage);
  return { postId: post.id, rows: withItemActions(rows, viewer, post, tributeActionsFor) };
}
