import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * A value only the browser knows (the page's address, the device's time zone, that the app is
 * running at all), in a component the server also renders. The server's render and the hydrating
 * render both see `onServer`; React then renders again with `inBrowser()`, so a server-rendered
 * page hydrates without a mismatch. For values that do not change while the page is open:
 * nothing is subscribed to. `inBrowser` must return the same value each time it is asked.
 */
export function useBrowserValue<T>(inBrowser: () => T, onServer: T): T {
  return useSyncExternalStore(noChanges, inBrowser, () => onServer);
}
