import { format, isValid, parseISO } from "date-fns";

/** SPEC.md: dates show as 'D Mon, YYYY' with English short month names, e.g. '5 Jan, 2024'. */
export function formatDisplayDate(value: string | Date): string {
  const date = typeof value === "string" ? parseISO(value) : value;
  return isValid(date) ? format(date, "d MMM, yyyy") : "";
}

/**
 * A date typed as day, month and year text fields (a post's birth and death dates) as
 * 'D Mon, YYYY' ('12 Apr, 1948'). A missing or impossible day or month leaves the year alone;
 * nothing usable gives ''.
 */
export function formatDayMonthYear(day: string | null | undefined, month: string | null | undefined, year: string | null | undefined): string {
  const y = Number(year);
  if (!/^\d{4}$/.test(year?.trim() ?? "")) return "";
  const m = Number(month);
  const d = Number(day);
  const date = new Date(y, m - 1, d);
  const exists = Number.isInteger(m) && Number.isInteger(d) && date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
  return exists ? format(date, "d MMM, yyyy") : String(y);
}

export const currentYear = (now: Date = new Date()) => now.getFullYear();
