import type { FastifyInstance } from "fastify";
import { BACKGROUND_PRESET_IDS, backgroundPresetPath } from "@kma/core/enums";
import { LIMITS, UPLOAD_KEY_PATTERN } from "@kma/core/limits";

const UPLOADS_PATH = "/api/uploads/";
const PRESET_PATHS = new Set<string>(BACKGROUND_PRESET_IDS.map(backgroundPresetPath));
/** Placeholder images shipped with the web app (a banner that failed to load, an empty avatar). */
const PLACEHOLDER_PATH = /^\/images\/placeholder-[a-z0-9-]+\.(png|jpg|jpeg|webp|svg)$/;

/** The stored URL of an upload: its upload URL without the query string (docs/api.md "Uploads"). */
export const uploadedImageUrl = (publicUrl: string, key: string) => `${publicUrl}${UPLOADS_PATH}${key}`;

/**
 * True when `url` is an image this site serves: an upload of its own storage
 * (`${PUBLIC_URL}/api/uploads/<key>`, or the same path alone) or a preset the web app ships
 * (`/backgrounds/background-N.jpg`, placeholders). Only the canonical spelling passes: no
 * query, fragment, credentials, dot segments or percent-escapes, so a stored URL is never a
 * disguised foreign one.
 */
export function isOwnUploadUrl(app: Pick<FastifyInstance, "config">, url: string): boolean {
  if (typeof url !== "string" || url.length === 0 || url.length > LIMITS.urlMax) return false;
  const site = new URL(app.config.publicUrl);
  let parsed: URL;
  try {
    parsed = new URL(url, site);
  } catch {
    return false;
  }
  const canonical = url.startsWith("/") ? parsed.pathname : parsed.href;
  if (parsed.origin !== site.origin || url !== canonical || /[?#]/.test(url) || parsed.username || parsed.password) return false;
  const path = parsed.pathname;
  if (path.startsWith(UPLOADS_PATH)) return UPLOAD_KEY_PATTERN.test(path.slice(UPLOADS_PATH.length));
  return PRESET_PATHS.has(path) || PLACEHOLDER_PATH.test(path);
}
