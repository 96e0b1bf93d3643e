import { eq } from "drizzle-orm";
import type { ReportTarget } from "@kma/core/reports/report-rules";
import type { Tx } from "../db/client";
import { comments, imageEntries, posts, tributes } from "../db/schema";
import { keeperIdsOf } from "./post-keepers";

/** A reported item and the memorial it belongs to, as the report policies need them. */
export type ReportedItem = {
  type: ReportTarget;
  id: string;
  /** The signed-in author of the item (a memorial's author for a memorial), or null. */
  userId: string | null;
  hiddenAt: Date | null;
  post: { id: string; authorId: string; draft: boolean; hiddenAt: Date | null; keeperIds: string[] };
};

const postColumns = { id: posts.id, authorId: posts.authorId, draft: posts.draft, hiddenAt: posts.hiddenAt, keeperIds: keeperIdsOf(posts.id) };

/**
 * Loads the item a report names, locking its row (FOR UPDATE) so concurrent reports and
 * actions on it take turns: the count that hides it is then exact. Undefined when it is gone.
 */
export async function lockReportedItem(tx: Tx, type: ReportTarget, id: string): Promise<ReportedItem | undefined> {
  if (type === "post") {
    const [post] = await tx.select(postColumns).from(posts).where(eq(posts.id, id)).for("update", { of: posts });
    return post && { type, id, userId: post.authorId, hiddenAt: post.hiddenAt, post };
  }
  const table = type === "comment" ? comments : type === "tribute" ? tributes : imageEntries;
  const [row] = await tx
    .select({ userId: table.userId, hiddenAt: table.hiddenAt, post: postColumns })
    .from(table)
    .innerJoin(posts, eq(posts.id, table.postId))
    .where(eq(table.id, id))
    .for("update", { of: table });
  return row && { type, id, ...row };
}

/** The column of `reports` (and of `notifications`) that points at an item of this kind. */
export const itemForeignKey = (type: ReportTarget, id: string) =>
  type === "comment" ? { commentId: id } : type === "tribute" ? { tributeId: id } : type === "image" ? { imageId: id } : {};
