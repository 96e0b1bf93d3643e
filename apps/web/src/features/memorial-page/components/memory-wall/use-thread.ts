import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { fetchPostComments, servedCommentsKey, useServedComments } from "../../api/get-post-comments";
import { fetchReplies } from "../../api/get-replies";
import { useSession } from "../../../../lib/session";
import type { PostComment } from "../../api/types";
import { initialThread, threadReducer, topLevelCount, type ThreadComment } from "./thread-reducer";

/**
 * The Memory Wall thread of one post: its state (thread-reducer.ts) and the calls that fill
 * it. A failed load is only logged (docs/spec.md section 8): what was loaded stays.
 */
export function useThread(postObjectId: string) {
  const queryClient = useQueryClient();
  const session = useSession();
  const viewer = session.access_token === null ? null : session.username;
  // The first page the server rendered with, when it did: shown at once, not fetched again.
  const served = useServedComments(postObjectId);
  const [state, dispatch] = useReducer(threadReducer, served, (page) =>
    page ? threadReducer(initialThread, { type: "pageLoaded", comments: page }) : initialThread,
  );
  const [loadingPage, setLoadingPage] = useState(!served);
  const servedFor = useRef(served ? postObjectId : null);
  const [loadingReplies, setLoadingReplies] = useState<ReadonlySet<string>>(() => new Set());
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });

  useEffect(() => {
    const controller = new AbortController();
    if (servedFor.current === postObjectId) {
      queryClient.removeQueries({ queryKey: servedCommentsKey(postObjectId), exact: true });
      // The server renders every page for a visitor: a signed-in viewer asks for the first page
      // once more, for what they may do with each memorial (their Delete buttons).
      if (viewer !== null)
        fetchPostComments(postObjectId, 0, controller.signal)
          .then((comments) => dispatch({ type: "viewersPageLoaded", comments }))
          .catch((error: unknown) => {
            if (!controller.signal.aborted) console.warn("Could not load memorials", error);
          });
      return () => controller.abort();
    }
    setLoadingPage(true);
    fetchPostComments(postObjectId, 0, controller.signal)
      .then((comments) => dispatch({ type: "pageLoaded", comments }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn("Could not load memorials", error);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoadingPage(false);
      });
    return () => controller.abort();
  }, [postObjectId, queryClient, viewer]);

  const loadMore = useCallback(async () => {
    setLoadingPage(true);
    try {
      dispatch({ type: "pageLoaded", comments: await fetchPostComments(postObjectId, topLevelCount(stateRef.current)) });
    } catch (error) {
      console.warn("Could not load more memorials", error);
    } finally {
      setLoadingPage(false);
    }
  }, [postObjectId]);

  const setReplyLoading = (id: string, loading: boolean) =>
    setLoadingReplies((current) => {
      const next = new Set(current);
      if (loading) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Opens a parent's replies, or brings the next page of them (skip = those already fetched). */
  const loadReplies = useCallback(async (comment: ThreadComment) => {
    setReplyLoading(comment._id, true);
    try {
      dispatch({ type: "repliesLoaded", parentId: comment._id, replies: await fetchReplies(comment._id, comment.fetchedReplies) });
    } catch (error) {
      console.warn("Could not load replies", error);
    } finally {
      setReplyLoading(comment._id, false);
    }
  }, []);

  const hideReplies = useCallback((parentId: string) => dispatch({ type: "repliesHidden", parentId }), []);
  const memorialAdded = useCallback((comment: PostComment) => dispatch({ type: "memorialAdded", comment }), []);
  const replyAdded = useCallback((parentId: string, reply: PostComment) => dispatch({ type: "replyAdded", parentId, reply }), []);
  const removed = useCallback((id: string) => dispatch({ type: "removed", id }), []);

  return { state, loadingPage, loadingReplies, loadMore, loadReplies, hideReplies, memorialAdded, replyAdded, removed };
}
