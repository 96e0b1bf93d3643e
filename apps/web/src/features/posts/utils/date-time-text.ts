import { format, isValid, parse } from "date-fns";

/**
 * The post keeps dates and times as the text people typed (docs/spec.md section 3): dates as
 * DD/MM/YYYY and times like '12:30 PM'. These helpers tidy typed text into that form and
 * translate to and from the values of the browser's native date and time pickers.
 */

const DATE_TEXT = "dd/MM/yyyy";
const TIME_TEXT = "h:mm a";

function parseDateText(text: string): Date | null {
  const match = /^\s*(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [, day, month, year] = match;
  const date = parse(`${day.padStart(2, "0")}/${month.padStart(2, "0")}/${year}`, DATE_TEXT, new Date(2000, 0, 1));
  return isValid(date) ? date : null;
}

/** '1/2/2024', '1.2.2024' -> '01/02/2024'; text that is not a real date is left as typed. */
export function normalizeDateText(text: string): string {
  const date = parseDateText(text);
  return date ? format(date, DATE_TEXT) : text.trim();
}

/** '10/02/2024' -> '2024-02-10' (a native date input's value), or '' when it is not a date. */
export function dateTextToIso(text: string): string {
  const date = parseDateText(text);
  return date ? format(date, "yyyy-MM-dd") : "";
}

/** '2024-02-10' -> '10/02/2024'. */
export function isoToDateText(iso: string): string {
  const date = parse(iso, "yyyy-MM-dd", new Date(2000, 0, 1));
  return isValid(date) ? format(date, DATE_TEXT) : "";
}

function parseTimeText(text: string): Date | null {
  // The same pattern as parseClockTime in @kma/core: the spaces after "a" or "p" are one run,
  // then an "m" or a dot may start a second (two runs that may both be empty could share them
  // in every way when the text then fails, quadratic in its length).
  const twelve = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*(?:(?:m\.?|\.)\s*)?$/i.exec(text);
  if (twelve) {
    const [, hour, minute = "00", half] = twelve;
    const time = parse(`${hour}:${minute} ${half.toUpperCase()}M`, TIME_TEXT, new Date(2000, 0, 1));
    return isValid(time) ? time : null;
  }
  const twentyFour = /^\s*(\d{1,2})[:.](\d{2})\s*$/.exec(text);
  if (twentyFour) {
    const time = parse(`${twentyFour[1]}:${twentyFour[2]}`, "H:mm", new Date(2000, 0, 1));
    return isValid(time) ? time : null;
  }
  return null;
}

/** '2:30pm', '14:30', '2 pm' -> '2:30 PM'; anything else is left as typed. */
export function normalizeTimeText(text: string): string {
  const time = parseTimeText(text);
  return time ? format(time, TIME_TEXT) : text.trim();
}

/** '2:30 PM' -> '14:30' (a native time input's value), or ''. */
export function timeTextTo24(text: string): string {
  const time = parseTimeText(text);
  return time ? format(time, "HH:mm") : "";
}

/** '14:30' -> '2:30 PM'. */
export function time24ToText(value: string): string {
  const time = parse(value, "HH:mm", new Date(2000, 0, 1));
  return isValid(time) ? format(time, TIME_TEXT) : "";
}
