import { useSyncExternalStore } from "react";
import { columnsForWidth } from "./gallery-columns";

function subscribe(onChange: () => void) {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

/**
 * The gallery's column count for the window's current width, following resizes. A page the
 * server rendered (no window there) starts in one column and takes the window's count as it
 * hydrates; the gallery sits below the memorial's header and story, out of the first view.
 */
export function useGalleryColumns(): number {
  return useSyncExternalStore(
    subscribe,
    () => columnsForWidth(window.innerWidth),
    () => 1,
  );
}
