import type { FastifyInstance } from "fastify";
import type { Locale } from "@kma/core/i18n/locales";
import type { SignupInput } from "@kma/core/users/user-schemas";
import { MESSAGES } from "@kma/core/messages";
import { conflict } from "../lib/http-errors";
import { isUniqueViolation } from "../lib/db-errors";
import { hashPassword } from "../lib/passwords";
import { createUser } from "./create-user";
import { findUserByEmail } from "./find-user";
import { sendVerificationMail } from "./verify-email";

/**
 * Sign-up by e-mail and password (input already checked by checkSignup). The account works at
 * once, but its address is unproven until the mailed link is opened (decision 034): anyone can
 * type anyone's address here.
 */
export async function createAccount(app: FastifyInstance, { firstname, lastname, email, password }: SignupInput, locale: Locale = "en") {
  if (await findUserByEmail(app.db, email)) throw conflict(MESSAGES.emailTaken);
  let created;
  try {
    created = await createUser(app, { fullname: `${firstname} ${lastname}`, email, passwordHash: await hashPassword(password) });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error, "users_email_key")) throw conflict(MESSAGES.emailTaken);
    throw error;
  }
  // The account exists either way: a mail server that fails now must not make sign-up look failed
  // (the person can send the link again from the app).
  await sendVerificationMail(app, created.user, locale).catch((error: unknown) => {
    app.log.error({ err: error, userId: created.user.id }, "verification mail not sent");
  });
  return created;
}
