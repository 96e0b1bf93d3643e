/**
 * Hostile texts of 10,000 characters for the tests that time every check of people's text
 * (linear-time.test.ts here, and the server's). Each is shaped against some way a regular
 * expression can take time that grows faster than its input: long runs a pattern may start
 * inside of, separators it may share between two quantifiers, a run followed by the one
 * character that makes the match fail at its very end. 10,000 characters is twice the longest
 * message a visitor may send; a linear check reads it in well under a millisecond, a quadratic
 * one in a tenth of a second or more.
 */

const HOSTILE_TEXT_LENGTH = 10_000;

/** `unit` repeated to fill the length between `head` and `tail`. */
function fill(unit: string, head = "", tail = ""): string {
  const body = HOSTILE_TEXT_LENGTH - head.length - tail.length;
  return head + unit.repeat(Math.ceil(body / unit.length)).slice(0, body) + tail;
}

export const HOSTILE_TEXTS: Readonly<Record<string, string>> = {
  "Tamil digits": fill("௦௧௨௩௪௫௬௭௮௯"),
  "Tamil digits, then a letter": fill("௧", "", "a"),
  "Tamil digits and spaces": fill("௧௨ "),
  "ASCII digits": fill("1234567890"),
  "ASCII digits, then a letter": fill("1", "", "a"),
  "digits and spaces": fill("1 "),
  "digits and double spaces": fill("1  "),
  "digits and dots": fill("1."),
  "digits and dashes": fill("1-"),
  "digits and plus signs": fill("+1"),
  "digits in brackets": fill("(1)"),
  "digits and every separator": fill("1 .-()+\t"),
  "separators between two digits": fill(" .-()+", "1", "1"),
  "at signs": fill("@"),
  dots: fill("."),
  "at signs and dots": fill("@."),
  "an address's start, then dots and an at sign": fill(".", "a@", "@"),
  "an address's start, then dots and a space": fill(".", "a@", " x"),
  "an address's start, then words and dots": fill("a.", "a@", "@"),
  "one long word": fill("a"),
  "one long word of letters and digits": fill("a1"),
  "one long word, then an at sign": fill("a", "", "@"),
  "letters and dots": fill("a."),
  "letters and dashes": fill("a-"),
  "letters and spaces": fill("a "),
  "letters and underscores": fill("a_"),
  "a@a. fragments": fill("a@a."),
  "a@a. fragments, then a bad ending": fill("a@a.", "", "@!"),
  "a.a@ fragments": fill("a.a@"),
  "(at) fragments": fill("a (at) "),
  "Tamil letters and combining marks": fill("க்ஷ்ரீஸ்ரீகொ\u0BCD\u0BBE"),
  "combining marks alone": fill("\u0BCD\u0301\u0BBE"),
  "Tamil words": fill("அம்மா அப்பா "),
  "Tamil letters and digits": fill("அ௧"),
  "year ranges": fill("1945 - "),
  dates: fill("12.03."),
  times: fill("10.30 - "),
  "a time, then spaces and a letter": fill(" ", "1a", "x"),
  "a time with a dot, then spaces and a letter": fill(" ", "1a.", ".x"),
  "www. fragments": fill("www."),
  "link starts": fill("http://"),
  "spaces, then a letter": fill(" ", "", "x"),
  "dashes, then a letter": fill("-", "", "x"),
  "dashes between letters": fill("-", "a", "a"),
  "dots, dashes and underscores, then a letter": fill("._-", "", "x"),
  "slashes, then a letter": fill("/", "", "x"),
  "question marks and hashes, then a new line": fill("?#", "", "\n"),
  "angle brackets": fill("<"),
  "new lines and spaces": fill("\n "),
  "sentence ends": fill("a. "),
};

/** What a check of people's text may take on any text of HOSTILE_TEXTS: far above a linear pass, far below a quadratic one. */
export const LINEAR_TIME_LIMIT_MS = 50;

/** Milliseconds of the fastest of a few runs: a slow first run (compiling, a pause of the machine) is not the check's cost. */
export function fastestMs(run: () => unknown): number {
  let fastest = Infinity;
  for (let attempt = 0; attempt < 3 && fastest > LINEAR_TIME_LIMIT_MS; attempt++) {
    const start = performance.now();
    try {
      const result = run();
      if (result instanceof Promise) result.catch(() => {});
    } catch {
      // A text of the wrong shape may be refused by throwing; only the time matters here.
    }
    fastest = Math.min(fastest, performance.now() - start);
  }
  return fastest;
}
