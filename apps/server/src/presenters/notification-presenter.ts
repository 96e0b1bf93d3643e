import type { Notification as NotificationAnswer } from "@kma/core/notifications/notification-answer-shapes";
import type { Notification } from "../db/schema";

/** Notification rows (with everything they point at, joined) -> the notification object of docs/api.md (packages/core notification-answer-shapes.ts). */

type Ref<T> = T | null;
export type NotificationListRow = {
  notification: Pick<Notification, "id" | "type" | "seen" | "createdAt" | "actorName">;
  actor: Ref<{ username: string; fullname: string; profileImg: string }>;
  blog: { id: string; blogId: string; title: string; firstname: string; lastname: string; authorId: string };
  recipientId: string;
  comment: Ref<{ id: string; comment: string }>;
  reply: Ref<{ id: string; comment: string }>;
  repliedOnComment: Ref<{ id: string; comment: string }>;
  tribute: Ref<{ id: string; tribute: string }>;
  image: Ref<{ id: string; images: string[] }>;
  heldCount: number | null;
};

const presentCommentRef = (ref: NotificationListRow["comment"]) => (ref ? { _id: ref.id, comment: ref.comment } : null);

/**
 * `seen` is the value before this page was fetched (the fetch marks it seen), so the screen
 * can still highlight what is new. `user` is the signed-in actor; `user_without_auth` the
 * name an anonymous visitor gave.
 */
export function presentNotification(row: NotificationListRow): NotificationAnswer {
  const { notification: n } = row;
  return {
    _id: n.id,
    seen: n.seen,
    type: n.type,
    createdAt: n.createdAt.toISOString(),
    user: row.actor ? { personal_info: { username: row.actor.username, fullname: row.actor.fullname, profile_img: row.actor.profileImg } } : null,
    user_without_auth: !row.actor && n.actorName ? { firstname: n.actorName.firstname, lastname: n.actorName.lastname } : null,
    blog: { _id: row.blog.id, blog_id: row.blog.blogId, title: row.blog.title, firstname: row.blog.firstname, lastname: row.blog.lastname },
    comment: presentCommentRef(row.comment),
    reply: presentCommentRef(row.reply),
    replied_on_comment: presentCommentRef(row.repliedOnComment),
    tribute: row.tribute ? { _id: row.tribute.id, tribute: row.tribute.tribute } : null,
    image: row.image ? { _id: row.image.id, image: row.image.images } : null,
    // The recipient may delete the memorial or reply it points at only on their own post
    // (policies/engagement-policy.ts); a reply to their comment elsewhere is not theirs to remove.
    can_delete_comment: Boolean(row.comment || row.reply) && row.recipientId === row.blog.authorId,
    // "N items are waiting for your approval on …" (decision 024): a number, never the items' words.
    ...(n.type === "review" ? { held_count: row.heldCount ?? 0 } : {}),
  };
}
