import { format, isValid, parseISO } from "date-fns";

/** SPEC.md: dates show as 'D Mon, YYYY' with English short month names, e.g. '5 Jan, 2024'. */
export function formatDisplayDate(value: string | Date): string {
  const date = typeof value === "string" ? parseISO(value) : value;
  return isValid(date) ? format(date, "d MMM, yyyy") : "";
}

export const currentYear = (now: Date = new Date()) => now.getFullYear();
