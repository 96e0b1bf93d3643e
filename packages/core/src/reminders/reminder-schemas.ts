import { z } from "zod";
import { LIMITS } from "../limits";

/** Request bodies of the remembrance-reminder calls (docs/api.md "Remembrance reminders"). */

const blogId = z.string().trim().min(1).max(200);
const token = z.string().trim().min(1).max(200);

/** Signed in, the account's address is used and `email` is ignored; signed out, `email` is needed. */
export const followMemorialSchema = z.object({ post_id: blogId, email: z.string().trim().max(LIMITS.emailMax).optional() });
export type FollowMemorialInput = z.infer<typeof followMemorialSchema>;

export const followStatusSchema = z.object({ post_id: blogId });
export const reminderTokenSchema = z.object({ token });
