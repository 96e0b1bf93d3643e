import { parseTime } from "./dates";
import { useBrowserValue } from "./use-browser-value";

/** The instant's day on the UTC calendar, as a local date to format. */
const utcDay = (date: Date) => new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 12);

/**
 * The day of an instant the server stamped (a memorial published, a message written, an account
 * opened), formatted with `format`, on the visitor's own calendar. The server cannot know the
 * visitor's zone: its render, and the browser's hydrating render, show the UTC day; the browser's
 * next render the visitor's. A visitor in Toronto at 8 PM, or in Colombo just after midnight,
 * would otherwise hydrate a day that differs from the server's, and React would throw away the
 * server's page (a hydration mismatch) to draw its own.
 */
export function useDayOf(value: string | Date | null | undefined, format: (date: Date) => string): string {
  const date = value ? parseTime(value) : null;
  return useBrowserValue(() => (date ? format(date) : ""), date ? format(utcDay(date)) : "");
}
