import { z } from "zod";
import { stampSchema } from "../answer-shapes";
import { NOTIFICATION_TYPES } from "../enums";
import { postRefSchema } from "../posts/post-answer-shapes";

/**
 * The notifications' answers (docs/api.md "Responses"; decision 040): what
 * server/presenters/notification-presenter.ts sends. See answer-shapes.ts.
 */

const messageRefSchema = z.strictObject({ _id: z.string(), comment: z.string() }).nullable();

/**
 * One notification. `seen`: whether it had been seen before this page was fetched (fetching marks
 * it seen). `user`: the signed-in actor; `user_without_auth`: the name an anonymous visitor gave.
 */
export const notificationSchema = z.strictObject({
  _id: z.string(),
  seen: z.boolean(),
  type: z.enum(NOTIFICATION_TYPES),
  createdAt: stampSchema,
  user: z.strictObject({ personal_info: z.strictObject({ username: z.string(), fullname: z.string(), profile_img: z.string() }) }).nullable(),
  user_without_auth: z.strictObject({ firstname: z.string(), lastname: z.string() }).nullable(),
  blog: postRefSchema,
  /** The message or reply that caused it. */
  comment: messageRefSchema,
  /** The recipient's own answer, written from the notifications screen. */
  reply: messageRefSchema,
  /** For a reply: the recipient's message that was answered. */
  replied_on_comment: messageRefSchema,
  tribute: z.strictObject({ _id: z.string(), tribute: z.string() }).nullable(),
  image: z.strictObject({ _id: z.string(), image: z.array(z.string()) }).nullable(),
  /** Whether the recipient may delete `comment` (only on their own memorial). */
  can_delete_comment: z.boolean(),
  /** Type 'review' only: how many items wait on the memorial (decision 024), never their words. */
  held_count: z.number().int().min(0).optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** POST /notifications. */
export const notificationsAnswerSchema = z.strictObject({ notifications: z.array(notificationSchema) });
export type NotificationsAnswer = z.infer<typeof notificationsAnswerSchema>;

/** GET /new-notification. */
export const newNotificationAnswerSchema = z.strictObject({ new_notification_available: z.boolean() });
export type NewNotificationAnswer = z.infer<typeof newNotificationAnswerSchema>;
