import { apiFetch } from "../../../lib/api-client";

/** POST /get-replies: direct replies to one comment, oldest first, 5 a page; `skip` = those already fetched. */
export async function fetchReplies(commentId: string, skip: number, signal?: AbortSignal) {
  const { replies } = await apiFetch("/get-replies", { body: { _id: commentId, skip }, signal });
  return replies;
}
