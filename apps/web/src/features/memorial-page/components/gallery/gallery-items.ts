import type { ImageEntry } from "../../api/types";

/** One photo in the gallery: the post's own album photos have no entry; visitors' photos belong to theirs. */
export type GalleryItem = { key: string; url: string; entry: ImageEntry | null };

/** The post's memoriwallimages first, then each album entry's images, newest entry first. */
export function galleryItems(postImages: readonly string[], entries: readonly ImageEntry[]): GalleryItem[] {
  return [
    ...postImages.filter((url) => url.trim() !== "").map((url, i) => ({ key: `post-${i}`, url, entry: null })),
    // An uploader's own held photos wait outside the gallery until a keeper approves them (decision 024).
    ...entries.filter((entry) => entry.status !== "held").flatMap((entry) => entry.image.map((url, i) => ({ key: `${entry._id}-${i}`, url, entry }))),
  ];
}

/** Album images loaded so far: what total_images (which counts album entries only) is compared with. */
export const albumImageCount = (entries: readonly ImageEntry[]) => entries.reduce((sum, entry) => sum + (entry.status === "held" ? 0 : entry.image.length), 0);
