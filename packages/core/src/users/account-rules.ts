/**
 * A person's own data: the constants of deleting an account, zod-free so the
 * settings screen can use them without pulling zod into the web bundle.
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
