/**
 * Names a server-rendered page and the web app share (decision 030): the server writes them into
 * the page, its boot script and the app read them.
 */

/** The JSON script holding the query data the page was rendered from, for hydration. */
export const PAGE_STATE_ID = "kma-page-state";

/** The JSON list of the app's files the boot script fetches: the entry first, then the screen's chunks. */
export const BOOT_FILES_ID = "kma-boot";

/** The event the app sends once React has hydrated the page (it then handles clicks itself). */
export const APP_READY_EVENT = "kma:app-ready";

/**
 * Marks a control that does its work without the app (a link that opens a panel with CSS
 * `:target`, a form's submit button): the boot script does not hold its first click for the app
 * (decision 037). It still starts the app, which takes the control over once it has hydrated.
 */
export const WORKS_WITHOUT_APP_ATTRIBUTE = "data-works-without-app";

/**
 * Marks a panel that opens without the app while the page is still the server's: the address
 * shows it (CSS `:target`, index.css, decision 037). The app drops the mark once it has taken
 * the panel over.
 */
export const NATIVE_PANEL_ATTRIBUTE = "data-native-panel";

/**
 * Marks the close control of a panel that opens without the app (CSS `:target`, decision 037):
 * before the app has come, Escape presses it, so the panel closes as its close button would
 * close it; once the app has the panel, its own Escape does.
 */
export const CLOSES_PANEL_ATTRIBUTE = "data-closes-panel";

/**
 * How long after the first paint the boot script waits before it fetches the app's files: the
 * first second's network and main thread are the reader's (decision 033), and the app is still
 * ready before a visitor's tap some seconds later (decision 039: at three seconds, a tap five
 * seconds after load met the app hydrating).
 */
export const APP_PREFETCH_DELAY_MS = 1000;

/**
 * Names a control that the app draws as another element than the server did (the like: a link to
 * sign in in the server's HTML, a button for a signed-in visitor's app). A tap the boot script
 * held for the app is given to the element of the same name once the app is ready, since the one
 * tapped is gone by then.
 */
export const TAP_ID_ATTRIBUTE = "data-tap-id";

/** The attribute on a service's "… your time" line that the boot script fills in; its value is a `YourTimeHint` as JSON. */
export const YOUR_TIME_ATTRIBUTE = "data-your-time";

/** What the boot script needs to write a service's time on the visitor's clock without the app. */
export type YourTimeHint = {
  /** The service's start and end, in milliseconds since 1970. */
  start: number;
  end: number;
  /** The service's IANA zone (for a reader of the page; the boot script needs only the next two). */
  zone: string;
  /** The start's day on the place's calendar, in days since 1970, and its clock there ('10:00 AM'). */
  placeDay: number;
  placeClock: string;
  /** The day names ('Tuesday, 10 February 2026') of the service's day -2, -1, 0, +1 and +2 in its zone. */
  days: string[];
  /** The sentence with `{time}` where the time goes ('{time} your time'). */
  text: string;
};

/**
 * Fills each service's "… your time" line for a visitor whose clock differs from the service's
 * place, as the web app's `visitorTimes` would (service-links.ts, whose test holds the two
 * together): the same words, so hydration finds them in place, and the line is there at the first
 * paint instead of appearing late and shifting the page. The server gives the instants, the
 * place's day and clock, the day names two days either side and the sentence; this reads the
 * visitor's clock with `Date`'s local getters, not `Intl`, whose first formatter cost a phone
 * 20–90 ms. A line it cannot work out stays hidden until the app starts.
 *
 * ES5 source, not a function: the boot script's inline text includes it.
 */
export const FILL_YOUR_TIMES = `function (lines) {
  function clock(date) { var h = date.getHours(), m = date.getMinutes(); return (h % 12 || 12) + ":" + (m < 10 ? "0" : "") + m + " " + (h < 12 ? "AM" : "PM"); }
  [].forEach.call(lines, function (line) {
    try {
      var hint = JSON.parse(line.getAttribute(${JSON.stringify(YOUR_TIME_ATTRIBUTE)}));
      var start = new Date(hint.start), theirs = clock(start);
      var shift = Date.UTC(start.getFullYear(), start.getMonth(), start.getDate()) / 864e5 - hint.placeDay;
      if (!shift && theirs === hint.placeClock) return;
      var dayName = shift ? hint.days[shift + 2] : "";
      if (dayName === undefined) return;
      var time = (dayName ? dayName + ", " : "") + theirs + " \\u2013 " + clock(new Date(hint.end));
      line.textContent = hint.text.replace("{time}", function () { return time; });
      line.hidden = false;
    } catch (e) {}
  });
}`;
