import { postFieldsSchema, type PostFields } from "@kma/core/posts/post-schemas";
import type { Locale } from "@kma/core/i18n/locales";
import type { Comment, ImageEntry, Post, Tribute } from "../db/schema";
import {
  FAMILY_COPY_FORMAT,
  FAMILY_COPY_VERSION,
  type FamilyCopy,
  type FamilyCopyAlbumEntry,
  type FamilyCopyMemorial,
  type FamilyCopyMessage,
  type FamilyCopyPhoto,
  type FamilyCopyTribute,
} from "../lib/family-copy-format";
import { SHIPPED_IMAGE } from "../lib/shipped-images";

/**
 * Rows -> memorial.json of the family's own copy (decision 029). Every key that leaves is named
 * here. Left out as personal data: every phone number and e-mail address (the family's,
 * the poster's and the visitors'), because the copy leaves the site's access rules behind
 * (it is unzipped, forwarded, printed); and accounts' usernames, e-mails and ids.
 */

/** A photo's URL on this site -> its file in the ZIP, or undefined when storage had none. */
export type PhotoFiles = ReadonlyMap<string, string>;

const PRIVATE_POST_FIELDS = ["contactcontactnumber", "postcreatorcontactnumber", "postcreatoremail"] as const;

function postImage(url: string, files: PhotoFiles): string {
  if (files.has(url)) return files.get(url)!;
  return SHIPPED_IMAGE.test(url) ? url : "";
}

export function presentFamilyCopyMemorial(post: Post, files: PhotoFiles): FamilyCopyMemorial {
  // The form's own fields, read through its schema so a column added later is not sent by accident.
  const fields: PostFields = postFieldsSchema.parse(post);
  for (const key of PRIVATE_POST_FIELDS) fields[key] = "";
  return {
    ...fields,
    survivingmembers: fields.survivingmembers.map((member) => ({ ...member, survivingmembermobilenumber: "" })),
    profilebanner: postImage(post.profilebanner, files),
    backgroundimage: postImage(post.backgroundimage, files),
    memoriwallimages: post.memoriwallimages.map((url) => files.get(url)).filter((file): file is string => file !== undefined),
    visibility: post.visibility,
    blog_id: post.blogId,
    draft: post.draft,
    age: post.age,
    published_at: post.publishedAt?.toISOString() ?? null,
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
  };
}

export type MessageRow = Pick<Comment, "id" | "parentId" | "comment" | "firstName" | "lastName" | "residence" | "commentedAt"> & { accountName: string | null };
export type TributeRow = Pick<Tribute, "id" | "tribute" | "firstName" | "lastName" | "currentPlace" | "tributedAt"> & { accountName: string | null };
export type AlbumRow = Pick<ImageEntry, "id" | "images" | "imagedAt"> & { accountName: string | null };

export const presentFamilyCopyMessage = (row: MessageRow): FamilyCopyMessage => ({
  id: row.id,
  reply_to: row.parentId,
  comment: row.comment,
  first_name: row.firstName,
  last_name: row.lastName,
  residence: row.residence,
  account_name: row.accountName,
  commented_at: row.commentedAt.toISOString(),
});

export const presentFamilyCopyTribute = (row: TributeRow): FamilyCopyTribute => ({
  id: row.id,
  tribute: row.tribute,
  first_name: row.firstName,
  last_name: row.lastName,
  current_place: row.currentPlace,
  account_name: row.accountName,
  tributed_at: row.tributedAt.toISOString(),
});

/** An album entry with the photos storage still had; null when it has none left. */
export function presentFamilyCopyAlbumEntry(row: AlbumRow, files: PhotoFiles): FamilyCopyAlbumEntry | null {
  const photos = row.images.map((url) => files.get(url)).filter((file): file is string => file !== undefined);
  return photos.length === 0 ? null : { id: row.id, photos, added_by: row.accountName, added_at: row.imagedAt.toISOString() };
}

export function presentFamilyCopy(input: {
  exportedAt: Date;
  site: string;
  locale: Locale;
  memorial: FamilyCopyMemorial;
  keepers: FamilyCopy["keepers"];
  photos: FamilyCopyPhoto[];
  wall: FamilyCopyMessage[];
  tributes: FamilyCopyTribute[];
  album: FamilyCopyAlbumEntry[];
}): FamilyCopy {
  return {
    format: FAMILY_COPY_FORMAT,
    version: FAMILY_COPY_VERSION,
    exported_at: input.exportedAt.toISOString(),
    site: input.site,
    locale: input.locale,
    memorial: input.memorial,
    keepers: input.keepers,
    photos: input.photos,
    memory_wall: input.wall,
    tributes: input.tributes,
    album: input.album,
  };
}
