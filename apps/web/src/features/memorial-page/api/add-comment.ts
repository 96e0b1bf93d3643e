import { useMutation } from "@tanstack/react-query";
import type { CommentsObj } from "@kma/core/engagement/engagement-schemas";
import { apiFetch } from "../../../lib/api-client";

export type AddCommentInput = {
  postObjectId: string;
  /** The post author's user _id; the server names the author itself (docs/api.md). */
  blogAuthor: string;
  commentsObj: CommentsObj;
  /** The comment answered; absent for a top-level memorial. */
  replyingTo?: string;
};

/** POST /add-comment (auth optional): a memorial or a reply; answers the new comment. */
export function addComment({ postObjectId, blogAuthor, commentsObj, replyingTo }: AddCommentInput) {
  return apiFetch("/add-comment", {
    body: { _id: postObjectId, blog_author: blogAuthor, commentsObj, ...(replyingTo ? { replying_to: replyingTo } : {}) },
  });
}

export function useAddComment() {
  return useMutation({ mutationFn: addComment });
}
