import type { FastifyInstance } from "fastify";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Locale } from "@kma/core/i18n/locales";
import { LIFETIMES } from "@kma/core/limits";
import { MESSAGES } from "@kma/core/messages";
import { keeperInvitations, posts, type KeeperInvitation, type User } from "../db/schema";
import { forbidden } from "../lib/http-errors";
import { hashToken, randomToken } from "../lib/secret";
import { canInviteKeepers } from "../policies/keeper-policy";
import { findViewablePost } from "./find-viewable-post";
import { keeperInvitationMail } from "./keeper-invitation-mail";
import { isEmailProven } from "./verify-email";

/**
 * The author invites `email` to keep the memorial with them: a fresh single-use link (only its
 * hash stored) mailed in the author's language. Inviting the same address again replaces the
 * pending invitation, so only the newest link works. Only an account whose own address is proven
 * may send one (decision 034): the mail carries the inviter's name to a stranger's inbox, and an
 * account anyone could have signed up with someone else's address must not speak for a family.
 */
export async function inviteKeeper(app: FastifyInstance, user: User, postRef: string, email: string, locale: Locale): Promise<KeeperInvitation> {
  const post = await findViewablePost(app.db, postRef, user);
  if (!canInviteKeepers(user, post)) throw forbidden(MESSAGES.forbidden);
  if (!isEmailProven(user)) throw forbidden(MESSAGES.emailNotVerifiedForInvite);
  const token = randomToken();
  const invitation = await app.db.transaction(async (tx) => {
    await tx
      .delete(keeperInvitations)
      .where(and(eq(keeperInvitations.postId, post.id), isNull(keeperInvitations.acceptedAt), sql`lower(${keeperInvitations.email}) = ${email.toLowerCase()}`));
    const [row] = await tx
      .insert(keeperInvitations)
      .values({
        postId: post.id,
        invitedBy: user.id,
        email,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + LIFETIMES.keeperInviteDays * 86_400_000),
      })
      .returning();
    return row!;
  });
  const [named] = await app.db.select({ firstname: posts.firstname, lastname: posts.lastname }).from(posts).where(eq(posts.id, post.id));
  const name = `${named?.firstname ?? ""} ${named?.lastname ?? ""}`.trim();
  await app.sendMail(keeperInvitationMail(email, user.fullname, name, `${app.config.publicUrl}/keep/${token}`, locale));
  return invitation;
}
