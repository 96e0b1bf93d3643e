import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { PostComment } from "./types";

/**
 * POST /get-post-comments: top-level memorials, newest first, 10 a page; `skip` = the
 * top-level memorials already loaded. The thread on the page is client state (replies shown
 * and hidden, posts and deletes), kept by memory-wall/thread-reducer.ts rather than a query cache.
 */
export async function fetchPostComments(postObjectId: string, skip: number, signal?: AbortSignal) {
  const { comments } = await apiFetch("/get-post-comments", { body: { blog_id: postObjectId, skip }, signal });
  return comments;
}

/**
 * The wall's first page as the server rendered it, so a visitor reads the memorials before (or
 * without) the app's JavaScript. A query only so that the server's render fetches it and the
 * browser hydrates it; the browser never fetches it through this (the thread does, as before),
 * and useThread drops it once read, so a later visit to the page loads the wall afresh.
 */
export const servedCommentsKey = (postObjectId: string) => ["memorial-post-comments-served", postObjectId] as const;

export const servedCommentsQueryOptions = (postObjectId: string) =>
  queryOptions({
    queryKey: servedCommentsKey(postObjectId),
    queryFn: ({ signal }) => fetchPostComments(postObjectId, 0, signal),
    enabled: import.meta.env.SSR,
  });

export function useServedComments(postObjectId: string): PostComment[] | undefined {
  return useQuery(servedCommentsQueryOptions(postObjectId)).data;
}
