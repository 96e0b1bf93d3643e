import { PenLine } from "lucide-react";
import { checkComment } from "@kma/core/engagement/engagement-rules";
import type { CommentsObj } from "@kma/core/engagement/engagement-schemas";
import { REPLY_INDENT_PX_PER_LEVEL } from "@kma/core/limits";
import { Button } from "../../../../components/ui/button";
import { useT } from "../../../../lib/i18n";
import { useAddComment } from "../../api/add-comment";
import { useDeleteComment } from "../../api/delete-comment";
import { visitorContact, type VisitorDetails } from "../../api/types";
import { useWritingSection } from "../use-writing-section";
import { NothingYet, SectionLoading, WritingSection, type WritingSectionProps } from "../writing-section";
import { CommentItem } from "./comment-item";
import { deletionImpact, threadRows, topLevelCount, type ThreadComment } from "./thread-reducer";
import { useThread } from "./use-thread";

const toCommentsObj = (comment: string, d: VisitorDetails): CommentsObj => ({
  comment,
  commenterFirstName: d.firstName,
  commenterLastName: d.lastName,
  ...visitorContact(d),
});

/** docs/spec.md section 5 "Memorial (comment) form", via core's checkComment. */
export const checkMemorial = (text: string, details: VisitorDetails, signedIn: boolean) => checkComment(toCommentsObj(text, details), { signedIn });

/**
 * The Memory Wall: the threaded memorials, and the 'Write Your Memorials' panel (a
 * WritingSection, as the tributes are). The panel and its form work without the app too
 * (decision 037): `#memorial` opens it, and the form posts to the page's address.
 */
export function MemoryWallSection(page: WritingSectionProps) {
  const { post, name } = page;
  const t = useT();
  const { viewer, deletingId, closePanelSoon, updateCounts, countPosted, remove } = useWritingSection(page);
  const thread = useThread(post._id);
  const addComment = useAddComment();
  const deleteComment = useDeleteComment();

  const rows = threadRows(thread.state);
  const totalParents = post.activity.total_parent_comments;
  const moreMemorials = topLevelCount(thread.state) < totalParents;

  async function postMemorial(text: string, details: VisitorDetails) {
    const created = await addComment.mutateAsync({ postObjectId: post._id, blogAuthor: post.author._id, commentsObj: toCommentsObj(text, details) });
    thread.memorialAdded(created);
    countPosted(created, (a) => ({ total_comments: a.total_comments + 1, total_parent_comments: a.total_parent_comments + 1 }));
    closePanelSoon();
    return created;
  }

  async function postReply(parent: ThreadComment, text: string, details: VisitorDetails) {
    const created = await addComment.mutateAsync({
      postObjectId: post._id,
      blogAuthor: post.author._id,
      commentsObj: toCommentsObj(text, details),
      replyingTo: parent._id,
    });
    thread.replyAdded(parent._id, created);
    countPosted(created, (a) => ({ total_comments: a.total_comments + 1 }));
    return created;
  }

  function removeComment(comment: ThreadComment) {
    remove(comment._id, deleteComment, () => {
      const impact = deletionImpact(thread.state, comment._id);
      thread.removed(comment._id);
      updateCounts((a) => ({
        total_comments: Math.max(0, a.total_comments - impact.comments),
        total_parent_comments: Math.max(0, a.total_parent_comments - impact.parentComments),
      }));
    });
  }

  return (
    <WritingSection
      form="memorial"
      page={page}
      texts={{
        label: t("memorial.wall.label"),
        heading: t("memorial.wall.heading"),
        write: t("memorial.wall.write"),
        count: t("memorial.wall.count", { count: post.activity.total_comments }),
        intro: t("memorial.wall.intro", { name }),
        textLabel: t("memorial.wall.yourMemorial"),
        textPlaceholder: t("memorial.wall.placeholder", { name }),
        submitLabel: t("memorial.wall.post"),
        added: t("messages.memorialAdded"),
      }}
      writeIcon={PenLine}
      countNote={post.moderation === "review" && !viewer.can.review ? <p className="mt-1 text-sm text-slate-600">{t("review.visitorNote")}</p> : null}
      check={checkMemorial}
      submit={postMemorial}
    >
      <div className="mt-6 space-y-4">
        {rows.map((row) =>
          row.kind === "comment" ? (
            <CommentItem
              key={row.comment._id}
              comment={row.comment}
              canDelete={row.comment.can.delete}
              deleting={deletingId === row.comment._id}
              loadingReplies={thread.loadingReplies.has(row.comment._id)}
              checkReply={checkMemorial}
              sendReply={postReply}
              onToggleReplies={(c) => (c.isReplyLoaded ? thread.hideReplies(c._id) : void thread.loadReplies(c))}
              onDelete={removeComment}
            />
          ) : (
            <div key={`more-${row.parent._id}`} style={{ marginLeft: (row.parent.childrenLevel + 1) * REPLY_INDENT_PX_PER_LEVEL }}>
              <Button variant="secondary" size="sm" onClick={() => void thread.loadReplies(row.parent)} disabled={thread.loadingReplies.has(row.parent._id)}>
                {t("memorial.wall.loadMoreReplies")}
              </Button>
            </div>
          ),
        )}
      </div>

      {thread.loadingPage ? (
        <SectionLoading label={t("memorial.wall.loading")} />
      ) : rows.length === 0 && totalParents === 0 ? (
        <NothingYet className="mt-2" title={t("memorial.wall.empty")} hint={t("memorial.wall.emptyHint", { name })} />
      ) : null}

      {moreMemorials && !thread.loadingPage ? (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={() => void thread.loadMore()}>
            {t("memorial.wall.loadMore")}
          </Button>
        </div>
      ) : null}
    </WritingSection>
  );
}
