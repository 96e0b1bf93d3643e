import { useMutation } from "@tanstack/react-query";
import type { TributesObj } from "@kma/core/engagement/engagement-schemas";
import { apiFetch } from "../../../lib/api-client";

export type AddTributeInput = { postObjectId: string; blogAuthor: string; tributesObj: TributesObj };

/** POST /add-tribute (auth optional): answers the new tribute. */
export function addTribute({ postObjectId, blogAuthor, tributesObj }: AddTributeInput) {
  return apiFetch("/add-tribute", { body: { _id: postObjectId, blog_author: blogAuthor, tributesObj } });
}

export function useAddTribute() {
  return useMutation({ mutationFn: addTribute });
}
