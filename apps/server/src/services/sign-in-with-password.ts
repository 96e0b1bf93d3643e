import type { FastifyInstance } from "fastify";
import { MESSAGES } from "@kma/core/messages";
import { badRequest } from "../lib/http-errors";
import { hashPassword, verifyPassword } from "../lib/passwords";
import { findUserByEmail } from "./find-user";

// Verified against when the e-mail is unknown, so both failures take about as long.
let decoyHash: Promise<string> | undefined;

/**
 * One message for a wrong e-mail and a wrong password. It is a 400, not a 401: the web
 * app treats a 401 as "your session ended" and would sign the visitor out.
 */
export async function signInWithPassword(app: FastifyInstance, email: string, password: string) {
  const user = await findUserByEmail(app.db, email);
  if (user && !user.passwordHash) throw badRequest(MESSAGES.googleAccountUseGoogle);
  const ok = await verifyPassword(user?.passwordHash ?? (await (decoyHash ??= hashPassword("Decoy-password-1"))), password);
  if (!user || !ok) throw badRequest(MESSAGES.wrongCredentials);
  return { user, token: await app.issueAccessToken(user.id) };
}
