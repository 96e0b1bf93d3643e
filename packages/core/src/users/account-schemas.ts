import { z } from "zod";
import { LEFT_MESSAGES_CHOICES } from "./account-rules";

/** The body of POST /delete-account; the server checks the password or the fresh sign-in. */
export const deleteAccountSchema = z.object({
  /** Required for accounts with a password; ignored for Google-only accounts. */
  password: z.string().max(200).optional().default(""),
  messages: z.enum(LEFT_MESSAGES_CHOICES),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
