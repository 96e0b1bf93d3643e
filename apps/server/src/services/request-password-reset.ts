import type { FastifyInstance } from "fastify";
import type { Locale } from "@kma/core/i18n/locales";
import { LIFETIMES } from "@kma/core/limits";
import { passwordResets } from "../db/schema";
import { hashToken, randomToken } from "../lib/secret";
import { findUserByEmail } from "./find-user";
import { resetPasswordMail } from "./reset-password-mail";

/**
 * Mails a single-use reset link when the address has an account (Google-only accounts may
 * set a password this way too). Only the token's hash is stored. Says nothing either way:
 * the route answers the same sentence. The mail is written in the asker's language.
 */
export async function requestPasswordReset(app: FastifyInstance, email: string, locale: Locale = "en"): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user) return;
  const token = randomToken();
  await app.db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + LIFETIMES.resetTokenMinutes * 60_000),
  });
  await app.sendMail(resetPasswordMail(user, `${app.config.publicUrl}/resetpassword/${token}`, locale));
}
