import type { FastifyInstance } from "fastify";
import type { SignupInput } from "@kma/core/users/user-schemas";
import { MESSAGES } from "@kma/core/messages";
import { conflict } from "../lib/http-errors";
import { isUniqueViolation } from "../lib/db-errors";
import { hashPassword } from "../lib/passwords";
import { createUser } from "./create-user";
import { findUserByEmail } from "./find-user";

/** Sign-up by e-mail and password (input already checked by checkSignup). */
export async function createAccount(app: FastifyInstance, { firstname, lastname, email, password }: SignupInput) {
  if (await findUserByEmail(app.db, email)) throw conflict(MESSAGES.emailTaken);
  try {
    return await createUser(app, { fullname: `${firstname} ${lastname}`, email, passwordHash: await hashPassword(password) });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error, "users_email_key")) throw conflict(MESSAGES.emailTaken);
    throw error;
  }
}
