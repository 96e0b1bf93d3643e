import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /delete-image (auth): one album entry, by its uploader or the post's author. */
export function deleteImage(entryId: string) {
  return apiFetch("/delete-image", { body: { _id: entryId } });
}

export function useDeleteImage() {
  return useMutation({ mutationFn: deleteImage });
}
