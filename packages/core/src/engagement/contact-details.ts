/**
 * Does a visitor's text carry a way to reach someone: a link, a phone number or an e-mail
 * address? Such messages, replies and tributes are held for the family's approval whatever
 * the memorial's setting: fake livestream and donation links, and "call me"
 * numbers, are how scammers reach grieving relatives. Dates and ages that families write in
 * every message ("1945 - 2024", "31st day", "age 78", Tamil digits included) must not count.
 *
 * Zod-free and dependency-free so the web form can warn with the same rule (docs/guide.md habit 2).
 */

export type ContactKind = "link" | "phone" | "email";

/** Digits of other scripts (Tamil, Devanagari, Arabic-Indic, Persian, Sinhala, full-width) read as 0-9. */
const DIGIT_ZEROS = [0x0be6, 0x0966, 0x0660, 0x06f0, 0x0de6, 0xff10];
function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (ch) => {
    const code = ch.codePointAt(0) ?? 0;
    for (const zero of DIGIT_ZEROS) if (code >= zero && code <= zero + 9) return String(code - zero);
    return ch;
  });
}

// Top-level domains seen in shortened, meeting and donation links. A bare "word.word" with
// another ending counts only when a path follows it ("example.xyz/abc"), so "Mr.Ratnam" or
// "St.Johns" never does.
const TLDS =
  "com|org|net|edu|gov|info|biz|io|co|ly|us|uk|de|ch|ca|lk|in|au|nz|fr|it|nl|no|se|dk|sg|my|me|tv|gl|gd|gg|be|to|cc|app|link|live|site|online|xyz|club|page|events|church|tk|ml|ga|cf|ru|cn|ws|am|fm|ai|id|ph|pk";
const SCHEME = /\b(?:https?|ftp):\/\/\S/i;
const WWW = /(?<![\p{L}\p{N}])www\.[\p{L}\p{N}-]/iu;
const BARE_DOMAIN = new RegExp(`(?<![\\p{L}\\p{N}@._%+-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+(?:${TLDS})(?![\\p{L}\\p{N}-])`, "iu");
const DOMAIN_WITH_PATH = /(?<![\p{L}\p{N}@._%+-])(?:[a-z0-9-]+\.)+[a-z]{2,24}\/[^\s]+/iu;
// An address is looked for only from the start of a run of the characters its name may hold:
// tried from inside the run as well, as the search would otherwise do, the name is read to the
// run's end again from every position, quadratic in a long run without "@" (5,000 Tamil digits
// took a second). Any address found from inside a run is also found from the run's start.
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\])\s*[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[a-z]{2,24}\b/iu;

// Phone numbers: digit groups joined by single spaces, dashes, dots or brackets, 7 digits or more.
const NUMBER_RUN = /\+?\(?\d(?:[ \t.()-]{0,2}\d)+/g;
const MIN_PHONE_DIGITS = 7;
// Things families write that look like a number run but are not a phone: removed before looking.
const NOT_PHONES = [
  // A life's span or a date range of years: "1945 - 2024", "(1939–2024)", "1945 to 2024".
  /\b(?:1[6-9]|20)\d\d\s*(?:[-–—/]|to|முதல்|வரை)+\s*(?:1[6-9]|20)\d\d\b/giu,
  // Dates: 12.03.1945, 12/3/45, 1945-03-12, with a range of two such.
  /\b\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})\b/g,
  /\b\d{4}[./-]\d{1,2}[./-]\d{1,2}\b/g,
  // Times and time ranges: "10.30 - 12.30".
  /\b\d{1,2}[.:]\d{2}\s*(?:[-–—]|to)\s*\d{1,2}[.:]\d{2}\b/gi,
];

function hasPhone(text: string): boolean {
  let cleaned = asciiDigits(text);
  for (const pattern of NOT_PHONES) cleaned = cleaned.replace(pattern, " § ");
  for (const run of cleaned.match(NUMBER_RUN) ?? []) {
    if (run.replace(/\D/g, "").length >= MIN_PHONE_DIGITS) return true;
  }
  return false;
}

/** The kinds of contact details in `text`, in a fixed order; empty when there are none. */
export function findContactDetails(text: string): ContactKind[] {
  const found: ContactKind[] = [];
  if (SCHEME.test(text) || WWW.test(text) || BARE_DOMAIN.test(text) || DOMAIN_WITH_PATH.test(text)) found.push("link");
  if (hasPhone(text)) found.push("phone");
  if (EMAIL.test(text)) found.push("email");
  return found;
}

export const hasContactDetails = (text: string): boolean => findContactDetails(text).length > 0;
