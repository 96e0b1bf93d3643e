import { z } from "zod";

/**
 * The remembrance reminders' answers (docs/api.md "Remembrance reminders"; decision 028, 040):
 * what server/routes/reminders and presenters/reminder-presenter.ts send. See answer-shapes.ts.
 */

/** The memorial a confirmation or unsubscribe link is about: its names and address, nothing of the follower. */
export const reminderMemorialSchema = z.strictObject({
  blog_id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  tamilfirstname: z.string(),
  tamillastname: z.string(),
});
export type ReminderMemorial = z.infer<typeof reminderMemorialSchema>;

/** POST /confirm-follow, /unsubscribe-preview, /unsubscribe. */
export const reminderMemorialAnswerSchema = z.strictObject({ post: reminderMemorialSchema });
export type ReminderMemorialAnswer = z.infer<typeof reminderMemorialAnswerSchema>;

/** POST /follow-memorial: following at once, or a confirmation mailed first (decision 034). */
export const followAnswerSchema = z.strictObject({ following: z.boolean(), confirmation_sent: z.boolean() });
export type FollowAnswer = z.infer<typeof followAnswerSchema>;

/** POST /follow-status. */
export const followStatusAnswerSchema = z.strictObject({ following: z.boolean() });
export type FollowStatusAnswer = z.infer<typeof followStatusAnswerSchema>;

/** POST /unfollow-memorial. */
export const unfollowAnswerSchema = z.strictObject({ following: z.literal(false) });
export type UnfollowAnswer = z.infer<typeof unfollowAnswerSchema>;
