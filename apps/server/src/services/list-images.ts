import { and, eq } from "drizzle-orm";
import { PAGE_SIZES } from "@kma/core/limits";
import type { Db } from "../db/client";
import { ShapedStatement } from "../db/shaped-statements";
import { imageEntries, users, type User } from "../db/schema";
import { newestFirst } from "../lib/paging";
import { imageEntryActionsFor } from "../policies/viewer-actions";
import { imageEntryColumns, uploaderColumns } from "../presenters/image-entry-presenter";
import { findViewablePost } from "./find-viewable-post";
import { listedFor, listedPage, withItemActions, type SeenBy } from "./listed-items";

const imagesPage = (db: Db, postId: string, skip: number, { viewer, post }: SeenBy) =>
  db
    .select({ entry: imageEntryColumns, posterId: imageEntries.userId, uploader: uploaderColumns })
    .from(imageEntries)
    .leftJoin(users, eq(users.id, imageEntries.userId))
    .where(and(eq(imageEntries.postId, postId), listedFor(imageEntries, viewer, post)))
    .orderBy(newestFirst(imageEntries.imagedAt), newestFirst(imageEntries.id))
    .limit(PAGE_SIZES.images)
    .offset(skip);
const anonymousImagesPage = new ShapedStatement<Awaited<ReturnType<typeof imagesPage>>>();

/**
 * POST /get-post-images: album entries, newest first. One entry may hold several URLs while
 * the gallery counts images (total_images), so paging is by ENTRY: 12 entries a page and
 * `skip` = the number of entries already loaded. Splitting an entry across pages would need
 * a cursor into its URL list for no gain; the client sums the URLs it received. Each entry
 * comes with what the viewer may do with it (`can`).
 */
export async function listPostImages(db: Db, viewer: User | null, postRef: string, skip: number) {
  const post = await findViewablePost(db, postRef, viewer);
  const rows = await listedPage(anonymousImagesPage, db, post.id, skip, { viewer, post }, imagesPage);
  return { postId: post.id, rows: withItemActions(rows, viewer, post, imageEntryActionsFor) };
}
