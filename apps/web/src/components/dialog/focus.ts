/** What Tab stops at inside a layer (a hidden input never takes focus, so it is no stop). */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls of `container` that Tab reaches, in order (none inside an inert part, such as a panel sliding out). */
export function tabStops(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest("[inert]"));
}

/** A radio group is one Tab stop: any of its buttons stands for the group. */
function sameStop(focused: Element | null, stop: HTMLElement) {
  if (focused === stop) return true;
  return (
    focused instanceof HTMLInputElement &&
    stop instanceof HTMLInputElement &&
    focused.type === "radio" &&
    stop.type === "radio" &&
    focused.name !== "" &&
    focused.name === stop.name &&
    focused.form === stop.form
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container`: past the last control focus comes round to the
 * first and back from the first to the last. Focus that has got outside (a click on the page
 * behind, which moves focus to the body) is brought back in.
 */
export function cycleTab(event: KeyboardEvent, container: HTMLElement) {
  const stops = tabStops(container);
  const first = stops[0];
  const last = stops[stops.length - 1];
  const focused = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (!(focused instanceof Node) || !container.contains(focused)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && (sameStop(focused, first) || focused === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && sameStop(focused, last)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * While a modal is open the page behind it does not scroll. Layers that open over one another
 * give it back in the opposite order, each restoring what it found.
 */
export function lockBodyScroll(): () => void {
  const previous = document.body.style.overflow;
  document.body.style.overflow = "hidden";
  return () => {
    document.body.style.overflow = previous;
  };
}
