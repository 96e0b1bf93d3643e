import type { FastifyInstance } from "fastify";
import { and, eq, gt, isNull } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import { passwordResets, sessions, users } from "../db/schema";
import { badRequest } from "../lib/http-errors";
import { hashPassword } from "../lib/passwords";
import { hashToken } from "../lib/secret";
import { markEmailProven } from "./verify-email";

/**
 * Sets the new password from a reset link, in one transaction: claims the token (unused and
 * unexpired, so it works once), stores the hash, ends every session of the user and retires
 * any other reset link still out. The link came by mail to the account's address, so using it
 * also proves that address (decision 034).
 */
export async function resetPassword(app: FastifyInstance, token: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  const done = await app.db.transaction(async (tx) => {
    const now = new Date();
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    if (!claimed) return false;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, claimed.userId));
    await markEmailProven(tx, claimed.userId);
    await tx.delete(sessions).where(eq(sessions.userId, claimed.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
    return true;
  });
  if (!done) throw badRequest(MESSAGES.resetLinkInvalid);
}
