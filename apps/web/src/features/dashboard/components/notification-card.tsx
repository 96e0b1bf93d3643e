import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Reply, Trash2, X } from "lucide-react";
import type { NotificationFilter } from "@kma/core/enums";
import { checkNotificationReply } from "@kma/core/engagement/engagement-rules";
import { Avatar } from "../../../components/ui/avatar";
import { buttonClass } from "../../../components/ui/button";
import { inputClass } from "../../../components/ui/field";
import { paths } from "../../../config/paths";
import { readersName } from "../../../lib/former-member";
import { T, useLocalizeMessage, useT, type MessageKey, type Translate } from "../../../lib/i18n";
import { toast, toastError } from "../../../lib/toast";
import { imageVariant } from "../../../lib/upload-image";
import { useAddNotificationReply } from "../api/add-notification-reply";
import { useDeleteNotificationComment } from "../api/delete-comment";
import { useDeleteNotification } from "../api/delete-notification";
import type { Notification } from "../api/get-notifications";
import { timeAgo } from "../utils/time-ago";
import { ConfirmDialog } from "./confirm-dialog";

const smallButton = "inline-flex h-11 items-center sm:h-9 gap-1.5 rounded-lg px-3 text-sm font-medium transition-colors";
const quoteClass = "mt-3 border-l-2 border-stone-300 pl-3.5 leading-relaxed whitespace-pre-line text-slate-700";

/**
 * What happened, as one sentence with the actor as <0> and the memorial's name as <1> ("<0>Ravi</0>
 * liked your memorial of <1>Kandiah</1>"): Tamil puts them in another order.
 */
export function notificationSentence(n: Pick<Notification, "type" | "image">): MessageKey {
  switch (n.type) {
    case "like":
      return "dashboard.didLike";
    case "memorial":
    case "comment":
      return "dashboard.didMemorial";
    case "reply":
      return "dashboard.didReply";
    case "tribute":
      return "dashboard.didTribute";
    case "image":
      return n.image?.image.length === 1 ? "dashboard.didPhoto" : "dashboard.didPhotos";
    case "report":
      return "reports.didReport";
    case "review":
      return "review.notification";
  }
}

/** The sentence as plain text, for the entry's accessible name. */
const plainSentence = (t: Translate, key: MessageKey, values: { actor: string; post: string; count: number }) => t(key, values).replace(/<\/?\d+>/g, "");

function actorOf(n: Notification, t: Translate) {
  if (n.user) return { name: n.user.personal_info.fullname, username: n.user.personal_info.username, image: n.user.personal_info.profile_img };
  const visitor = n.user_without_auth;
  const name = visitor ? `${visitor.firstname} ${visitor.lastname}`.trim() : "";
  return { name: readersName(name, t) || t("dashboard.visitor"), username: null, image: "" };
}

/** Types that point at a memorial or reply, which the user may answer or delete from here. */
const answerable = (n: Notification) => (n.type === "memorial" || n.type === "comment" || n.type === "reply") && n.comment !== null;

type Confirm = "comment" | "reply" | null;

