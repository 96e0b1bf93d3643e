import type { ApiAnswer } from "@kma/core/api-answers";
import type { ErrorAnswer } from "@kma/core/answer-shapes";
import { IMAGE_VARIANT_WIDTHS, UPLOAD_KEY_PATTERN, type ImageVariantWidth } from "@kma/core/limits";
import { MESSAGES } from "@kma/core/messages";
import { env } from "../config/env";
import { ApiError } from "./api-client";
import { expireSession } from "./session";

export type UploadImageOptions = {
  token: string;
  /** Called with the fraction sent so far, 0 to 1, as the file goes up. */
  onProgress?: (fraction: number) => void;
};

const UPLOADS_PATH = "/api/uploads/";

function errorText(body: string): string {
  try {
    // A proxy's page may stand where the server's `{ error }` should be: each part is checked.
    const error = (JSON.parse(body) as Partial<ErrorAnswer> | null)?.error;
    if (typeof error === "string" && error.trim() !== "") return error;
  } catch {
    // not JSON: a proxy's error page, say
  }
  return MESSAGES.uploadFailed;
}

async function getUploadUrl(token: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${env.apiBase}/get-upload-url`, { headers: { Accept: "application/json", Authorization: `Bearer ${token}` } });
  } catch {
    throw new ApiError(0, MESSAGES.uploadFailed);
  }
  const body = await response.text();
  if (!response.ok) {
    if (response.status === 401) expireSession(token);
    throw new ApiError(response.status, errorText(body));
  }
  const uploadURL: unknown = (JSON.parse(body) as Partial<ApiAnswer<"/get-upload-url">> | null)?.uploadURL;
  if (typeof uploadURL !== "string") throw new ApiError(response.status, MESSAGES.uploadFailed);
  return uploadURL;
}

/** PUTs the raw file with XMLHttpRequest: fetch cannot report upload progress. */
function putFile(uploadURL: string, file: File, onProgress?: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", uploadURL);
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve();
      } else {
        reject(new ApiError(xhr.status, errorText(xhr.responseText)));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, MESSAGES.uploadFailed));
    xhr.onabort = () => reject(new ApiError(0, MESSAGES.uploadFailed));
    xhr.send(file);
  });
}

/**
 * Uploads one image (docs/api.md "Uploads"): asks for a single-use upload URL, PUTs the file to it
 * and resolves with the stored image URL, the upload URL without its query string. Rejects
 * with an ApiError whose message is the server's `error` text.
 */
export async function uploadImage(file: File, { token, onProgress }: UploadImageOptions): Promise<string> {
  const uploadURL = await getUploadUrl(token);
  await putFile(uploadURL, file, onProgress);
  // The URL is the one our API just issued, never typed by anyone, and short.
  // eslint-disable-next-line regexp/no-super-linear-move
  return uploadURL.replace(/[?#].*$/, "");
}

/**
 * The sized WebP copy of one of this site's uploads (`?w=320|640|1280`), so cards and galleries
 * never download a full-size photo. Any other URL (a preset, a preview blob, another site's
 * image) comes back unchanged.
 */
export function imageVariant(url: string, width: ImageVariantWidth): string {
  // The server renders pages with no window: it links uploads as the browser will, relative
  // to the page when the API is on the page's origin, so hydration finds the same URLs.
  const page = typeof window === "undefined" ? SERVER_PAGE : window.location.href;
  let parsed: URL;
  try {
    parsed = new URL(url, page);
  } catch {
    return url;
  }
  if (parsed.search !== "" || parsed.hash !== "" || /[?#]/.test(url)) return url;
  if (!parsed.pathname.startsWith(UPLOADS_PATH) || !UPLOAD_KEY_PATTERN.test(parsed.pathname.slice(UPLOADS_PATH.length))) return url;
  // The server stores only its own upload URLs (absolute, from PUBLIC_URL). Serve them from
  // the API origin this page talks to, so a site reached by another name (127.0.0.1 vs
  // localhost, a new domain) still shows its photos.
  const apiOrigin = new URL(env.apiBase, page).origin;
  return `${apiOrigin === new URL(page).origin ? "" : apiOrigin}${parsed.pathname}?w=${width}`;
}

const SERVER_PAGE = "http://server-render.invalid/";

/** A `srcset` over every stored variant (320/640/1280 px) of one of this site's uploads; undefined for any other URL. */
export function imageSrcSet(url: string): string | undefined {
  if (imageVariant(url, IMAGE_VARIANT_WIDTHS[0]) === url) return undefined;
  return IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariant(url, width)} ${width}w`).join(", ");
}
