import { findContactDetails } from "@kma/core/engagement/contact-details";
import type { HeldItem } from "@kma/core/engagement/engagement-answer-shapes";
import type { HeldKind } from "@kma/core/engagement/review-rules";

/** A held item as the keepers' review list shows it (decision 024): what, who, where, and why it waits. */

export type HeldItemRow = {
  kind: HeldKind;
  id: string;
  text: string | null;
  images: string[] | null;
  firstName: string;
  lastName: string;
  at: Date | string;
  signedIn: boolean;
  username: string | null;
  fullname: string | null;
  profileImg: string | null;
  postId: string;
  blogId: string;
  title: string;
  postFirstname: string;
  postLastname: string;
};

/**
 * `contact` names what held it whatever the setting ('link', 'phone', 'email'); empty when the
 * memorial's 'review' setting did. `can_trust`: only a signed-in poster can be trusted. The
 * poster's e-mail and phone number are not sent (they stay with the item on the server).
 */
export function presentHeldItem(row: HeldItemRow): HeldItem {
  return {
    kind: row.kind,
    _id: row.id,
    text: row.text,
    image: row.images,
    createdAt: new Date(row.at).toISOString(),
    contact: row.text === null ? [] : findContactDetails(row.text),
    poster: {
      firstname: row.firstName,
      lastname: row.lastName,
      personal_info: row.signedIn && row.username !== null ? { username: row.username, fullname: row.fullname ?? "", profile_img: row.profileImg ?? "" } : null,
    },
    can_trust: row.signedIn,
    blog: { _id: row.postId, blog_id: row.blogId, title: row.title, firstname: row.postFirstname, lastname: row.postLastname },
  };
}