/** One entry on /dashboard/notifications. Unseen entries are tinted and marked New. */
export function NotificationCard({ notification: n, filter }: { notification: Notification; filter: NotificationFilter }) {
  const t = useT();
  const localize = useLocalizeMessage();
  const actor = actorOf(n, t);
  const postName = `${n.blog.firstname} ${n.blog.lastname}`.trim();
  const sentence = notificationSentence(n);
  const [replyOpen, setReplyOpen] = useState(false);
  const [replyText, setReplyText] = useState("");
  const [confirm, setConfirm] = useState<Confirm>(null);
  const formId = useId();
  const addReply = useAddNotificationReply(filter);
  const deleteComment = useDeleteNotificationComment(filter);
  const deleteNotification = useDeleteNotification(filter);
  const isReply = n.type === "reply";
  // The confirm closes together with the thing it deleted, so focus can move on from a gone button.
  const asking = confirm === "reply" ? n.reply !== null : confirm === "comment";

  function submitReply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkNotificationReply(replyText);
    if (problem) {
      toast.error(localize(problem));
      return;
    }
    if (!n.comment) return;
    addReply.mutate(
      { _id: n.blog._id, comment: replyText.trim(), replying_to: n.comment._id, notification_id: n._id },
      {
        onSuccess: () => {
          toast.success(t("messages.replyAdded"));
          setReplyText("");
          setReplyOpen(false);
        },
        onError: (error) => toastError(error, t("messages.anErrorOccurred")),
      },
    );
  }

  function confirmDelete() {
    const commentId = confirm === "reply" ? n.reply?._id : n.comment?._id;
    if (!confirm || !commentId) return;
    // On success the dialog stays until what it asked about is gone from the list (see `asking`).
    deleteComment.mutate(
      { notificationId: n._id, commentId, which: confirm },
      {
        onError: (error) => {
          setConfirm(null);
          toastError(error, t("messages.anErrorOccurred"));
        },
      },
    );
  }

  return (
    <article
      aria-label={plainSentence(t, sentence, { actor: actor.name, post: postName, count: n.held_count ?? 0 })}
      className={`relative rounded-lg border p-4 shadow-xs sm:p-5 ${
        n.seen ? "border-stone-200 bg-white" : "border-accent-200 bg-accent-50/70 shadow-accent-100"
      }`}
    >
      {n.seen ? null : <span aria-hidden="true" className="absolute inset-y-3 left-0 w-1 rounded-r bg-accent-600" />}
      <div className="flex gap-3.5">
        {actor.username ? (
          <Link to={paths.user(actor.username)} className="shrink-0 self-start rounded-full" tabIndex={-1} aria-hidden="true">
            <Avatar src={actor.image ? imageVariant(actor.image, 320) : ""} name={actor.name} className="size-10" />
          </Link>
        ) : (
          <Avatar name={actor.name} className="size-10 shrink-0" />
        )}
        <div className="min-w-0 flex-1">
          <p className="pr-9 leading-relaxed text-slate-700 sm:pr-10">
            <T
              id={sentence}
              values={{ actor: actor.name, post: postName, count: n.held_count ?? 0 }}
              components={{
                0: actor.username ? (
                  <Link to={paths.user(actor.username)} className="font-semibold text-slate-900 hover:underline hover:underline-offset-4" />
                ) : (
                  <span className="font-semibold text-slate-900" />
                ),
                1: <Link to={paths.post(n.blog.blog_id)} className="font-medium text-accent-800 underline-offset-4 hover:underline" />,
              }}
            />
          </p>
          <p className="mt-0.5 flex items-center gap-2 text-sm text-slate-600">
            <time dateTime={n.createdAt}>{timeAgo(n.createdAt, t)}</time>
            {n.seen ? null : <span className="rounded-full bg-accent-700 px-2 py-px text-xs font-semibold text-white">{t("dashboard.new")}</span>}
          </p>

          {n.type === "review" ? (
            <Link to={paths.dashboardReview} className={`${smallButton} -ml-3 mt-2 text-accent-800 hover:bg-accent-50`}>
              {t("review.openList")}
            </Link>
          ) : null}
          {isReply && n.replied_on_comment ? (
            <p className="mt-3 text-sm text-slate-500">
              <T id="dashboard.onYourWords" values={{ words: n.replied_on_comment.comment }} components={{ 0: <span className="italic" /> }} />
            </p>
          ) : null}
          {n.comment && n.type !== "like" ? <p className={quoteClass}>{n.comment.comment}</p> : null}
          {n.tribute ? <p className={quoteClass}>{n.tribute.tribute}</p> : null}
          {n.image && n.image.image.length > 0 ? (
            <ul aria-label={t("dashboard.photosAdded")} className="mt-3 flex flex-wrap gap-2">
              {n.image.image.slice(0, 4).map((url) => (
                <li key={url}>
                  <img src={imageVariant(url, 320)} alt="" width={64} height={64} loading="lazy" className="size-16 rounded-md bg-stone-200 object-cover" />
                </li>
              ))}
              {n.image.image.length > 4 ? (
                <li className="flex size-16 items-center justify-center rounded-md bg-stone-100 text-sm font-medium text-slate-600">
                  +{n.image.image.length - 4}
                </li>
              ) : null}
            </ul>
          ) : null}

          {n.reply ? (
            <div className="mt-4 rounded-md bg-stone-50 px-3.5 py-3 ring-1 ring-stone-200">
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t("dashboard.yourReply")}</p>
              <p className="mt-1 leading-relaxed whitespace-pre-line text-slate-800">{n.reply.comment}</p>
              <button type="button" onClick={() => setConfirm("reply")} className={`${smallButton} -ml-3 mt-1 text-red-700 hover:bg-red-50`}>
                <Trash2 className="size-4" aria-hidden="true" />
                {t("dashboard.deleteYourReply")}
              </button>
            </div>
          ) : null}

          {answerable(n) ? (
            <div className="mt-3 -ml-3 flex flex-wrap gap-1">
              {n.reply ? null : (
                <button
                  type="button"
                  onClick={() => setReplyOpen((open) => !open)}
                  aria-expanded={replyOpen}
                  aria-controls={formId}
                  className={`${smallButton} text-slate-700 hover:bg-stone-200/70`}
                >
                  <Reply className="size-4" aria-hidden="true" />
                  {t("dashboard.reply")}
                </button>
              )}
              {n.can_delete_comment ? (
                <button type="button" onClick={() => setConfirm("comment")} className={`${smallButton} text-red-700 hover:bg-red-50`}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  {isReply ? t("dashboard.deleteReply") : t("dashboard.deleteMemorial")}
                </button>
              ) : null}
            </div>
          ) : null}

          {replyOpen && !n.reply ? (
            <form id={formId} onSubmit={submitReply} noValidate className="mt-3">
              <textarea
                aria-label={t("dashboard.replyTo", { name: actor.name })}
                placeholder={t("dashboard.replyPlaceholder")}
                rows={3}
                value={replyText}
                onChange={(event) => setReplyText(event.target.value)}
                disabled={addReply.isPending}
                autoFocus
                className={`${inputClass} py-2.5 leading-relaxed`}
              />
              <div className="mt-2 flex justify-end gap-2">
                <button type="button" onClick={() => setReplyOpen(false)} className={buttonClass({ variant: "ghost", size: "sm" })}>
                  {t("dashboard.cancel")}
                </button>
                <button type="submit" disabled={addReply.isPending} className={buttonClass({ size: "sm" })}>
                  {t("dashboard.postReply")}
                </button>
              </div>
            </form>
          ) : null}
        </div>
      </div>

      <button
        type="button"
        onClick={() => deleteNotification.mutate(n._id, { onError: (error) => toastError(error, t("messages.anErrorOccurred")) })}
        disabled={deleteNotification.isPending}
        aria-label={t("dashboard.removeNotification")}
        title={t("dashboard.removeNotification")}
        className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-slate-500 hover:bg-stone-200/70 hover:text-slate-700 disabled:opacity-50"
      >
        <X className="size-[18px]" aria-hidden="true" />
      </button>

      {asking ? (
        <ConfirmDialog
          title={t(confirm === "reply" ? "dashboard.deleteYourReplyTitle" : isReply ? "dashboard.deleteThisReplyTitle" : "dashboard.deleteThisMemorialTitle")}
          confirmLabel={deleteComment.isPending ? t("dashboard.deleting") : t("dashboard.delete")}
          busy={deleteComment.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setConfirm(null)}
        >
          {confirm === "reply" ? t("dashboard.deleteYourReplyText", { post: postName }) : t("dashboard.deleteWordsText", { actor: actor.name, post: postName })}
        </ConfirmDialog>
      ) : null}
    </article>
  );
}
