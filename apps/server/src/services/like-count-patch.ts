/**
 * A memorial page whose only change since its render is its count of flowers (a like, or a like
 * taken back), mended by that count instead of rendered again (decision 064): the page's render
 * costs some 25 ms of the server's time; this, with the page opened and compressed again, about 2.
 *
 * The count is in two places of the page, each once: the like button's text (the server render
 * of apps/web/src/features/memorial-page/components/like-button.tsx, between the comments React
 * puts around a number among other text) and the memorial's answer in the state the browser
 * hydrates from (`"total_likes":N`). The word beside the number is "Flower" for 1 and "Flowers"
 * otherwise (in each language), so a count that is or becomes 1 is left to a render. Anything
 * not exactly as expected (the markup changed, a number found twice) answers null: the page is
 * rendered, as before. A test renders the page at the new count and compares it byte for byte.
 * Each search is a plain one, once through the page.
 */
export function withLikeCount(html: string, count: number): string | null {
  const inState = onlyPlaceOf(html, STATE_KEY);
  if (inState === null) return null;
  const stateCount = numberAt(html, inState + STATE_KEY.length);
  if (stateCount === null) return null;
  const { value: old, end: stateEnd } = stateCount;
  if (old === count) return html;
  if (old === 1 || count === 1) return null;

  const button = onlyPlaceOf(html, LIKE_BUTTON);
  if (button === null) return null;
  const shown = `${TEXT_SEPARATOR}${old}${TEXT_SEPARATOR}`;
  const inButton = html.indexOf(shown, button);
  // The number is the button's own: before the end of its text (an icon, two spans, the number between).
  const textEnd = html.indexOf(BUTTON_TEXT_END, button);
  if (inButton < 0 || textEnd < 0 || inButton > textEnd) return null;

  const edits = [
    { at: inState + STATE_KEY.length, end: stateEnd, text: String(count) },
    { at: inButton, end: inButton + shown.length, text: `${TEXT_SEPARATOR}${count}${TEXT_SEPARATOR}` },
  ].sort((a, b) => a.at - b.at);
  let mended = "";
  let from = 0;
  for (const edit of edits) {
    mended += html.slice(from, edit.at) + edit.text;
    from = edit.end;
  }
  return mended + html.slice(from);
}

/** The memorial's answer in the hydration state: its activity's first key. */
const STATE_KEY = '"activity":{"total_likes":';
/** The like button, a link for a visitor (the server renders signed out) or a button: its tap id. */
const LIKE_BUTTON = 'data-tap-id="like"';
/** What React puts between a number and the text beside it in its server render. */
const TEXT_SEPARATOR = "<!-- -->";
/** The button's text ends with its count's word, in a span closing the button's content. */
const BUTTON_TEXT_END = "</span></";

/** Where `text` is in `html`, when it is there exactly once. */
function onlyPlaceOf(html: string, text: string): number | null {
  const first = html.indexOf(text);
  if (first < 0 || html.indexOf(text, first + text.length) >= 0) return null;
  return first;
}

/** The non-negative integer written at `at`, and where it ends. */
function numberAt(html: string, at: number): { value: number; end: number } | null {
  let end = at;
  while (end < html.length && end - at < 10 && html.charCodeAt(end) >= 48 && html.charCodeAt(end) <= 57) end++;
  if (end === at) return null;
  return { value: Number(html.slice(at, end)), end };
}
