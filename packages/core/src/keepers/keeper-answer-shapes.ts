import { z } from "zod";
import { stampSchema } from "../answer-shapes";
import { ownPostCardSchema, personSchema, viewerSchema } from "../posts/post-answer-shapes";

/**
 * The co-keepers' answers (docs/api.md "Co-keepers"; decision 025, 040): what
 * server/presenters/keeper-presenter.ts sends. Names only for keepers; an invitation's e-mail
 * address only in the author's answer. See answer-shapes.ts.
 */

export const keeperInvitationSchema = z.strictObject({
  _id: z.string(),
  email: z.string(),
  invitedAt: stampSchema,
  expiresAt: stampSchema,
  expired: z.boolean(),
});
export type KeeperInvitation = z.infer<typeof keeperInvitationSchema>;

/** A co-keeper, and since when. */
export const coKeeperSchema = personSchema.extend({ added_at: stampSchema });
export type CoKeeper = z.infer<typeof coKeeperSchema>;

/** POST /post-keepers: `invitations` only in the author's answer ([] for a co-keeper). */
export const postKeepersAnswerSchema = z.strictObject({
  post: z.strictObject({ blog_id: z.string(), firstname: z.string(), lastname: z.string() }),
  author: personSchema,
  keepers: z.array(coKeeperSchema),
  invitations: z.array(keeperInvitationSchema),
  viewer: viewerSchema,
});
export type PostKeepersAnswer = z.infer<typeof postKeepersAnswerSchema>;

/** POST /keeper-status. */
export const keeperStatusAnswerSchema = viewerSchema;
export type KeeperStatusAnswer = z.infer<typeof keeperStatusAnswerSchema>;

/** POST /invite-keeper. */
export const inviteKeeperAnswerSchema = z.strictObject({ invitation: keeperInvitationSchema });
export type InviteKeeperAnswer = z.infer<typeof inviteKeeperAnswerSchema>;

/** What an invitation link shows before it is accepted. */
export const invitationPreviewSchema = z.strictObject({
  post: z.strictObject({
    blog_id: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    tamilfirstname: z.string(),
    tamillastname: z.string(),
    profilebanner: z.string(),
  }),
  invited_by: z.strictObject({ username: z.string(), fullname: z.string() }),
  expiresAt: stampSchema,
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /keeper-invitation. */
export const keeperInvitationAnswerSchema = z.strictObject({ invitation: invitationPreviewSchema });
export type KeeperInvitationAnswer = z.infer<typeof keeperInvitationAnswerSchema>;

/** POST /accept-keeper-invitation: the memorial the caller now keeps. */
export const acceptKeeperInvitationAnswerSchema = z.strictObject({ blog_id: z.string() });
export type AcceptKeeperInvitationAnswer = z.infer<typeof acceptKeeperInvitationAnswerSchema>;

/** POST /kept-posts: the memorials the caller keeps with their family. */
export const keptPostsAnswerSchema = z.strictObject({ blogs: z.array(ownPostCardSchema), totalDocs: z.number().int().min(0) });
export type KeptPostsAnswer = z.infer<typeof keptPostsAnswerSchema>;
