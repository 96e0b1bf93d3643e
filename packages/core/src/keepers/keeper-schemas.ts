import { z } from "zod";
import { LIMITS } from "../limits";

/** Request bodies of the co-keeper calls (docs/api.md "Co-keepers"). */

const blogId = z.string().trim().min(1).max(200);
const token = z.string().trim().min(1).max(200);

export const inviteKeeperSchema = z.object({ post_id: blogId, email: z.string().trim().max(LIMITS.emailMax) });
export type InviteKeeperInput = z.infer<typeof inviteKeeperSchema>;

export const postKeepersSchema = z.object({ post_id: blogId });
export const revokeKeeperInvitationSchema = z.object({ _id: z.guid() });
export const removeKeeperSchema = z.object({ post_id: blogId, user_id: z.guid() });
export const keeperInvitationSchema = z.object({ token });
export const keptPostsSchema = z.object({ page: z.number().int().min(1).max(100_000).default(1) });
