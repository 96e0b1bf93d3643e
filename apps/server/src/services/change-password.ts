import type { FastifyInstance } from "fastify";
import { and, eq, ne } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import { sessions, users, type User } from "../db/schema";
import { badRequest } from "../lib/http-errors";
import { hashPassword, verifyPassword } from "../lib/passwords";

/** Checks the current password, stores the new hash and ends the user's other sessions, in one transaction. */
export async function changePassword(
  app: FastifyInstance,
  user: User,
  keepSessionId: string,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
): Promise<void> {
  if (!user.passwordHash) throw badRequest(MESSAGES.googleAccountNoPassword);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw badRequest(MESSAGES.currentPasswordWrong);
  const passwordHash = await hashPassword(newPassword);
  await app.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, keepSessionId)));
  });
}
