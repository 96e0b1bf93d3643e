import { format, isValid } from "date-fns";

/**
 * A birth or death date from its day, month and year fields, shown 'D Mon, YYYY'
 * ('12 Apr, 1948'). A missing or impossible day or month falls back to what is known
 * ('Apr 1948', '1948'); nothing known gives ''.
 */
export function formatLifeDate(day: string, month: string, year: string): string {
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (!/^\d{4}$/.test(year.trim())) return "";
  if (!Number.isInteger(m) || m < 1 || m > 12) return String(y);
  const date = new Date(y, m - 1, Number.isInteger(d) && d >= 1 ? d : 1);
  date.setFullYear(y);
  if (!Number.isInteger(d) || d < 1 || d > 31 || date.getMonth() !== m - 1) return format(new Date(y, m - 1, 1), "MMM yyyy");
  return isValid(date) ? format(date, "d MMM, yyyy") : String(y);
}
