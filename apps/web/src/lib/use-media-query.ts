import { useCallback, useSyncExternalStore } from "react";

/** Whether a CSS media query matches now; follows the window as it changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's `lg` breakpoint, where side panels sit beside the content. */
export const WIDE_SCREEN = "(min-width: 64rem)";
