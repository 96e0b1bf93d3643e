import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { isUniqueViolation } from "../lib/db-errors";
import type { GoogleIdentity } from "../lib/google-id-token";
import { createUser } from "./create-user";
import { findUserByEmail } from "./find-user";

/**
 * The account for a verified Google identity: the one already linked to its subject, else
 * the one with its e-mail (now linked: Google vouched for the address), else a new one.
 */
export async function signInWithGoogle(app: FastifyInstance, identity: GoogleIdentity) {
  for (let attempt = 1; ; attempt++) {
    const existing = await app.db.transaction(async (tx) => {
      let [user] = await tx.select().from(users).where(eq(users.googleSub, identity.sub)).limit(1);
      if (!user) {
        const byEmail = await findUserByEmail(tx, identity.email);
        if (byEmail) [user] = await tx.update(users).set({ googleSub: identity.sub, updatedAt: new Date() }).where(eq(users.id, byEmail.id)).returning();
      }
      return user ? { user, token: await app.issueAccessToken(user.id, tx) } : null;
    });
    if (existing) return existing;
    try {
      return await createUser(app, { fullname: identity.fullname, email: identity.email, googleSub: identity.sub, profileImg: identity.picture });
    } catch (error) {
      // A parallel first sign-in created it a moment ago: the next round finds it.
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}
