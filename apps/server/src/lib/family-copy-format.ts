import { z } from "zod";
import { postFieldsSchema } from "@kma/core/posts/post-schemas";
import { POST_VISIBILITIES } from "@kma/core/enums";
import { LIMITS } from "@kma/core/limits";
import { SHIPPED_IMAGE } from "./shipped-images";

/**
 * memorial.json of the family's own copy (decision 029): what the export writes and
 * the import reads back. `version` changes when a field changes meaning; an importer refuses a
 * version it does not know rather than guessing.
 */
export const FAMILY_COPY_FORMAT = "keep-memories-alive/family-copy";
export const FAMILY_COPY_VERSION = 1;

/** A photo file inside the ZIP: `photos/<upload key>.<ext>`, nothing else (no folders, no dots). */
export const PHOTO_FILE = /^photos\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(jpg|png|webp|gif)$/;
export const PHOTO_EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "image/gif": "gif" };

const isoDate = z.iso.datetime({ offset: true });
const name = z.string().max(LIMITS.nameMax * 2);
const photoFile = z.string().regex(PHOTO_FILE);
/** A post's image: a photo in the ZIP, none, or one every instance ships (kept as its path). */
const postImage = z.union([photoFile, z.literal(""), z.string().regex(SHIPPED_IMAGE)]);

export const familyCopyPhotoSchema = z.object({
  file: photoFile,
  /** The address the photo had on the site it came from (for reference only). */
  url: z.string().max(LIMITS.urlMax),
  content_type: z.enum(["image/jpeg", "image/png", "image/webp", "image/gif"]),
  size: z.number().int().nonnegative().nullable(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
});

export const familyCopyMessageSchema = z.object({
  id: z.uuid(),
  /** The message this one answers; null for a message on the wall itself. Always earlier in the list. */
  reply_to: z.uuid().nullable(),
  comment: z.string().max(LIMITS.commentMax * 2),
  first_name: name,
  last_name: name,
  residence: z.string().max(LIMITS.placeMax * 2),
  /** The poster's account name on the site it came from, when they were signed in. */
  account_name: name.nullable(),
  commented_at: isoDate,
});

export const familyCopyTributeSchema = z.object({
  id: z.uuid(),
  tribute: z.string().max(LIMITS.commentMax * 2),
  first_name: name,
  last_name: name,
  current_place: z.string().max(LIMITS.placeMax * 2),
  account_name: name.nullable(),
  tributed_at: isoDate,
});

export const familyCopyAlbumEntrySchema = z.object({
  id: z.uuid(),
  photos: z.array(photoFile).min(1).max(200),
  /** Who added the photos (their account name), null when the account is gone. Album photos have no caption on this site. */
  added_by: name.nullable(),
  added_at: isoDate,
});

/** The memorial: its form fields (phone numbers and e-mails left out, decision 029) and how it was shown. */
export const familyCopyMemorialSchema = postFieldsSchema.extend({
  blog_id: z.string().max(200),
  draft: z.boolean(),
  visibility: z.enum(POST_VISIBILITIES),
  age: z.number().int().nullable(),
  /** Photos are named by their file in the ZIP ("" when none). */
  profilebanner: postImage,
  backgroundimage: postImage,
  memoriwallimages: z.array(photoFile).max(200),
  published_at: isoDate.nullable(),
  created_at: isoDate,
  updated_at: isoDate,
});

export const familyCopySchema = z.object({
  format: z.literal(FAMILY_COPY_FORMAT),
  version: z.number().int(),
  exported_at: isoDate,
  /** The site it was exported from, and the language its index.html was written in. */
  site: z.string().max(LIMITS.urlMax),
  locale: z.string().max(10),
  memorial: familyCopyMemorialSchema,
  keepers: z.array(z.object({ fullname: name, role: z.enum(["author", "keeper"]) })).max(1000),
  photos: z.array(familyCopyPhotoSchema).max(20_000),
  memory_wall: z.array(familyCopyMessageSchema).max(1_000_000),
  tributes: z.array(familyCopyTributeSchema).max(1_000_000),
  album: z.array(familyCopyAlbumEntrySchema).max(100_000),
});

export type FamilyCopy = z.infer<typeof familyCopySchema>;
export type FamilyCopyMemorial = z.infer<typeof familyCopyMemorialSchema>;
export type FamilyCopyPhoto = z.infer<typeof familyCopyPhotoSchema>;
export type FamilyCopyMessage = z.infer<typeof familyCopyMessageSchema>;
export type FamilyCopyTribute = z.infer<typeof familyCopyTributeSchema>;
export type FamilyCopyAlbumEntry = z.infer<typeof familyCopyAlbumEntrySchema>;
