import { useBrowserValue } from "./use-browser-value";

// Read once: React asks for the snapshot on every render of every service card, and making an
// Intl.DateTimeFormat each time cost a slow phone real milliseconds while the page hydrated.
let zone: string | null | undefined;
const browserZone = () => (zone === undefined ? (zone = Intl.DateTimeFormat().resolvedOptions().timeZone || null) : zone);

/**
 * The visitor's own IANA zone, known only in the browser. The server's render and the hydrating
 * render both see null (the server snapshot), then React renders again with the browser's zone,
 * so a server-rendered page hydrates without a mismatch.
 */
export function useVisitorTimeZone(): string | null {
  return useBrowserValue(browserZone, null);
}
