import { z } from "zod";
import { type SameShape, stampSchema } from "../answer-shapes";
import { itemActionsSchema, personSchema, postRefSchema } from "../posts/post-answer-shapes";
import type { ContactKind } from "./contact-details";
import { HELD_KINDS, ITEM_STATUSES, MODERATIONS } from "./review-rules";

/**
 * The answers about what visitors leave on a memorial (docs/api.md "Responses"; decision 040):
 * its memory wall, tributes, album and flowers, and the keepers' review of them. What
 * server/presenters (comment, tribute, image-entry, held-item) send. See answer-shapes.ts.
 */

/** A signed-in poster's public profile on a message, reply or tribute; null for a visitor. */
export const posterSchema = z
  .strictObject({ personal_info: z.strictObject({ username: z.string(), profile_img: z.string(), fullname: z.string(), residence: z.string() }) })
  .nullable();
export type Poster = z.infer<typeof posterSchema>;

/**
 * `hidden: true` on an item reports have hidden (decision 026), sent only to its author, the keepers
 * and the admins; absent otherwise. `status` 'held' only ever reaches the item's own author (decision 024).
 */
const reviewMarks = { hidden: z.literal(true).optional(), status: z.enum(ITEM_STATUSES), can: itemActionsSchema };

/** A memorial-wall message or a reply. `children`: the ids of its direct replies, oldest first. */
export const wallMessageSchema = z.strictObject({
  _id: z.string(),
  comment: z.string(),
  commentedAt: stampSchema,
  commenter_first_name: z.string(),
  commenter_last_name: z.string(),
  commenter_residence: z.string(),
  commented_by: posterSchema,
  children: z.array(z.string()),
  childrenLevel: z.number().int(),
  parent: z.string().nullable(),
  blog_id: z.string(),
  ...reviewMarks,
});
export type WallMessage = z.infer<typeof wallMessageSchema>;

export const tributeSchema = z.strictObject({
  _id: z.string(),
  tribute: z.string(),
  tributedAt: stampSchema,
  tributer_first_name: z.string(),
  tributer_last_name: z.string(),
  current_place: z.string(),
  tributed_by: posterSchema,
  ...reviewMarks,
});
export type Tribute = z.infer<typeof tributeSchema>;

/** One album entry: the photos one person added at once. */
export const albumEntrySchema = z.strictObject({
  _id: z.string(),
  image: z.array(z.string()),
  imagedAt: stampSchema,
  imaged_by: z
    .strictObject({
      personal_info: z.strictObject({ username: z.string(), profile_img: z.string(), firstname: z.string(), lastname: z.string(), fullname: z.string() }),
    })
    .nullable(),
  ...reviewMarks,
});
export type AlbumEntry = z.infer<typeof albumEntrySchema>;

/** POST /get-post-comments. */
export const wallMessagesAnswerSchema = z.strictObject({ comments: z.array(wallMessageSchema) });
export type WallMessagesAnswer = z.infer<typeof wallMessagesAnswerSchema>;
/** POST /get-replies. */
export const repliesAnswerSchema = z.strictObject({ replies: z.array(wallMessageSchema) });
export type RepliesAnswer = z.infer<typeof repliesAnswerSchema>;
/** POST /get-post-tributes. */
export const tributesAnswerSchema = z.strictObject({ tributes: z.array(tributeSchema) });
export type TributesAnswer = z.infer<typeof tributesAnswerSchema>;
/** POST /get-post-images. */
export const albumAnswerSchema = z.strictObject({ images: z.array(albumEntrySchema) });
export type AlbumAnswer = z.infer<typeof albumAnswerSchema>;

/** POST /isliked-by-user. */
export const isLikedAnswerSchema = z.strictObject({ result: z.boolean() });
export type IsLikedAnswer = z.infer<typeof isLikedAnswerSchema>;
/** POST /like-post: the state after the call. */
export const likeAnswerSchema = z.strictObject({ liked_by_user: z.boolean() });
export type LikeAnswer = z.infer<typeof likeAnswerSchema>;

const contactKindSchema = z.enum(["link", "phone", "email"]);
const _contactKind: SameShape<z.infer<typeof contactKindSchema>, ContactKind> = true;

/**
 * A held item on the keepers' review list (decision 024): what, who, where, and why it waits.
 * `contact`: what held it whatever the setting; empty when the memorial's 'review' setting did.
 * Never the poster's e-mail or phone number.
 */
export const heldItemSchema = z.strictObject({
  kind: z.enum(HELD_KINDS),
  _id: z.string(),
  text: z.string().nullable(),
  image: z.array(z.string()).nullable(),
  createdAt: stampSchema,
  contact: z.array(contactKindSchema),
  poster: z.strictObject({
    firstname: z.string(),
    lastname: z.string(),
    personal_info: z.strictObject({ username: z.string(), fullname: z.string(), profile_img: z.string() }).nullable(),
  }),
  /** Only a signed-in poster can be trusted. */
  can_trust: z.boolean(),
  blog: postRefSchema,
});
export type HeldItem = z.infer<typeof heldItemSchema>;

/** POST /held-items. */
export const heldItemsAnswerSchema = z.strictObject({ items: z.array(heldItemSchema), totalDocs: z.number().int().min(0) });
export type HeldItemsAnswer = z.infer<typeof heldItemsAnswerSchema>;

/** POST /approve-held-item: `trusted` when the poster is now trusted on the memorial. */
export const approveHeldItemAnswerSchema = z.strictObject({ status: z.literal("done"), trusted: z.boolean() });
export type ApproveHeldItemAnswer = z.infer<typeof approveHeldItemAnswerSchema>;

/** POST /update-post-moderation: the memorial's setting now. */
export const moderationAnswerSchema = z.strictObject({ moderation: z.enum(MODERATIONS) });
export type ModerationAnswer = z.infer<typeof moderationAnswerSchema>;

/** A person the keepers trusted on a memorial, and since when. */
export const trustedPersonSchema = personSchema.extend({ trusted_at: stampSchema });
export type TrustedPerson = z.infer<typeof trustedPersonSchema>;

/** POST /trusted-people. */
export const trustedPeopleAnswerSchema = z.strictObject({ people: z.array(trustedPersonSchema) });
export type TrustedPeopleAnswer = z.infer<typeof trustedPeopleAnswerSchema>;
