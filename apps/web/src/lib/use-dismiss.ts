import { useEffect, useRef, type RefObject } from "react";

/**
 * While `open`, calls `onDismiss` on a mouse press outside `ref` or on Escape, the way
 * dropdowns and panels close (docs/spec.md: "Clicking outside closes it").
 */
export function useDismiss(open: boolean, ref: RefObject<HTMLElement | null>, onDismiss: (reason: "outside" | "escape") => void) {
  const callback = useRef(onDismiss);
  useEffect(() => {
    callback.current = onDismiss;
  });

  useEffect(() => {
    if (!open) return;
    const onPress = (event: MouseEvent | TouchEvent) => {
      if (ref.current && event.target instanceof Node && !ref.current.contains(event.target)) callback.current("outside");
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") callback.current("escape");
    };
    document.addEventListener("mousedown", onPress);
    document.addEventListener("touchstart", onPress, { passive: true });
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onPress);
      document.removeEventListener("touchstart", onPress);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, ref]);
}
