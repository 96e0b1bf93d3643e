import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { isUniqueViolation } from "../lib/db-errors";
import type { GoogleIdentity } from "../lib/google-id-token";
import { createUser } from "./create-user";
import { endEverySession } from "./end-sessions";
import { findUserByEmail } from "./find-user";
import { isEmailProven } from "./verify-email";

/**
 * The account for a verified Google identity: the one already linked to its subject, else the
 * one with its e-mail (now linked: Google vouched for the address), else a new one.
 *
 * Linking by e-mail trusts the account only if its address was proven (decision 034). An
 * unproven account may have been signed up by someone else with this person's address, so
 * before linking, its password is dropped and every session it has is ended: whoever typed the
 * address keeps no way in, and the address's owner, proven by Google now, holds the account.
 */
export async function signInWithGoogle(app: FastifyInstance, identity: GoogleIdentity) {
  for (let attempt = 1; ; attempt++) {
    const existing = await app.db.transaction(async (tx) => {
      let [user] = await tx.select().from(users).where(eq(users.googleSub, identity.sub)).limit(1);
      if (!user) {
        const byEmail = await findUserByEmail(tx, identity.email);
        if (byEmail) {
          const now = new Date();
          const unproven = !isEmailProven(byEmail);
          if (unproven) await endEverySession(tx, byEmail.id);
          [user] = await tx
            .update(users)
            .set({
              googleSub: identity.sub,
              ...(unproven ? { passwordHash: null, emailVerifiedAt: now } : {}),
              updatedAt: now,
            })
            .where(eq(users.id, byEmail.id))
            .returning();
        }
      }
      return user ? { user, token: await app.issueAccessToken(user.id, tx) } : null;
    });
    if (existing) return existing;
    try {
      return await createUser(app, {
        fullname: identity.fullname,
        email: identity.email,
        googleSub: identity.sub,
        profileImg: identity.picture,
        emailVerifiedAt: new Date(),
      });
    } catch (error) {
      // A parallel first sign-in created it a moment ago: the next round finds it.
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}
