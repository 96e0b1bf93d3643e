import { apiFetch } from "../../../lib/api-client";
import type { PostComment } from "./types";

/**
 * POST /get-post-comments: top-level memorials, newest first, 10 a page; `skip` = the
 * top-level memorials already loaded. The thread on the page is client state (replies shown
 * and hidden, posts and deletes), kept by memory-wall/thread-reducer.ts rather than a query cache.
 */
export async function fetchPostComments(postObjectId: string, skip: number, signal?: AbortSignal) {
  const { comments } = await apiFetch<{ comments: PostComment[] }>("/get-post-comments", { body: { blog_id: postObjectId, skip }, signal });
  return comments;
}
