import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import { imageEntries, posts, type User } from "../db/schema";
import { forbidden, notFound } from "../lib/http-errors";
import { canDeletePost, canViewPost } from "../policies/post-policy";
import { isSiteAdmin } from "../policies/report-policy";
import { deleteUnusedUploads } from "./delete-unused-uploads";
import { keeperIdsOf } from "./post-keepers";
import { adjustAuthorPostCount, profileCountDelta } from "../db/author-post-count";

/**
 * POST /delete-post: removes a post with everything hanging off it. Comments, replies,
 * tributes, album entries, likes and notifications go by the schema's ON DELETE CASCADE
 * on post_id; the author's published count drops in the same transaction. Then the
 * uploaded images nothing else shows are removed from storage.
 */
export async function deletePost(app: FastifyInstance, user: User, blogId: string): Promise<void> {
  const imageUrls = await app.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ post: posts, keeperIds: keeperIdsOf(posts.id) })
      .from(posts)
      .where(eq(posts.blogId, blogId))
      .for("update", { of: posts });
    const post = found && { ...found.post, keeperIds: found.keeperIds };
    // Another user's draft does not exist for them (as on get-post): 404, not a 403 that confirms it.
    // An admin may delete a memorial they hid (it is a draft then; decision 026).
    if (!post || (!canViewPost(user, post) && !isSiteAdmin(user))) throw notFound(MESSAGES.postNotFound);
    if (!canDeletePost(user, post)) throw forbidden(MESSAGES.forbidden);
    const entries = await tx.select({ images: imageEntries.images }).from(imageEntries).where(eq(imageEntries.postId, post.id));
    await tx.delete(posts).where(eq(posts.id, post.id));
    await adjustAuthorPostCount(tx, post.authorId, profileCountDelta(post, null));
    return [post.profilebanner, post.backgroundimage, ...post.memoriwallimages, ...entries.flatMap((e) => e.images)];
  });
  await deleteUnusedUploads(app, imageUrls);
}
