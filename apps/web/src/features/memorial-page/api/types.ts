import type { Memorial } from "@kma/core/posts/post-answer-shapes";
import type { PostActions } from "@kma/core/posts/viewer-actions";

/**
 * The JSON shapes this page reads are the server's contract (packages/core *-answer-shapes.ts,
 * decision 040), named here as the page's components know them.
 */
export type { Activity } from "@kma/core/posts/post-answer-shapes";
export type { AlbumEntry as ImageEntry, Poster, Tribute, WallMessage as PostComment } from "@kma/core/engagement/engagement-answer-shapes";

/** get-post's `blog`, kept with its `can` (what the viewer may do with it) as one post on the page. */
export type MemorialPost = Memorial & { can: PostActions };

/** What a visitor types into the memorial, reply and tribute forms besides the text. */
export type VisitorDetails = { firstName: string; lastName: string; email: string; mobileNumber: string; currentPlace: string };
export const emptyVisitorDetails = (): VisitorDetails => ({ firstName: "", lastName: "", email: "", mobileNumber: "", currentPlace: "" });
/** The details the memorial and the tribute forms send under the same names (the names differ by form). */
export const visitorContact = (d: VisitorDetails) => ({ email: d.email, mobileNumber: d.mobileNumber, currentPlace: d.currentPlace });
