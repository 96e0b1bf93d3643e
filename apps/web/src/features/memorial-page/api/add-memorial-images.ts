import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

export type AddImagesInput = { postObjectId: string; blogAuthor: string; urls: string[] };

/** POST /add-memorial-images (auth): one album entry holding the uploaded URLs. */
export function addMemorialImages({ postObjectId, blogAuthor, urls }: AddImagesInput) {
  return apiFetch("/add-memorial-images", { body: { _id: postObjectId, blog_author: blogAuthor, memorialImageUploaded: urls } });
}

export function useAddMemorialImages() {
  return useMutation({ mutationFn: addMemorialImages });
}
