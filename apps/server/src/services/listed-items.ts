import { and, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ItemActions } from "@kma/core/posts/viewer-actions";
import type { Db } from "../db/client";
import type { User } from "../db/schema";
import { placeholder, type Preparable, type ShapedStatement } from "../db/shaped-statements";
import type { KeeperRef } from "../policies/post-policy";
import { visibleItems, visibleItemsSql } from "./hidden-items";
import { shownTo, shownToSql } from "./review-items";

/**
 * What every list of a memorial's visitor items (the wall, replies, tributes, the album) does for
 * the one who reads it: the same filter and the same `can` on each row, so no list shows an item
 * or a Delete button the others would not.
 */

type Viewer = Pick<User, "id" | "role"> | null;

/** Who reads a list, as its filter (`listedFor`) is built for them. */
export type SeenBy = { viewer: Viewer; post: KeeperRef };

/** The anonymous reader: they see what is public and not hidden, on every memorial alike (nobody's keeper). */
export const SEEN_BY_ANYONE: SeenBy = { viewer: null, post: { authorId: "", keeperIds: [] } };

/**
 * One page of a memorial's list (the wall, the tributes, the album) as `seenBy` reads it. The
 * anonymous reader's, which every page render and every visitor reads, is one shape whatever the
 * memorial: built once, each call binding its memorial and `skip` (db/shaped-statements.ts). A
 * signed-in viewer's filter names them and their part in the memorial, so theirs is built for the
 * call.
 */
export function listedPage<Row>(
  statement: ShapedStatement<Row[]>,
  db: Db,
  postId: string,
  skip: number,
  seenBy: SeenBy,
  build: (db: Db, postId: string, skip: number, seenBy: SeenBy) => Preparable<Row[]> & PromiseLike<Row[]>,
): PromiseLike<Row[]> {
  if (seenBy.viewer) return build(db, postId, skip, seenBy);
  return statement.run(db, "anyone", { postId, skip }, () => build(db, placeholder("postId"), placeholder<number>("skip"), SEEN_BY_ANYONE));
}

/**
 * The filter for `viewer`: no item that reports have hidden (decision 026) and none held for
 * review (decision 024), but for those this viewer may see.
 */
export const listedFor = (item: { hiddenAt: PgColumn; userId: PgColumn; status: PgColumn }, viewer: Viewer, post: KeeperRef): SQL | undefined =>
  and(visibleItems(item, viewer, post), shownTo(item, viewer));

/** `listedFor` over a raw alias of comments in hand-written SQL (the wall's `reply` sub-select). */
export const listedForSql = (alias: "reply", viewer: Viewer, post: KeeperRef): SQL =>
  and(visibleItemsSql(alias, viewer, post), shownToSql(alias, viewer)) as SQL;

/**
 * Each row with what the viewer may do with it (`can`, by `actionsFor`, its kind's rule). The
 * poster's id was read for that only and is dropped: an answer names a poster by profile.
 */
export function withItemActions<Row extends { posterId: string | null }>(
  rows: Row[],
  viewer: Viewer,
  post: KeeperRef,
  actionsFor: (viewer: Viewer, item: { userId: string | null }, post: KeeperRef) => ItemActions,
): Array<Omit<Row, "posterId"> & { can: ItemActions }> {
  return rows.map(({ posterId, ...row }) => ({ ...row, can: actionsFor(viewer, { userId: posterId }, post) }));
}
