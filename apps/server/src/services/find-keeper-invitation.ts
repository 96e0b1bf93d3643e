import { eq } from "drizzle-orm";
import { KEEPER_MESSAGES } from "@kma/core/keepers/keeper-messages";
import type { Db, Tx } from "../db/client";
import { keeperInvitations, posts, users } from "../db/schema";
import { conflict, HttpError, notFound } from "../lib/http-errors";
import { hashToken } from "../lib/secret";

/**
 * The invitation a link's token names, while it can still be accepted. An unknown or revoked
 * token is a 404, a used one a 409, an expired one a 410: each with a sentence the accept
 * page shows as it is.
 */
export async function findOpenKeeperInvitation(db: Db | Tx, token: string) {
  const [row] = await db
    .select({
      id: keeperInvitations.id,
      acceptedAt: keeperInvitations.acceptedAt,
      expiresAt: keeperInvitations.expiresAt,
      post: {
        id: posts.id,
        blogId: posts.blogId,
        firstname: posts.firstname,
        lastname: posts.lastname,
        tamilfirstname: posts.tamilfirstname,
        tamillastname: posts.tamillastname,
        profilebanner: posts.profilebanner,
      },
      inviter: { username: users.username, fullname: users.fullname },
    })
    .from(keeperInvitations)
    .innerJoin(posts, eq(posts.id, keeperInvitations.postId))
    .innerJoin(users, eq(users.id, keeperInvitations.invitedBy))
    .where(eq(keeperInvitations.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw notFound(KEEPER_MESSAGES.inviteInvalid);
  if (row.acceptedAt) throw conflict(KEEPER_MESSAGES.inviteUsed);
  if (row.expiresAt <= new Date()) throw new HttpError(410, KEEPER_MESSAGES.inviteExpired);
  return row;
}

export type OpenKeeperInvitation = Awaited<ReturnType<typeof findOpenKeeperInvitation>>;
