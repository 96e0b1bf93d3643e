import { dayParts, type IsoDay, type RemembranceDate } from "@kma/core/posts/remembrance-dates";
import { calendarDate, weekdayDayMonthYear } from "../../lib/dates";
import { T, useLocale, useT } from "../../lib/i18n";

/**
 * How a remembrance date reads (decision 018), on the memorial page and in Home's
 * "Remembrances this week": its name (on English pages with the Tamil name families use
 * beneath it), and when it is, in the page's language.
 */

/** A remembrance by its kind: the 31st day, an anniversary, or the yearly thithi day the family keeps (decision 035). */
type Named = { kind: RemembranceDate["kind"] | "thithi"; ordinal?: number };

/** Past this a count of days says less than the date itself ("In 340 days"). */
const COUNT_DAYS_UP_TO = 30;

/**
 * What a date `inDays` from today says of when it is: "past" ("Was on …"), a count of days
 * (0 today, 1 tomorrow), or "far" (the date alone). The whole of what the day changes in the text.
 */
export function countdownOf(inDays: number): "past" | "far" | number {
  return inDays < 0 ? "past" : inDays > COUNT_DAYS_UP_TO ? "far" : inDays;
}

/** The English name, then the Tamil one marked as Tamil; on Tamil pages the Tamil name alone. */
export function RemembranceName({ date, className = "" }: { date: Named; className?: string }) {
  const t = useT();
  const locale = useLocale();
  const ordinal = date.ordinal ?? 1;
  const name =
    date.kind === "thirtyFirstDay"
      ? t("remembrance.thirtyFirstDay")
      : date.kind === "thithi"
        ? t("remembrance.thithi")
        : t("remembrance.anniversary", { ordinal });
  const tamil =
    date.kind === "thirtyFirstDay"
      ? t("remembrance.thirtyFirstDayTamil")
      : date.kind === "thithi"
        ? t("remembrance.thithiTamil")
        : t("remembrance.anniversaryTamil", { ordinal });
  return (
    <span className={className}>
      <span className="block font-medium text-slate-900">{name}</span>
      {locale === "ta" ? null : (
        // On an English page the Tamil term is drawn with the device's own Tamil font, like the
        // language switch: English pages download no font file (decision 019).
        <span lang="ta" className="block font-system leading-relaxed text-accent-800">
          {tamil}
        </span>
      )}
    </span>
  );
}

/** 'Saturday, 28 November 2026', then 'In 5 days' beneath (Tamil: 'சனிக்கிழமை, 28 நவம்பர் 2026', 'இன்னும் 5 நாட்களில்'), or 'Was on …'. */
export function RemembranceWhen({ date, inDays, className = "" }: { date: IsoDay; inDays: number; className?: string }) {
  const t = useT();
  const locale = useLocale();
  const { year, month, day } = dayParts(date);
  const formatted = weekdayDayMonthYear(calendarDate(year, month, day)!, locale);
  const countdown = countdownOf(inDays);
  const when =
    typeof countdown !== "number"
      ? null
      : countdown === 0
        ? t("remembrance.today")
        : countdown === 1
          ? t("remembrance.tomorrow")
          : t("remembrance.inDays", { count: countdown });
  return (
    <span className={className}>
      {countdown === "past" ? (
        <T id="remembrance.wasOn" values={{ date: formatted }} components={{ 0: <time dateTime={date} /> }} />
      ) : (
        <time dateTime={date}>{formatted}</time>
      )}
      {when ? <span className="block text-slate-500">{when}</span> : null}
    </span>
  );
}
