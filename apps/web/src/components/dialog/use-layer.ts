import { useEffect, useRef, type RefObject } from "react";
import { cycleTab, lockBodyScroll, tabStops } from "./focus";
import { holdPageOutside } from "./inert-page";

/** Where focus goes when the layer opens: the panel itself, its first control, or a given one. */
export type InitialFocus = "panel" | "first" | RefObject<HTMLElement | null>;

/** Why the layer asks to be closed: Escape, or a press outside it. */
export type DismissReason = "escape" | "outside";

export type LayerOptions = {
  /** While false the layer does nothing (a panel the server drew, not yet the app's, or one sliding out). Default true. */
  active?: boolean;
  /** Escape, or (with `closeOnOutsidePress`, or the dialog's backdrop) a press outside: the owner closes it. */
  onDismiss: (reason: DismissReason) => void;
  /** False while something is under way that must not be walked away from: Escape and outside presses do nothing. */
  dismissable?: boolean;
  initialFocus?: InitialFocus;
  /**
   * The control focus goes back to when nothing outside the layer had focus as it opened:
   * Safari does not focus a tapped button, and a panel opened by its address before the app came
   * may hold the visitor's typing already (their place is kept). By default that is no one.
   */
  opener?: () => HTMLElement | null;
  /** Whether focus goes back to the opener whenever the layer closes (default), or only after Escape (a menu left by choosing an item). */
  returnFocus?: "always" | "after-escape";
  /** Whether the page behind stays still while it is open, focus coming in and going back not scrolling it either. Default true. */
  lockScroll?: boolean;
  /** A press outside closes it (a popover, which has no backdrop). A press on the opener is left to the opener's own click. */
  closeOnOutsidePress?: boolean;
  /** Other keys the layer answers wherever focus is while it is the topmost (the lightbox's arrows); true when it used the key. */
  onKey?: (event: KeyboardEvent) => boolean;
  /**
   * Whether the rest of the page is inert while it is open (default): it cannot be focused,
   * pressed or read out, so nothing half-covered behind it is left usable. False for a popover
   * that leaves the page usable: a press outside closes it and goes on to what it pressed.
   */
  modal?: boolean;
  /** What stays live besides the panel: its overlay and backdrop, a menu's own button. */
  live?: () => Array<Element | null>;
};

type Layer = { modal: boolean; live: () => Element[] };

/** The open layers, the newest last: keys go to the newest alone (a report dialog over the lightbox). */
const layers: Layer[] = [];

/**
 * Only the newest modal layer is live, with any popover opened over it: the page behind it and
 * the layers under it are inert (a report dialog over the lightbox leaves the lightbox inert).
 */
function holdPage() {
  let top = layers.length - 1;
  while (top >= 0 && !layers[top]?.modal) top -= 1;
  const live = top < 0 ? [] : layers.slice(top);
  holdPageOutside(() => live.flatMap((layer) => layer.live()));
}

/**
 * What every dialog, drawer and popover of the site does while it is open, written once: focus
 * moves in (unless the visitor is typing in it already), Tab and Shift+Tab stay inside,
 * Escape asks to close, the page behind stays still (and, behind a modal one, inert), and on
 * closing focus goes back to the control that opened it — or, when that control has gone with
 * what the layer was about, to the page's main region rather than to nothing. A press outside
 * does not take focus back: it stays where the visitor pressed.
 *
 * Keys are listened to on the document, so they work wherever focus has got to; with layers
 * open over one another only the newest answers them. A key something inside the layer has
 * already answered (its default prevented) is left alone.
 */
export function useLayer(panelRef: RefObject<HTMLElement | null>, options: LayerOptions) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const active = options.active ?? true;

  useEffect(() => {
    const panel = panelRef.current;
    if (!active || !panel) return;
    const focused = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const typingInside = focused !== null && panel.contains(focused);
    const opener = (typingInside ? null : focused) ?? latest.current.opener?.() ?? null;

    const layer: Layer = {
      modal: latest.current.modal !== false,
      live: () => [panel, ...(latest.current.live?.() ?? [])].filter((element): element is Element => element !== null),
    };
    layers.push(layer);
    const topmost = () => layers[layers.length - 1] === layer;
    holdPage();
    // A layer that holds the page still does not move it either, coming or going; a popover in
    // the page's flow is brought into view as focus goes to it, and its opener on the way back.
    const holdsPage = latest.current.lockScroll !== false;
    if (!typingInside) initialTarget(panel, latest.current.initialFocus ?? "first")?.focus({ preventScroll: holdsPage });
    const unlock = holdsPage ? lockBodyScroll() : null;

    let dismissedBy: DismissReason | null = null;
    const dismiss = (reason: DismissReason) => {
      if (latest.current.dismissable === false) return;
      dismissedBy = reason;
      latest.current.onDismiss(reason);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!topmost() || event.defaultPrevented) return;
      if (event.key === "Escape") {
        event.preventDefault();
        dismiss("escape");
      } else if (event.key === "Tab") {
        cycleTab(event, panel);
      } else if (latest.current.onKey?.(event)) {
        event.preventDefault();
      }
    };
    const onPress = (event: MouseEvent | TouchEvent) => {
      const target = event.target;
      if (!latest.current.closeOnOutsidePress || !topmost() || !(target instanceof Node)) return;
      if (panel.contains(target) || opener?.contains(target)) return;
      dismiss("outside");
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("mousedown", onPress);
    document.addEventListener("touchstart", onPress, { passive: true });

    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("mousedown", onPress);
      document.removeEventListener("touchstart", onPress);
      layers.splice(layers.indexOf(layer), 1);
      // The page is live again before focus goes back to it: an inert control takes no focus.
      holdPage();
      unlock?.();
      if (dismissedBy === "outside") return;
      if (latest.current.returnFocus === "after-escape" && dismissedBy !== "escape") return;
      // Focus someone has already put elsewhere (outside the layer) stays there.
      const now = document.activeElement;
      if (now && now !== document.body && !panel.contains(now)) return;
      const back = opener?.isConnected ? opener : opener ? document.getElementById("main") : null;
      back?.focus({ preventScroll: holdsPage });
    };
    // The panel element is fixed for the layer's life; the options are read when used.
  }, [active, panelRef]);
}

function initialTarget(panel: HTMLElement, initial: InitialFocus): HTMLElement | null {
  if (initial === "panel") return panel;
  if (initial === "first") return tabStops(panel)[0] ?? panel;
  return initial.current;
}
