import { useMutation } from "@tanstack/react-query";
import { apiFetchFile } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";

/** GET /download-my-data (docs/api.md "Additions"): the account's ZIP, saved by the browser. */
export async function downloadMyData() {
  const { blob, fileName } = await apiFetchFile("/download-my-data");
  saveFile(blob, fileName ?? "keep-memories-alive-data.zip");
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
