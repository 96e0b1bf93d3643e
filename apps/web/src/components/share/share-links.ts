import { paths } from "../../config/paths";
import { useBrowserValue } from "../../lib/use-browser-value";

export type ShareTarget = "whatsapp" | "facebook" | "twitter" | "instagram" | "viber";
export type ShareLink = { id: ShareTarget; label: string; href: string };

/** Instagram has no web share URL (see SharePopover): its link opens Instagram itself. */
export const INSTAGRAM_URL = "https://www.instagram.com/";

/**
 * The share links of docs/spec.md "Share popover", in its order. `url` must be absolute (a
 * messenger cannot open "/post/x"); `title` is the text that goes with it.
 */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title ? `${title} ${url}` : url);
  return [
    { id: "whatsapp", label: "WhatsApp", href: `https://wa.me/?text=${text}` },
    { id: "facebook", label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: "twitter", label: "Twitter / X", href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { id: "instagram", label: "Instagram", href: INSTAGRAM_URL },
    { id: "viber", label: "Viber", href: `viber://forward?text=${text}` },
  ];
}

/** This site's address for a path: what gets shared is always absolute. */
export const absoluteUrl = (path: string) => new URL(path, window.location.origin).href;

/** docs/spec.md: "the current page address plus post/{id}", built from the site origin so every page shares the same link. */
export const postShareUrl = (blogId: string) => absoluteUrl(paths.post(blogId));

/**
 * Puts `text` on the clipboard. Falls back to a selected hidden textarea and execCommand
 * where the async Clipboard API is missing or refused (plain http, older browsers).
 * Resolves false when neither worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused: try the old way below
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  try {
    return typeof document.execCommand === "function" && document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * postShareUrl in a component that is also rendered on the server, where there is no window:
 * the server render and hydration use the path, and the browser's next render the full address
 * (so hydration never mismatches).
 */
export function usePostShareUrl(blogId: string): string {
  return useBrowserValue(() => postShareUrl(blogId), paths.post(blogId));
}
