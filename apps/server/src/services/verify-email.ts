import type { FastifyInstance } from "fastify";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Locale } from "@kma/core/i18n/locales";
import { LIFETIMES } from "@kma/core/limits";
import { MESSAGES } from "@kma/core/messages";
import { emailVerifications, users, type User } from "../db/schema";
import type { Db, Tx } from "../db/client";
import { badRequest } from "../lib/http-errors";
import { hashToken, randomToken } from "../lib/secret";
import { verifyEmailMail } from "./verify-email-mail";

/** Whether the account's address has been proven (decision 034): the one test every trusting caller uses. */
export const isEmailProven = (user: Pick<User, "emailVerifiedAt">) => user.emailVerifiedAt !== null;

/** Records that the account reads mail at its address; the first proof's time is kept. */
export async function markEmailProven(db: Db | Tx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
}

/**
 * Mails a fresh link that proves the account's address (only the token's hash is stored). Earlier
 * links keep working until they expire, so the person can open whichever mail they find first.
 */
export async function sendVerificationMail(app: FastifyInstance, user: Pick<User, "id" | "email" | "fullname">, locale: Locale = "en"): Promise<void> {
  const token = randomToken();
  await app.db.insert(emailVerifications).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + LIFETIMES.emailVerifyDays * 86_400_000),
  });
  await app.sendMail(verifyEmailMail(user, `${app.config.publicUrl}/verify-email/${token}`, locale));
}

/**
 * Opening the mailed link proves the address. A link opened again before it expires answers the
 * same (a mail scanner may have opened it first); proving twice changes nothing. An unknown or
 * expired link is a 400 with a sentence that says where to get a new one.
 */
export async function verifyEmail(app: FastifyInstance, token: string): Promise<{ username: string }> {
  const proven = await app.db.transaction(async (tx) => {
    const now = new Date();
    const [link] = await tx
      .update(emailVerifications)
      .set({ usedAt: sql`coalesce(${emailVerifications.usedAt}, now())` })
      .where(and(eq(emailVerifications.tokenHash, hashToken(token)), gt(emailVerifications.expiresAt, now)))
      .returning({ userId: emailVerifications.userId });
    if (!link) return null;
    await markEmailProven(tx, link.userId);
    const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, link.userId));
    return user ?? null;
  });
  if (!proven) throw badRequest(MESSAGES.emailVerifyLinkInvalid);
  return proven;
}
