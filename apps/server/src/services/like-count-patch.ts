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
 * Each search is a plain one, once through the page. It works on the page's bytes (UTF-8; every
 * text it looks for and writes is ASCII): opening them as text and encoding the mended text again
 * cost three times what the edit does.
 */
export function withLikeCount(page: Buffer, count: number): Buffer | null {
  const inState = onlyPlaceOf(page, STATE_KEY);
  if (inState === null) return null;
  const stateCount = numberAt(page, inState + STATE_KEY.length);
  if (stateCount === null) return null;
  const { value: old, end: stateEnd } = stateCount;
  if (old === count) return page;
  if (old === 1 || count === 1) return null;

  const button = onlyPlaceOf(page, LIKE_BUTTON);
  if (button === null) return null;
  const shown = `${TEXT_SEPARATOR}${old}${TEXT_SEPARATOR}`;
  const inButton = page.indexOf(shown, button);
  // The number is the button's own: before the end of its text (an icon, two spans, the number between).
  const textEnd = page.indexOf(BUTTON_TEXT_END, button);
  if (inButton < 0 || textEnd < 0 || inButton > textEnd) return null;

  const edits = [
    { at: inState + STATE_KEY.length, end: stateEnd, text: String(count) },
    { at: inButton, end: inButton + shown.length, text: `${TEXT_SEPARATOR}${count}${TEXT_SEPARATOR}` },
  ].sort((a, b) => a.at - b.at);
  const parts: Buffer[] = [];
  let from = 0;
  for (const edit of edits) {
    parts.push(page.subarray(from, edit.at), Buffer.from(edit.text, "latin1"));
    from = edit.end;
  }
  parts.push(page.subarray(from));
  return Buffer.concat(parts);
}

/** The memorial's answer in the hydration state: its activity's first key. */
const STATE_KEY = '"activity":{"total_likes":';
/** The like button, a link for a visitor (the server renders signed out) or a button: its tap id. */
const LIKE_BUTTON = 'data-tap-id="like"';
/** What React puts between a number and the text beside it in its server render. */
const TEXT_SEPARATOR = "<!-- -->";
/** The button's text ends with its count's word, in a span closing the button's content. */
const BUTTON_TEXT_END = "</span></";

/** Where `text` (ASCII) is in `page`, when it is there exactly once. */
function onlyPlaceOf(page: Buffer, text: string): number | null {
  const first = page.indexOf(text);
  if (first < 0 || page.indexOf(text, first + text.length) >= 0) return null;
  return first;
}

const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;

/** The non-negative integer written at `at`, and where it ends. */
function numberAt(page: Buffer, at: number): { value: number; end: number } | null {
  let end = at;
  while (end < page.length && end - at < 10 && page[end]! >= DIGIT_0 && page[end]! <= DIGIT_9) end++;
  if (end === at) return null;
  return { value: Number(page.toString("latin1", at, end)), end };
}
