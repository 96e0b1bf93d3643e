import { FRESH_SIGN_IN_MINUTES } from "@kma/core/users/account-rules";
import type { User } from "../db/schema";

/** Who may delete an account: only its owner, confirmed (decision 021). */

/** An account with a password confirms with it; a Google-only account by a recent sign-in instead. */
export const confirmsWithPassword = (user: Pick<User, "passwordHash">): boolean => user.passwordHash !== null;

/** The request's session began at most FRESH_SIGN_IN_MINUTES ago: the person has just proved who they are to Google. */
export const isFreshSignIn = (sessionCreatedAt: Date, now = new Date()): boolean =>
  now.getTime() - sessionCreatedAt.getTime() <= FRESH_SIGN_IN_MINUTES * 60_000;
