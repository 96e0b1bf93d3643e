import { useMutation } from "@tanstack/react-query";
import { apiFetchFile } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";

/** The path of a memorial's family copy, its index.html in `locale` (docs/api.md "Additions"). */
export const familyCopyPath = (blogId: string, locale: string) => `/posts/${encodeURIComponent(blogId)}/family-copy.zip?lang=${locale}`;

/** GET /posts/:blog_id/family-copy.zip: the keepers' ZIP of the whole memorial, saved by the browser. */
export async function downloadFamilyCopy({ blogId, locale }: { blogId: string; locale: string }) {
  const { blob, fileName } = await apiFetchFile(familyCopyPath(blogId, locale));
  saveFile(blob, fileName ?? `${blogId}-family-copy.zip`);
}

export function useDownloadFamilyCopy() {
  return useMutation({ mutationFn: downloadFamilyCopy });
}
