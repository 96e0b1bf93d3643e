/**
 * What stays live outside every modal layer: react-hot-toast's toaster, in the app's root. A
 * toast that a dialog's action shows (a link copied, a report sent) is seen over the dialog and
 * read out; inside an inert part it would be neither.
 */
const ALWAYS_LIVE = "[data-rht-toaster]";

/** Elements that draw nothing and take no input: left as they are. */
const NOT_DRAWN = new Set(["SCRIPT", "STYLE", "LINK", "TEMPLATE", "NOSCRIPT"]);

/** The elements this module made inert (and only those: one inert already, such as a panel sliding out, is left to its owner). */
const marked = new Set<Element>();
let watcher: MutationObserver | null = null;
let liveNow: () => Element[] = () => [];

/**
 * Everything in the body that is not one of `live`, inside one, around one, or always live
 * (the toaster): the siblings of each element on the way from the body down to them. The page's
 * root, when a layer is portalled to the body; the rest of the top bar and the page, when a
 * layer is drawn in place inside them.
 */
function outside(live: Element[]): Set<Element> {
  const found = new Set<Element>();
  // A layer just taken out of the page, whose owner has not yet let go of it, holds nothing.
  const present = live.filter((element) => element.isConnected);
  if (present.length === 0) return found;
  const keep = [...present, ...document.querySelectorAll(ALWAYS_LIVE)];
  const walk = (parent: Element) => {
    for (const child of parent.children) {
      if (keep.includes(child) || NOT_DRAWN.has(child.tagName)) continue;
      if (keep.some((element) => child.contains(element))) walk(child);
      else found.add(child);
    }
  };
  walk(document.body);
  return found;
}

function apply() {
  const next = outside(liveNow());
  for (const element of marked) {
    if (next.has(element)) continue;
    element.removeAttribute("inert");
    marked.delete(element);
  }
  for (const element of next) {
    if (marked.has(element) || element.hasAttribute("inert")) continue;
    element.setAttribute("inert", "");
    marked.add(element);
  }
}

/**
 * Makes the page outside the elements `live()` names inert (neither focused, pressed, nor read
 * out), or, when it names none, gives the page back: only what this made inert is freed. While
 * the page is held, an element that comes into the body beside the live ones later (a route's
 * screen arriving, a portal opening) is made inert too.
 */
export function holdPageOutside(live: () => Element[]) {
  liveNow = live;
  apply();
  if (marked.size > 0 && !watcher) {
    watcher = new MutationObserver(apply);
    watcher.observe(document.body, { childList: true, subtree: true });
  } else if (marked.size === 0 && watcher) {
    watcher.disconnect();
    watcher = null;
  }
}
