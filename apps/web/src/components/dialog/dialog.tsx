import { useRef, type HTMLAttributes, type MouseEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useLayer, type InitialFocus } from "./use-layer";

type DataAttributes = { [attribute: `data-${string}`]: string | undefined };

type Props = {
  /** Whether it behaves as open (focus, keys, the still page). Default true: most dialogs are there only while open. */
  open?: boolean;
  /** Escape, the backdrop, or with `closeOnOutsidePress` a press anywhere outside. */
  onClose: () => void;
  /** False while something is under way: Escape and the backdrop then do nothing. */
  dismissable?: boolean;
  /** The dialog's name: the id of its title, or else words. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  /** "panel" makes the panel itself focusable and gives it focus. Default: its first control. */
  initialFocus?: InitialFocus;
  /** Where focus goes back when nothing outside had focus as it opened (see useLayer). */
  opener?: () => HTMLElement | null;
  lockScroll?: boolean;
  /** For a popover without a backdrop: a press outside closes it, and focus stays where it was pressed. */
  closeOnOutsidePress?: boolean;
  /** False for a popover that leaves the page usable: the page behind is then not made inert (see useLayer). Default true. */
  modal?: boolean;
  onKey?: (event: KeyboardEvent) => boolean;
  /**
   * On the body (default): a fixed overlay is then never framed or clipped by the section its
   * opener sits in (a transform, filter or containment there would do it). In place for a panel
   * the server draws (decision 037) and for a popover placed beside its button.
   */
  portal?: boolean;
  /** The fixed layer around the panel, holding the backdrop; without it the panel is the whole dialog. A press on it outside the panel closes the dialog. */
  overlay?: Omit<HTMLAttributes<HTMLDivElement>, "onClick" | "onMouseDown"> & DataAttributes;
  /** Drawn in the overlay under the panel (the dimmed page). */
  backdrop?: ReactNode;
  /** The panel's classes. */
  className?: string;
  children: ReactNode;
};

/**
 * A small form over the page: a sheet rising from the bottom on a phone, a centred card from
 * `sm` up (following a memorial, reporting an item). Spread into `<Dialog>`.
 */
export const SHEET_DIALOG = {
  overlay: { className: "fixed inset-0 z-[60] flex items-end justify-center bg-slate-950/50 sm:items-center sm:p-6" },
  className: "max-h-[90vh] w-full max-w-md overflow-y-auto rounded-t-2xl bg-white p-5 text-slate-800 shadow-xl sm:rounded-2xl sm:p-6",
} as const;

/**
 * The site's one dialog: the panel with role dialog, aria-modal and its name, on the body or in
 * place, over an optional overlay and backdrop, with what useLayer does while it is open (focus
 * in, Tab kept inside, Escape, the page held still and inert, focus back to the opener).
 */
export function Dialog({
  open = true,
  onClose,
  dismissable = true,
  labelledBy,
  label,
  describedBy,
  initialFocus = "first",
  opener,
  lockScroll = true,
  closeOnOutsidePress = false,
  modal = true,
  onKey,
  portal = true,
  overlay,
  backdrop,
  className,
  children,
}: Props) {
  const panelRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  useLayer(panelRef, {
    active: open,
    onDismiss: onClose,
    dismissable,
    initialFocus,
    opener,
    lockScroll,
    closeOnOutsidePress,
    modal,
    // The backdrop stays live with the panel: a press on it is the dialog's, to close it.
    live: () => [overlayRef.current],
    onKey,
  });

  // A press closes the dialog only if it began outside the panel too: text selected in the form
  // with the button let go over the backdrop leaves it open.
  const pressedOutside = useRef(false);
  const outsidePanel = (event: MouseEvent<HTMLDivElement>) =>
    event.target instanceof Node && event.currentTarget.contains(event.target) && !panelRef.current?.contains(event.target);

  const panel = (
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={describedBy}
      tabIndex={initialFocus === "panel" ? -1 : undefined}
      className={className}
    >
      {children}
    </div>
  );
  const layer = overlay ? (
    <div
      {...overlay}
      ref={overlayRef}
      onMouseDown={(event) => {
        pressedOutside.current = outsidePanel(event);
      }}
      onClick={(event) => {
        const outside = pressedOutside.current && outsidePanel(event);
        pressedOutside.current = false;
        if (!outside || !open) return;
        // A backdrop may be a link, for the page without the app: with the app it only closes.
        event.preventDefault();
        if (dismissable) onClose();
      }}
    >
      {backdrop}
      {panel}
    </div>
  ) : (
    panel
  );
  return portal ? createPortal(layer, document.body) : layer;
}
