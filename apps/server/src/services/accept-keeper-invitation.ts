import type { FastifyInstance } from "fastify";
import { and, eq, gt, isNull } from "drizzle-orm";
import { KEEPER_MESSAGES } from "@kma/core/keepers/keeper-messages";
import { keeperInvitations, postKeepers, posts, type User } from "../db/schema";
import { conflict } from "../lib/http-errors";
import { isPostKeeper } from "../policies/post-policy";
import { findOpenKeeperInvitation } from "./find-keeper-invitation";
import { keeperIdsOf } from "./post-keepers";

/**
 * The signed-in user accepts an invitation and becomes a co-keeper, in one transaction: the
 * link is claimed (unused, unexpired: it works once) and the keeper row added. Whoever holds
 * the link may accept it, whatever their account's e-mail (decision 025). Someone who already
 * keeps the memorial is told so and the link stays unused, for the person it was meant for.
 */
export async function acceptKeeperInvitation(app: FastifyInstance, user: User, token: string): Promise<{ blogId: string; postId: string }> {
  return app.db.transaction(async (tx) => {
    const invitation = await findOpenKeeperInvitation(tx, token);
    const [post] = await tx
      .select({ authorId: posts.authorId, keeperIds: keeperIdsOf(posts.id) })
      .from(posts)
      .where(eq(posts.id, invitation.post.id));
    if (post && isPostKeeper(user, post)) throw conflict(KEEPER_MESSAGES.alreadyKeeper);
    const now = new Date();
    const [claimed] = await tx
      .update(keeperInvitations)
      .set({ acceptedAt: now, acceptedBy: user.id })
      .where(and(eq(keeperInvitations.id, invitation.id), isNull(keeperInvitations.acceptedAt), gt(keeperInvitations.expiresAt, now)))
      .returning({ id: keeperInvitations.id });
    if (!claimed) throw conflict(KEEPER_MESSAGES.inviteUsed);
    await tx.insert(postKeepers).values({ postId: invitation.post.id, userId: user.id }).onConflictDoNothing();
    return { blogId: invitation.post.blogId, postId: invitation.post.id };
  });
}
