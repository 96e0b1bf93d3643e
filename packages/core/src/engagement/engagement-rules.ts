import { MESSAGES } from "../messages";
import { firstError, isBlank, isEmail, isValidMobile } from "../rules";
import type { CommentsObj, TributesObj } from "./engagement-shapes";

/** The memorial, tribute and reply form rules, free of zod so the web bundle stays small. */

type VisitorDetails = { text: string; firstName: string; lastName: string; email: string; mobileNumber: string; currentPlace: string };
function checkVisitorForm(emptyTextMessage: string, v: VisitorDetails) {
  return firstError([
    [isBlank(v.text), emptyTextMessage],
    [isBlank(v.firstName), MESSAGES.commenterFirstNameRequired],
    [isBlank(v.lastName), MESSAGES.commenterLastNameRequired],
    [isBlank(v.email), MESSAGES.commenterEmailRequired],
    [!isEmail(v.email), MESSAGES.commenterEmailInvalid],
    [isBlank(v.mobileNumber), MESSAGES.commenterMobileRequired],
    [!isValidMobile(v.mobileNumber), MESSAGES.commenterMobileInvalid],
    [isBlank(v.currentPlace), MESSAGES.commenterPlaceRequired],
  ]);
}

/**
 * Who is posting. A signed-in poster's name and place come from their account (docs/spec.md
 * section 6: "the poster's profile info is attached"), so only the text is required of them.
 */
export type PosterOptions = { signedIn?: boolean };

/** Memorial form, in docs/spec.md section 5's order. */
export function checkComment(c: CommentsObj, { signedIn = false }: PosterOptions = {}) {
  if (signedIn) return firstError([[isBlank(c.comment), MESSAGES.commentRequired]]);
  return checkVisitorForm(MESSAGES.commentRequired, {
    text: c.comment,
    firstName: c.commenterFirstName,
    lastName: c.commenterLastName,
    email: c.email,
    mobileNumber: c.mobileNumber,
    currentPlace: c.currentPlace,
  });
}

/** Tribute form: the same checks, its own first message. */
export function checkTribute(t: TributesObj, { signedIn = false }: PosterOptions = {}) {
  if (signedIn) return firstError([[isBlank(t.tribute), MESSAGES.tributeRequired]]);
  return checkVisitorForm(MESSAGES.tributeRequired, {
    text: t.tribute,
    firstName: t.tributerFirstName,
    lastName: t.tributerLastName,
    email: t.email,
    mobileNumber: t.mobileNumber,
    currentPlace: t.currentPlace,
  });
}

/** A reply written from the notifications screen needs only its text. */
export function checkNotificationReply(comment: string) {
  return firstError([[isBlank(comment), MESSAGES.replyRequired]]);
}
