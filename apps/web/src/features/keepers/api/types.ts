/**
 * The co-keeper calls' answers are the server's contract (packages/core keeper-answer-shapes.ts,
 * decision 040; docs/api.md "Co-keepers"), named here as this feature's pages know them.
 */
export type { CoKeeper, InvitationPreview, KeeperInvitation, PostKeepersAnswer as PostKeepers } from "@kma/core/keepers/keeper-answer-shapes";
/** A memorial in the "Kept with family" list: a card, with draft and updatedAt. */
export type { OwnPostCard as KeptPost } from "@kma/core/posts/post-answer-shapes";

export const personName = (post: { firstname: string; lastname: string }) => `${post.firstname} ${post.lastname}`.trim();
