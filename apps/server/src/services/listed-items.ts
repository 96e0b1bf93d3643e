import { and, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ItemActions } from "@kma/core/posts/viewer-actions";
import type { User } from "../db/schema";
import type { KeeperRef } from "../policies/post-policy";
import { visibleItems, visibleItemsSql } from "./hidden-items";
import { shownTo, shownToSql } from "./review-items";

/**
 * What every list of a memorial's visitor items (the wall, replies, tributes, the album) does for
 * the one who reads it: the same filter and the same `can` on each row, so no list shows an item
 * or a Delete button the others would not.
 */

type Viewer = Pick<User, "id" | "role"> | null;

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
