import { z } from "zod";

/**
 * A person's own data (issue 11): deleting the account. Shapes here; the server checks the
 * password or the fresh sign-in (apps/server/src/services/delete-account.ts).
 */

/** What happens to the person's messages, tributes and album photos on other families' memorials. */
export const LEFT_MESSAGES_CHOICES = ["keep", "delete"] as const;
export type LeftMessagesChoice = (typeof LEFT_MESSAGES_CHOICES)[number];

/** The name shown instead of a deleted account's on what it left behind ("keep"). Stored as the poster's name. */
export const FORMER_MEMBER_NAME = "Former member";

/**
 * An account without a password (Google only) confirms deletion by having signed in this
 * recently: the session the request comes from must be at most this old (decision 021).
 */
export const FRESH_SIGN_IN_MINUTES = 10;

export const deleteAccountSchema = z.object({
  /** Required for accounts with a password; ignored for Google-only accounts. */
  password: z.string().max(200).optional().default(""),
  messages: z.enum(LEFT_MESSAGES_CHOICES),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
