import { z } from "zod";
import { LIMITS } from "@kma/core/limits";
import { MESSAGES } from "@kma/core/messages";
import { checkComment, checkNotificationReply, commentsObjSchema } from "@kma/core/engagement/engagement-schemas";
import type { User } from "../../db/schema";
import { assertValid, badRequest, unauthorized } from "../../lib/http-errors";
import type { AddCommentInput } from "../../services/add-comment";

/** Request bodies of the memorial (comment) calls. `blog_author` is accepted and ignored: the post names its author. */

/** An optional entity id; "" and null (what some clients send for "none") mean absent. */
export const optionalId = z.preprocess((value) => (value === "" || value === null ? undefined : value), z.guid().optional());
export const skipField = z.number().int().min(0).max(1_000_000).default(0);
/** A post named by its `_id` or its `blog_id` slug. */
export const postRefField = z.string().trim().min(1).max(200);

export const addCommentSchema = z.object({
  _id: z.guid(),
  commentsObj: commentsObjSchema.optional(),
  /** The notifications-screen variant sends the text alone. */
  comment: z.string().trim().max(LIMITS.commentMax).optional(),
  replying_to: optionalId,
  notification_id: optionalId,
});
export type AddCommentBody = z.infer<typeof addCommentSchema>;

export const getPostCommentsSchema = z.object({ blog_id: postRefField, skip: skipField });
export const getRepliesSchema = z.object({ _id: z.guid(), skip: skipField });
export const deleteCommentSchema = z.object({ _id: z.guid() });

/**
 * Validates an add-comment body and turns it into the service's input. Two shapes:
 * the memorial form (`commentsObj`: every visitor field for an anonymous poster, only the
 * text for a signed-in one) and the reply from the notifications screen (`comment` alone,
 * signed in, `replying_to` required).
 */
export function toAddCommentInput(user: User | null, body: AddCommentBody): AddCommentInput {
  const target = { postId: body._id, replyingTo: body.replying_to ?? null, notificationId: body.notification_id ?? null };
  if (body.commentsObj === undefined && body.comment !== undefined) {
    if (!user) throw unauthorized(MESSAGES.unauthorized);
    assertValid(checkNotificationReply(body.comment));
    if (target.replyingTo === null) throw badRequest(MESSAGES.replyTargetRequired);
    return { ...target, comment: body.comment, firstName: "", lastName: "", email: "", mobileNumber: "", currentPlace: "" };
  }
  if (body.commentsObj === undefined) throw badRequest("commentsObj is required");
  const c = body.commentsObj;
  assertValid(checkComment(c, { signedIn: user !== null }));
  return {
    ...target,
    comment: c.comment,
    firstName: c.commenterFirstName,
    lastName: c.commenterLastName,
    email: c.email,
    mobileNumber: c.mobileNumber,
    currentPlace: c.currentPlace,
  };
}
