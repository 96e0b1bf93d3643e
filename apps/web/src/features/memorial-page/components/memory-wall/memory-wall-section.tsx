import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { PenLine } from "lucide-react";
import { checkComment } from "@kma/core/engagement/engagement-rules";
import type { CommentsObj } from "@kma/core/engagement/engagement-schemas";
import { REPLY_INDENT_PX_PER_LEVEL, TIMINGS } from "@kma/core/limits";
import { PAGE_FORMS, type PageFormState } from "@kma/core/engagement/page-forms";
import { paths } from "../../../../config/paths";
import { Button } from "../../../../components/ui/button";
import { Spinner } from "../../../../components/ui/spinner";
import { useT } from "../../../../lib/i18n";
import { toastError } from "../../../../lib/toast";
import { useAddComment } from "../../api/add-comment";
import { useDeleteComment } from "../../api/delete-comment";
import { refreshActivityAsAuthor, updateActivity } from "../../api/get-post";
import { pageFormOf } from "../../api/page-form";
import type { MemorialPost, VisitorDetails } from "../../api/types";
import { PanelLink, PostedNotice } from "../panel-link";
import { LATER_SECTION_CLASS, SECTION_IDS, SectionHeading } from "../section-heading";
import { SidePanel } from "../side-panel";
import { useViewer } from "../use-viewer";
import { VisitorForm } from "../visitor-form";
import { CommentItem } from "./comment-item";
import { deletionImpact, threadRows, topLevelCount, type ThreadComment } from "./thread-reducer";
import { useThread } from "./use-thread";

const toCommentsObj = (comment: string, d: VisitorDetails): CommentsObj => ({
  comment,
  commenterFirstName: d.firstName,
  commenterLastName: d.lastName,
  email: d.email,
  mobileNumber: d.mobileNumber,
  currentPlace: d.currentPlace,
});

/** docs/spec.md section 5 "Memorial (comment) form", via core's checkComment. */
export const checkMemorial = (text: string, details: VisitorDetails, signedIn: boolean) => checkComment(toCommentsObj(text, details), { signedIn });

type Props = {
  post: MemorialPost;
  /** The post's query key part (the route's post_id). */
  postKey: string;
  name: string;
  panelOpen: boolean;
  onOpenPanel: () => void;
  onClosePanel: () => void;
  /** What a post of this page's forms without the app came to (decision 037). */
  pageForm?: PageFormState | null;
};

/**
 * The Memory Wall: the threaded memorials, and the 'Write Your Memorials' panel. The panel and
 * its form work without the app too (decision 037): `#memorial` opens it, and the form posts
 * to the page's address.
 */
export function MemoryWallSection({ post, postKey, name, panelOpen, onOpenPanel, onClosePanel, pageForm = null }: Props) {
  const t = useT();
  const queryClient = useQueryClient();
  const viewer = useViewer(post);
  const thread = useThread(post._id);
  const addComment = useAddComment();
  const deleteComment = useDeleteComment();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const { posted, problem } = pageFormOf(pageForm, "memorial");
  const rows = threadRows(thread.state);
  const totalParents = post.activity.total_parent_comments;
  const moreMemorials = topLevelCount(thread.state) < totalParents;

  async function postMemorial(text: string, details: VisitorDetails) {
    const created = await addComment.mutateAsync({ postObjectId: post._id, blogAuthor: post.author._id, commentsObj: toCommentsObj(text, details) });
    thread.memorialAdded(created);
    // A held memorial is shown to its writer, marked, and counted nowhere until approved.
    if (created.status !== "held") updateActivity(queryClient, postKey, (a) => ({ total_comments: a.total_comments + 1, total_parent_comments: a.total_parent_comments + 1 }));
    closeTimer.current = window.setTimeout(onClosePanel, TIMINGS.panelCloseAfterPostMs);
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
    if (created.status !== "held") updateActivity(queryClient, postKey, (a) => ({ total_comments: a.total_comments + 1 }));
    return created;
  }

  function remove(comment: ThreadComment) {
    setDeletingId(comment._id);
    deleteComment.mutate(comment._id, {
      onSuccess: () => {
        const impact = deletionImpact(thread.state, comment._id);
        thread.removed(comment._id);
        updateActivity(queryClient, postKey, (a) => ({
          total_comments: Math.max(0, a.total_comments - impact.comments),
          total_parent_comments: Math.max(0, a.total_parent_comments - impact.parentComments),
        }));
        // The server's counts include replies never loaded here.
        if (viewer.can.edit) void refreshActivityAsAuthor(queryClient, postKey);
      },
      onError: (error) => toastError(error, t("messages.anErrorOccurred")),
      onSettled: () => setDeletingId(null),
    });
  }

  return (
    <section id={SECTION_IDS.memoryWall} aria-labelledby={`${SECTION_IDS.memoryWall}-heading`} className={LATER_SECTION_CLASS}>
      <SectionHeading
        section={SECTION_IDS.memoryWall}
        label={t("memorial.wall.label")}
        aside={
          <PanelLink panel={PAGE_FORMS.memorial.panel} onOpen={onOpenPanel}>
            <PenLine className="size-[18px]" aria-hidden="true" />
            {t("memorial.wall.write")}
          </PanelLink>
        }
      >
        {t("memorial.wall.heading")}
      </SectionHeading>
      <p className="mt-2 text-slate-600">
        {t("memorial.wall.count", { count: post.activity.total_comments })}
      </p>
      {post.moderation === "review" && !viewer.can.review ? <p className="mt-1 text-sm text-slate-600">{t("review.visitorNote")}</p> : null}
      <PostedNotice posted={posted} publicMessage={t("messages.memorialAdded")} />

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
              onDelete={remove}
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
        <div className="mt-6 flex justify-center">
          <Spinner label={t("memorial.wall.loading")} />
        </div>
      ) : rows.length === 0 && totalParents === 0 ? (
        <div className="mt-2 rounded-xl border border-dashed border-stone-300 bg-white/60 px-6 py-10 text-center">
          <p className="font-serif text-xl text-slate-800">{t("memorial.wall.empty")}</p>
          <p className="mt-2 text-slate-600">{t("memorial.wall.emptyHint", { name })}</p>
        </div>
      ) : null}

      {moreMemorials && !thread.loadingPage ? (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={() => void thread.loadMore()}>
            {t("memorial.wall.loadMore")}
          </Button>
        </div>
      ) : null}

      <SidePanel
        open={panelOpen}
        title={t("memorial.wall.heading")}
        onClose={onClosePanel}
        intro={t("memorial.wall.intro", { name })}
        anchor={{ id: PAGE_FORMS.memorial.panel, closeHref: `#${SECTION_IDS.memoryWall}` }}
      >
        <VisitorForm
          native={{ action: `${paths.post(post.blog_id)}#${PAGE_FORMS.memorial.panel}`, name: "memorial" }}
          problem={problem}
          textLabel={t("memorial.wall.yourMemorial")}
          textPlaceholder={t("memorial.wall.placeholder", { name })}
          submitLabel={t("memorial.wall.post")}
          successMessage={t("messages.memorialAdded")}
          check={checkMemorial}
          submit={postMemorial}
        />
      </SidePanel>
    </section>
  );
}
