import type { ItemStatus, Moderation } from "@kma/core/engagement/review-rules";
import type { PostFields, SurvivingMember } from "@kma/core/posts/post-schemas";
import type { ThithiDays } from "@kma/core/posts/tamil-calendar/thithi-days";
import type { ItemActions, PostActions } from "@kma/core/posts/viewer-actions";

/** The JSON shapes this page reads (docs/api.md "Responses"; the server's presenters/ decide them). */

export type Activity = {
  total_likes: number;
  total_comments: number;
  total_parent_comments: number;
  total_tributes: number;
  total_images: number;
  total_reads: number;
};

export type PostAuthor = { _id: string; personal_info: { username: string; fullname: string; profile_img: string } };

/**
 * POST /get-post `blog`. The creator's own e-mail and phone come only to the author; the family's
 * numbers only to the keepers, others learn which can be revealed (decision 020).
 */
export type MemorialPost = Omit<PostFields, "postcreatorcontactnumber" | "postcreatoremail" | "survivingmembers" | "remembrancecalendar"> & {
  /** The keepers' choice for the yearly remembrance (decision 035); absent from older answers. */
  remembrancecalendar?: PostFields["remembrancecalendar"] | undefined;
  /** Its yearly thithi days, computed by the server (null unless the family keeps the thithi; absent from older answers). */
  thithidays?: ThithiDays | null | undefined;
  survivingmembers: Array<SurvivingMember & { numberrevealable?: boolean }>;
  contactnumberrevealable?: boolean;
  contactnumberisamember?: boolean;
  _id: string;
  blog_id: string;
  age: number | null;
  draft: boolean;
  publishedAt: string | null;
  author: PostAuthor;
  activity: Activity;
  /** 'review': visitors' items wait for the keepers (decision 024). */
  moderation?: Moderation;
  postcreatorcontactnumber?: string;
  postcreatoremail?: string;
  /** What the viewer may do with it: get-post's `can`, kept with the post it was answered with. */
  can: PostActions;
};

/** A signed-in poster's public profile, attached to memorials, replies and tributes. */
export type Poster = { personal_info: { username: string; profile_img: string; fullname: string; residence: string } } | null;

/** A memorial (comment) or a reply. `children` are the ids of its direct replies, oldest first. */
export type PostComment = {
  _id: string;
  comment: string;
  commentedAt: string;
  commenter_first_name: string;
  commenter_last_name: string;
  commenter_residence: string;
  commented_by: Poster;
  children: string[];
  childrenLevel: number;
  parent: string | null;
  /** Only its author and the keepers receive an item reports have hidden, marked so (decision 026). */
  hidden?: true;
  /** 'held' reaches only its own author: shown marked, in place (decision 024). */
  status?: ItemStatus;
  /** What the viewer may do with it, as the server decided. */
  can: ItemActions;
};

export type Tribute = {
  _id: string;
  tribute: string;
  tributedAt: string;
  tributer_first_name: string;
  tributer_last_name: string;
  current_place: string;
  tributed_by: Poster;
  hidden?: true;
  status?: ItemStatus;
  can: ItemActions;
};

/** One album entry: the images one person added at once. */
export type ImageEntry = {
  _id: string;
  image: string[];
  imagedAt: string;
  imaged_by: { personal_info: { username: string; profile_img: string; firstname: string; lastname: string; fullname: string } } | null;
  hidden?: true;
  /** 'held' reaches only its uploader (decision 024). */
  status?: ItemStatus;
  can: ItemActions;
};

/** What a visitor types into the memorial, reply and tribute forms besides the text. */
export type VisitorDetails = { firstName: string; lastName: string; email: string; mobileNumber: string; currentPlace: string };
export const emptyVisitorDetails = (): VisitorDetails => ({ firstName: "", lastName: "", email: "", mobileNumber: "", currentPlace: "" });
