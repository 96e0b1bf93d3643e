import type { z } from "zod";
import {
  clientConfigAnswerSchema,
  doneAnswerSchema,
  healthAnswerSchema,
  totalDocsAnswerSchema,
  uploadUrlAnswerSchema,
  uploadedPhotoAnswerSchema,
} from "./answer-shapes";
import {
  albumAnswerSchema,
  albumEntrySchema,
  approveHeldItemAnswerSchema,
  heldItemsAnswerSchema,
  isLikedAnswerSchema,
  likeAnswerSchema,
  moderationAnswerSchema,
  repliesAnswerSchema,
  tributeSchema,
  tributesAnswerSchema,
  trustedPeopleAnswerSchema,
  wallMessageSchema,
  wallMessagesAnswerSchema,
} from "./engagement/engagement-answer-shapes";
import {
  acceptKeeperInvitationAnswerSchema,
  inviteKeeperAnswerSchema,
  keeperInvitationAnswerSchema,
  keeperStatusAnswerSchema,
  keptPostsAnswerSchema,
  postKeepersAnswerSchema,
} from "./keepers/keeper-answer-shapes";
import { newNotificationAnswerSchema, notificationsAnswerSchema } from "./notifications/notification-answer-shapes";
import {
  createPostAnswerSchema,
  getPostAnswerSchema,
  ownPostCardsAnswerSchema,
  postCardsAnswerSchema,
  revealPhoneNumberAnswerSchema,
  searchPostsCountAnswerSchema,
  upcomingRemembrancesAnswerSchema,
} from "./posts/post-answer-shapes";
import { followAnswerSchema, followStatusAnswerSchema, reminderMemorialAnswerSchema, unfollowAnswerSchema } from "./reminders/reminder-answer-shapes";
import { reportAnswerSchema, reportedItemsAnswerSchema } from "./reports/report-answer-shapes";
import {
  accountDeletedAnswerSchema,
  emailVerifiedAnswerSchema,
  messageAnswerSchema,
  passwordChangedAnswerSchema,
  sessionAnswerSchema,
  signedOutAnswerSchema,
  signedOutEverywhereAnswerSchema,
  updateProfileAnswerSchema,
  updateProfileImgAnswerSchema,
  userCardsAnswerSchema,
  userProfileSchema,
  verificationSentAnswerSchema,
} from "./users/user-answer-shapes";

/**
 * Every JSON call of the API and the schema of its success answer, by "METHOD /path" as the
 * server registers it under /api (decision 040). The server's routes declare these very schemas
 * (a test walks the routes and checks each against this list, both ways), and the web app's
 * apiFetch takes its answer's type from here by path, so neither side can name a shape the other
 * does not. The web app imports this module as types only.
 */
export const API_ANSWERS = {
  "GET /health": healthAnswerSchema,
  "GET /config": clientConfigAnswerSchema,

  "POST /signup": sessionAnswerSchema,
  "POST /signin": sessionAnswerSchema,
  "POST /google-auth": sessionAnswerSchema,
  "POST /forgotpassword": messageAnswerSchema,
  "POST /resetpassword": messageAnswerSchema,
  "POST /change-password": passwordChangedAnswerSchema,
  "POST /signout": signedOutAnswerSchema,
  "POST /signout-everywhere": signedOutEverywhereAnswerSchema,
  "POST /verify-email": emailVerifiedAnswerSchema,
  "POST /resend-verification-email": verificationSentAnswerSchema,
  "POST /delete-account": accountDeletedAnswerSchema,

  "POST /get-profile": userProfileSchema,
  "POST /update-profile": updateProfileAnswerSchema,
  "POST /update-profile-img": updateProfileImgAnswerSchema,
  "POST /search-users": userCardsAnswerSchema,

  "GET /new-notification": newNotificationAnswerSchema,
  "POST /notifications": notificationsAnswerSchema,
  "POST /all-notifications-count": totalDocsAnswerSchema,
  "POST /delete-notification": doneAnswerSchema,

  "POST /create-post": createPostAnswerSchema,
  "POST /get-post": getPostAnswerSchema,
  "POST /reveal-phone-number": revealPhoneNumberAnswerSchema,
  "POST /user-written-posts": ownPostCardsAnswerSchema,
  "POST /user-written-post-count": totalDocsAnswerSchema,
  "POST /delete-post": doneAnswerSchema,

  "POST /latest-posts": postCardsAnswerSchema,
  "POST /all-latest-posts-count": totalDocsAnswerSchema,
  "GET /posts/upcoming-remembrances": upcomingRemembrancesAnswerSchema,
  "GET /most-engaged-posts": postCardsAnswerSchema,
  "POST /search-posts": postCardsAnswerSchema,
  "POST /search-posts-count": searchPostsCountAnswerSchema,

  "GET /get-upload-url": uploadUrlAnswerSchema,
  "PUT /uploads/:key": uploadedPhotoAnswerSchema,

  "POST /add-comment": wallMessageSchema,
  "POST /get-post-comments": wallMessagesAnswerSchema,
  "POST /get-replies": repliesAnswerSchema,
  "POST /delete-comment": doneAnswerSchema,
  "POST /add-tribute": tributeSchema,
  "POST /get-post-tributes": tributesAnswerSchema,
  "POST /delete-tribute": doneAnswerSchema,
  "POST /add-memorial-images": albumEntrySchema,
  "POST /get-post-images": albumAnswerSchema,
  "POST /delete-image": doneAnswerSchema,
  "POST /isliked-by-user": isLikedAnswerSchema,
  "POST /like-post": likeAnswerSchema,

  "POST /held-items": heldItemsAnswerSchema,
  "POST /approve-held-item": approveHeldItemAnswerSchema,
  "POST /reject-held-item": doneAnswerSchema,
  "POST /update-post-moderation": moderationAnswerSchema,
  "POST /trusted-people": trustedPeopleAnswerSchema,
  "POST /untrust-person": doneAnswerSchema,

  "POST /report": reportAnswerSchema,
  "POST /reports": reportedItemsAnswerSchema,
  "POST /report-action": doneAnswerSchema,
  "POST /admin/reports": reportedItemsAnswerSchema,

  "POST /invite-keeper": inviteKeeperAnswerSchema,
  "POST /post-keepers": postKeepersAnswerSchema,
  "POST /keeper-status": keeperStatusAnswerSchema,
  "POST /revoke-keeper-invitation": doneAnswerSchema,
  "POST /remove-keeper": doneAnswerSchema,
  "POST /keeper-invitation": keeperInvitationAnswerSchema,
  "POST /accept-keeper-invitation": acceptKeeperInvitationAnswerSchema,
  "POST /kept-posts": keptPostsAnswerSchema,

  "POST /follow-memorial": followAnswerSchema,
  "POST /follow-status": followStatusAnswerSchema,
  "POST /unfollow-memorial": unfollowAnswerSchema,
  "POST /confirm-follow": reminderMemorialAnswerSchema,
  "POST /unsubscribe-preview": reminderMemorialAnswerSchema,
  "POST /unsubscribe": reminderMemorialAnswerSchema,
  "POST /unsubscribe/one-click/:token": doneAnswerSchema,
} as const;

export type ApiCall = keyof typeof API_ANSWERS;

/** The path of a call ("/get-post" of "POST /get-post"). */
type PathOf<Call> = Call extends `${string} ${infer Path}` ? Path : never;
export type ApiPath = PathOf<ApiCall>;

/** What a successful call of `Path` answers, as the web app reads it. */
export type ApiAnswer<Path extends ApiPath> = z.infer<(typeof API_ANSWERS)[Extract<ApiCall, `${string} ${Path}`>]>;
