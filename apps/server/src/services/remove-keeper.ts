import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { KEEPER_MESSAGES } from "@kma/core/keepers/keeper-messages";
import { MESSAGES } from "@kma/core/messages";
import { postKeepers, type User } from "../db/schema";
import { forbidden, notFound } from "../lib/http-errors";
import { canRemoveKeeper, canSeeKeepers } from "../policies/keeper-policy";
import { findViewablePost } from "./find-viewable-post";

/**
 * The author removes a co-keeper, or a co-keeper leaves. The row goes at once, and every
 * policy reads the keepers with the post on each request, so the next call is refused.
 */
export async function removeKeeper(app: FastifyInstance, user: User, postRef: string, keeperId: string): Promise<{ postId: string }> {
  const post = await findViewablePost(app.db, postRef, user);
  if (!canSeeKeepers(user, post)) throw forbidden(MESSAGES.forbidden);
  if (keeperId === post.authorId) throw forbidden(KEEPER_MESSAGES.authorStays);
  if (!post.keeperIds.includes(keeperId)) throw notFound(KEEPER_MESSAGES.keeperNotFound);
  if (!canRemoveKeeper(user, post, keeperId)) throw forbidden(MESSAGES.forbidden);
  await app.db.delete(postKeepers).where(and(eq(postKeepers.postId, post.id), eq(postKeepers.userId, keeperId)));
  return { postId: post.id };
}
