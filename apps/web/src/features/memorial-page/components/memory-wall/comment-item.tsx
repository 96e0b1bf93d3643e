import { useId, useState } from "react";
import { ChevronDown, ChevronUp, Reply } from "lucide-react";
import { REPLY_INDENT_PX_PER_LEVEL } from "@kma/core/limits";
import { Spinner } from "../../../../components/ui/spinner";
import { useT } from "../../../../lib/i18n";
import { ConfirmDelete } from "../confirm-delete";
import { HiddenNote } from "../hidden-note";
import { HeldMarker } from "../held-marker";
import { PosterLine } from "../poster-line";
import { ReportButton } from "../report-button";
import { VisitorForm } from "../visitor-form";
import type { PostComment, VisitorDetails } from "../../api/types";
import type { ThreadComment } from "./thread-reducer";

type Props = {
  comment: ThreadComment;
  canDelete: boolean;
  deleting: boolean;
  loadingReplies: boolean;
  checkReply: (text: string, details: VisitorDetails, signedIn: boolean) => string | null;
  sendReply: (parent: ThreadComment, text: string, details: VisitorDetails) => Promise<PostComment>;
  onToggleReplies: (comment: ThreadComment) => void;
  onDelete: (comment: ThreadComment) => void;
};

const actionClass = "inline-flex h-11 items-center sm:h-8 gap-1.5 rounded-md px-2.5 text-sm font-medium text-slate-600 hover:bg-stone-100 hover:text-slate-900";

/** One memorial or reply, indented 4 units of 10 px per level (docs/spec.md section 9). */
export function CommentItem({ comment, canDelete, deleting, loadingReplies, checkReply, sendReply, onToggleReplies, onDelete }: Props) {
  const t = useT();
  const [replying, setReplying] = useState(false);
  const replyFormId = useId();
  // As thread-reducer's replyToggleLabel, in the page's language.
  const toggle = comment.isReplyLoaded
    ? t("memorial.wall.hideReply")
    : comment.children.length > 0
      ? t("memorial.wall.replies", { count: comment.children.length })
      : null;
  const isReply = comment.childrenLevel > 0;
  const held = comment.status === "held";
  const author = `${comment.commenter_first_name} ${comment.commenter_last_name}`.trim() || t("memorial.aVisitorLower");

  return (
    <article
      aria-label={t(isReply ? "memorial.wall.replyBy" : "memorial.wall.memorialBy", { name: author })}
      style={{ marginLeft: comment.childrenLevel * REPLY_INDENT_PX_PER_LEVEL }}
      className={isReply ? "border-l-2 border-accent-100 pl-4" : ""}
    >
      <div className={`rounded-xl ${isReply ? "bg-stone-50 p-4" : "border border-stone-200 bg-white p-5 shadow-xs"}`}>
        <PosterLine
          firstName={comment.commenter_first_name}
          lastName={comment.commenter_last_name}
          place={comment.commenter_residence}
          at={comment.commentedAt}
          poster={comment.commented_by}
        />
        {comment.hidden ? <HiddenNote /> : null}
        {held ? <HeldMarker className="mt-3" /> : null}
        <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-800">{comment.comment}</p>
        <div className="mt-3 -ml-2.5 flex flex-wrap items-center gap-1">
          {/* Nobody can answer a held memorial: nobody else sees it. */}
          {held ? null : (
            <button
              type="button"
              className={actionClass}
              aria-expanded={replying}
              aria-controls={replying ? replyFormId : undefined}
              onClick={() => setReplying((open) => !open)}
            >
              <Reply className="size-4" aria-hidden="true" />
              {t("memorial.wall.reply")}
            </button>
          )}
          {toggle ? (
            <button
              type="button"
              className={actionClass}
              aria-expanded={comment.isReplyLoaded}
              onClick={() => onToggleReplies(comment)}
              disabled={loadingReplies}
            >
              {comment.isReplyLoaded ? <ChevronUp className="size-4" aria-hidden="true" /> : <ChevronDown className="size-4" aria-hidden="true" />}
              {toggle}
            </button>
          ) : null}
          {loadingReplies ? <Spinner label={t("memorial.wall.loadingReplies")} className="size-4" /> : null}
          <span className="ml-auto flex flex-wrap items-center gap-1">
            <ReportButton what={isReply ? "reply" : "message"} targetType="comment" targetId={comment._id} />
            {canDelete ? <ConfirmDelete what={isReply ? "reply" : "memorial"} onConfirm={() => onDelete(comment)} pending={deleting} /> : null}
          </span>
        </div>
        {replying ? (
          <div id={replyFormId} className="mt-4 border-t border-stone-200 pt-4">
            <VisitorForm
              compact
              textLabel={t("memorial.wall.yourReply")}
              textPlaceholder={t("memorial.wall.replyPlaceholder")}
              submitLabel={t("memorial.wall.postReply")}
              successMessage={t("messages.replyAdded")}
              check={checkReply}
              submit={async (text, details) => {
                const created = await sendReply(comment, text, details);
                setReplying(false);
                return created;
              }}
              onCancel={() => setReplying(false)}
            />
          </div>
        ) : null}
      </div>
    </article>
  );
}
