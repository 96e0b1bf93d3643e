import type { FastifyInstance } from "fastify";
import { and, eq, isNull } from "drizzle-orm";
import { KEEPER_MESSAGES } from "@kma/core/keepers/keeper-messages";
import { MESSAGES } from "@kma/core/messages";
import { keeperInvitations, posts, type User } from "../db/schema";
import { forbidden, notFound } from "../lib/http-errors";
import { canInviteKeepers } from "../policies/keeper-policy";
import { keeperIdsOf } from "./post-keepers";

/** The author withdraws a pending invitation: the row goes, so its link is unknown from now on. */
export async function revokeKeeperInvitation(app: FastifyInstance, user: User, invitationId: string): Promise<void> {
  const [found] = await app.db
    .select({ id: keeperInvitations.id, authorId: posts.authorId, keeperIds: keeperIdsOf(posts.id) })
    .from(keeperInvitations)
    .innerJoin(posts, eq(posts.id, keeperInvitations.postId))
    .where(and(eq(keeperInvitations.id, invitationId), isNull(keeperInvitations.acceptedAt)))
    .limit(1);
  if (!found) throw notFound(KEEPER_MESSAGES.invitationNotFound);
  if (!canInviteKeepers(user, found)) throw forbidden(MESSAGES.forbidden);
  await app.db.delete(keeperInvitations).where(eq(keeperInvitations.id, found.id));
}
