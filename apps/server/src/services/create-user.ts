import type { FastifyInstance } from "fastify";
import { users, type User } from "../db/schema";
import { avatarUrl } from "../lib/avatar";
import { isUniqueViolation } from "../lib/db-errors";
import { uniqueUsername, usernameFromEmail } from "./unique-username";

export type NewUser = {
  fullname: string;
  email: string;
  passwordHash?: string | null;
  googleSub?: string | null;
  profileImg?: string | null;
  /** Set only when the address is proven as the account is made (Google vouched for it; decision 034). */
  emailVerifiedAt?: Date | null;
};

/**
 * Inserts the account and its first session in one transaction. The username comes from
 * the e-mail; if another sign-up takes it between the check and the insert, we pick again.
 * Any other unique violation (e-mail, Google subject) is the caller's to answer.
 */
export async function createUser(app: FastifyInstance, values: NewUser): Promise<{ user: User; token: string }> {
  const base = usernameFromEmail(values.email);
  for (let attempt = 1; ; attempt++) {
    const username = await uniqueUsername(app.db, base);
    try {
      return await app.db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ ...values, username, profileImg: values.profileImg || avatarUrl(username) })
          .returning();
        return { user, token: await app.issueAccessToken(user.id, tx) };
      });
    } catch (error) {
      if (attempt < 5 && isUniqueViolation(error, "users_username_key")) continue;
      throw error;
    }
  }
}
