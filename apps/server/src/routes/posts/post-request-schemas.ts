import { z } from "zod";
import { LIMITS } from "@kma/core/limits";

/** Request bodies of the post calls (create-post uses createPostSchema from @kma/core). */

const blogId = z.string().trim().min(1).max(200);

export const getPostSchema = z.object({
  post_id: blogId,
  /** Sent by the edit form; visibility is decided by who asks, not by this flag. */
  draft: z.boolean().optional(),
  /**
   * "edit": the keepers' form load: needs a keeper, counts no read. "again": the signed-in
   * browser's own answer (its `can`) for a page the server rendered for a visitor, whose read was
   * counted then: counts no read.
   */
  mode: z.string().trim().max(20).optional(),
});

export const userWrittenPostsSchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  draft: z.boolean().default(false),
  query: z.string().trim().max(LIMITS.nameMax).default(""),
  deletedDocCount: z.number().int().min(0).max(1_000_000).default(0),
});

export const userWrittenPostCountSchema = userWrittenPostsSchema.pick({ draft: true, query: true });

export const deletePostSchema = z.object({ blog_id: blogId });

/**
 * POST /reveal-phone-number (decision 020): one family number of a memorial. `member` is the
 * surviving member's place in `survivingmembers` (from 0); without it, the funeral contact person's.
 */
export const revealPhoneNumberSchema = z.object({
  blog_id: blogId,
  member: z.number().int().min(0).max(99).optional(),
});
