import type { AlbumEntry } from "@kma/core/engagement/engagement-answer-shapes";
import type { ItemActions } from "@kma/core/posts/viewer-actions";
import { imageEntries, users, type ImageEntry, type User } from "../db/schema";
import { splitFullname } from "../lib/names";
import { hiddenFlag } from "./comment-presenter";

/** Album entry rows -> `{ _id, image, imagedAt, imaged_by }` (docs/spec.md section 3 "Image entry"; packages/core engagement-answer-shapes.ts). */

export const imageEntryColumns = {
  id: imageEntries.id,
  images: imageEntries.images,
  status: imageEntries.status,
  imagedAt: imageEntries.imagedAt,
  hiddenAt: imageEntries.hiddenAt,
};
export type ImageEntryRow = Pick<ImageEntry, keyof typeof imageEntryColumns>;

export const uploaderColumns = {
  username: users.username,
  profileImg: users.profileImg,
  fullname: users.fullname,
};
export type UploaderRow = Pick<User, keyof typeof uploaderColumns>;

/** `can`: what the viewer may do with it (policies/viewer-actions.ts). */
export function presentImageEntry(
  row: Omit<ImageEntryRow, "hiddenAt"> & { hiddenAt?: Date | null },
  uploader: UploaderRow | null,
  can: ItemActions,
): AlbumEntry {
  return {
    _id: row.id,
    image: row.images,
    imagedAt: row.imagedAt.toISOString(),
    /** 'held' only ever reaches the entry's own uploader (decision 024). */
    status: row.status,
    imaged_by: uploader
      ? {
          personal_info: {
            username: uploader.username,
            profile_img: uploader.profileImg,
            ...splitFullname(uploader.fullname),
            fullname: uploader.fullname,
          },
        }
      : null,
    ...hiddenFlag(row),
    can,
  };
}
