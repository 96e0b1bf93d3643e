import crypto from "node:crypto";
import { SESSION_STORAGE_KEY } from "@kma/core/limits";
import {
  APP_PREFETCH_DELAY_MS,
  APP_READY_EVENT,
  BOOT_FILES_ID,
  CLOSES_PANEL_ATTRIBUTE,
  FILL_YOUR_TIMES,
  NATIVE_PANEL_ATTRIBUTE,
  TAP_ID_ATTRIBUTE,
  WORKS_WITHOUT_APP_ATTRIBUTE,
  YOUR_TIME_ATTRIBUTE,
} from "@kma/core/page-boot";

/**
 * Starts the web app on a server-rendered page (decision 030). The page is whole without it, so
 * the first view never waits for it: its files are fetched a second after the page has loaded
 * and its first paint is reported (at low priority, when the browser is idle; decisions 033 and
 * 039), and it starts in the first idle moment after they have come (decision 038), or earlier
 * when the visitor first touches, clicks, types or tabs. It starts at once for a
 * signed-in visitor (their own header and buttons come from the app). A visitor in another time
 * zone than a service's gets their own time for it from `FILL_YOUR_TIMES`, before the first
 * paint, without the app.
 *
 * The click that starts it is held and given again once the app has taken over, so it does what
 * it would have done; a link whose app's files have not come within four seconds is followed as a
 * plain link (within ten seconds, when they have come and the app is starting).
 *
 * Always the same text, so the Content-Security-Policy allows it by its hash (`BOOT_SCRIPT_HASH`)
 * and no other inline script runs.
 */
export const BOOT_SCRIPT = `(function () {
  var d = document, booted = false, loaded = false, ready = false, held = null, starters = ["pointerdown", "keydown", "touchstart", "focusin"];
  var files = JSON.parse(d.getElementById(${JSON.stringify(BOOT_FILES_ID)}).textContent);
  function add(rel, file, done) {
    var link = d.createElement("link");
    link.rel = rel;
    if (rel === "prefetch") link.as = "script";
    link.crossOrigin = "";
    link.href = file;
    if (done) link.onload = link.onerror = done;
    d.head.appendChild(link);
  }
  function boot() {
    if (booted) return;
    booted = true;
    starters.forEach(function (type) { removeEventListener(type, boot, true); });
    files.slice(1).forEach(function (file) { add("modulepreload", file); });
    var script = d.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = files[0];
    // An app that cannot come (offline, or files replaced by a new release) leaves no bar running.
    script.onerror = function () { d.documentElement.removeAttribute("data-app-starting"); };
    script.onload = function () { loaded = true; };
    d.head.appendChild(script);
  }
  starters.forEach(function (type) { addEventListener(type, boot, { capture: true, passive: true }); });
  addEventListener("click", function (event) {
    if (ready || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var target = event.target.closest && event.target.closest("a[href], button, summary, [role=button]");
    // A control that works without the app (decision 037) does its work now; the app takes it over later.
    if (!target || target.hasAttribute(${JSON.stringify(WORKS_WITHOUT_APP_ATTRIBUTE)}) || !d.getElementById("root").contains(target)) return;
    if (target.tagName === "A" && (target.target || target.hasAttribute("download") || target.origin !== location.origin)) return;
    event.preventDefault();
    held = target;
    // index.css shows a bar at the top until the app is ready, should the start take a moment.
    d.documentElement.setAttribute("data-app-starting", "");
    boot();
    // A link whose app has not come is followed as a plain link; one whose app has come and is
    // starting (a busy phone hydrating) is given a while longer, since the app will do what the tap
    // asked and the plain link may not (the like's is a sign-in link for a signed-in visitor).
    function follow() { if (held === target && target.tagName === "A") location.assign(target.href); }
    setTimeout(function () { if (loaded) setTimeout(follow, 6000); else follow(); }, 4000);
  }, true);
  // Before the app has come, Escape closes a panel the address shows (decision 037) as its close
  // control would; focus inside it goes back to the link that opens it.
  addEventListener("keydown", function (event) {
    if (ready || event.key !== "Escape" || event.defaultPrevented) return;
    var panel = d.querySelector("[${NATIVE_PANEL_ATTRIBUTE}]:target"), close = panel && panel.querySelector("[${CLOSES_PANEL_ATTRIBUTE}]");
    if (!close) return;
    event.preventDefault();
    var inside = panel.contains(d.activeElement), opener = d.querySelector("a[href='#" + panel.id + "']");
    close.click();
    if (inside && opener) opener.focus({ preventScroll: true });
  });
  addEventListener(${JSON.stringify(APP_READY_EVENT)}, function () {
    ready = true;
    var target = held, tapId = target && target.getAttribute(${JSON.stringify(TAP_ID_ATTRIBUTE)});
    held = null;
    // The app may draw the tapped control as another element (decision 039): the same-named one takes the tap.
    if (target && !target.isConnected && tapId) target = d.querySelector("[${TAP_ID_ATTRIBUTE}='" + tapId + "']");
    if (target && target.isConnected) target.click();
  });
  (${FILL_YOUR_TIMES})(d.querySelectorAll("[${YOUR_TIME_ATTRIBUTE}]"));
  // In a task of its own: a page's first localStorage read may wait on the disk; then it holds
  // up no other work.
  setTimeout(function () {
    var signedIn = false;
    try { signedIn = !!localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)}); } catch (e) {}
    if (signedIn) boot();
  });
  // A few files per idle moment: adding every link at once kept a slow phone busy. Once every
  // file has come, the app starts in the next idle moment (decision 038), so it is ready before
  // the visitor's tap instead of starting on it.
  var toFetch = files.slice(), waiting = files.length;
  function fetched() { if (--waiting === 0) idle(boot); }
  function fetchFiles(deadline) {
    var count = 0;
    while (!booted && toFetch.length && count < 4 && (!deadline || deadline.timeRemaining() > 4)) { add("prefetch", toFetch.shift(), fetched); count++; }
    if (!booted && toFetch.length) idle(fetchFiles);
  }
  function idle(work) { (window.requestIdleCallback || setTimeout)(work); }
  // Not before the page's first view is on the screen (its first contentful paint, as reported),
  // and then not at once: the reader's first seconds go to the page and its pictures.
  function later() { setTimeout(function () { idle(fetchFiles); }, ${APP_PREFETCH_DELAY_MS}); }
  function afterFirstPaint() {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf("paint") < 0) return later();
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      later();
    });
    observer.observe({ type: "paint", buffered: true });
  }
  if (d.readyState === "complete") afterFirstPaint(); else addEventListener("load", afterFirstPaint);
})();`;

/** The CSP source that lets `BOOT_SCRIPT` run inline. */
export const BOOT_SCRIPT_HASH = `'sha256-${crypto.createHash("sha256").update(BOOT_SCRIPT).digest("base64")}'`;
