import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || null;

/**
 * The visitor's own IANA zone, known only in the browser. The server's render and the hydrating
 * render both see null (the server snapshot), then React renders again with the browser's zone,
 * so a server-rendered page hydrates without a mismatch.
 */
export function useVisitorTimeZone(): string | null {
  return useSyncExternalStore(subscribe, browserZone, () => null);
}
