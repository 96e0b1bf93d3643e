import { dayParts, type IsoDay, type RemembranceDate } from "@kma/core/posts/remembrance-dates";
import { calendarDate, weekdayDayMonthYear } from "../../lib/dates";

/**
 * How a remembrance date reads (decision 018), on the memorial page and in Home's
 * "Remembrances this week": its name in English with the Tamil name families use, and when.
 */

const ENGLISH_ORDINAL = new Intl.PluralRules("en", { type: "ordinal" });
const SUFFIX: Record<string, string> = { one: "st", two: "nd", few: "rd", other: "th" };
const ordinalOf = (n: number) => `${n}${SUFFIX[ENGLISH_ORDINAL.select(n)] ?? "th"}`;

/** அந்தியேட்டி for the 31st day; ஓராண்டு, இரண்டாம் ஆண்டு … நினைவஞ்சலி for the years, as death notices write them. */
const TAMIL_YEARS = ["ஓராண்டு", "இரண்டாம் ஆண்டு", "மூன்றாம் ஆண்டு", "நான்காம் ஆண்டு", "ஐந்தாம் ஆண்டு", "ஆறாம் ஆண்டு", "ஏழாம் ஆண்டு", "எட்டாம் ஆண்டு", "ஒன்பதாம் ஆண்டு", "பத்தாம் ஆண்டு"];
export const tamilNameOf = (date: Pick<RemembranceDate, "kind"> & { ordinal?: number }) =>
  date.kind === "thirtyFirstDay" ? "அந்தியேட்டி" : `${TAMIL_YEARS[(date.ordinal ?? 1) - 1] ?? `${date.ordinal}ஆம் ஆண்டு`} நினைவஞ்சலி`;

export const englishNameOf = (date: Pick<RemembranceDate, "kind"> & { ordinal?: number }) =>
  date.kind === "thirtyFirstDay" ? "31st day remembrance" : `${ordinalOf(date.ordinal ?? 1)} anniversary`;

/** 'Saturday, 28 November 2026' */
export function formatRemembranceDay(day: IsoDay) {
  const { year, month, day: d } = dayParts(day);
  return weekdayDayMonthYear(calendarDate(year, month, d)!);
}

/** Past this a count of days says less than the date itself ("In 340 days"). */
const COUNT_DAYS_UP_TO = 30;

/** 'Today', 'Tomorrow', 'In 5 days'; null for a day already passed or more than a month off. */
export function whenOf(inDays: number) {
  if (inDays < 0 || inDays > COUNT_DAYS_UP_TO) return null;
  if (inDays === 0) return "Today";
  if (inDays === 1) return "Tomorrow";
  return `In ${inDays} days`;
}

/** The English name, then the Tamil one (marked as Tamil for screen readers and fonts). */
export function RemembranceName({ date, className = "" }: { date: Pick<RemembranceDate, "kind"> & { ordinal?: number }; className?: string }) {
  return (
    <span className={className}>
      <span className="block font-medium text-slate-900">{englishNameOf(date)}</span>
      <span lang="ta" className="block text-[0.95rem] leading-relaxed text-accent-800">
        {tamilNameOf(date)}
      </span>
    </span>
  );
}

/** 'Saturday, 28 November 2026 · In 5 days', or 'Was on Saturday, 28 November 2026'. */
export function RemembranceWhen({ date, inDays, className = "" }: { date: IsoDay; inDays: number; className?: string }) {
  const formatted = <time dateTime={date}>{formatRemembranceDay(date)}</time>;
  const when = whenOf(inDays);
  return (
    <span className={className}>
      {inDays < 0 ? <>Was on {formatted}</> : formatted}
      {when ? <span className="text-slate-500"> · {when}</span> : null}
    </span>
  );
}
