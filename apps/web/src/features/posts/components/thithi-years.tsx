import { useId, useMemo } from "react";
import { dayParts, deathDay, type IsoDay } from "@kma/core/posts/remembrance-dates";
import { isClockTime, isOverrideInYear, MARGAZHI, overrideWindow } from "@kma/core/posts/tamil-calendar/calendar-rules";
import { nakshatraName, pakshamName, tamilMonthName, thithiName } from "@kma/core/posts/tamil-calendar/names";
import { listedPlaceIn, type CalendarPlace } from "@kma/core/posts/tamil-calendar/places";
import type { RemembranceCalendar } from "@kma/core/posts/tamil-calendar/remembrance-calendar";
import { tamilDeathDate, yearlyThithiDates, type YearlyThithi } from "@kma/core/posts/tamil-calendar/thithi-dates";
import type { PostFields } from "@kma/core/posts/post-schemas";
import { inputClass, labelClass } from "../../../components/ui/field";
import { thithiDayNotes } from "../../../components/remembrance/thithi-notes";
import { calendarDate, weekdayDayMonthYear } from "../../../lib/dates";
import { useLocale, useT } from "../../../lib/i18n";
import { useToday } from "../../../lib/today";
import { usablePlace } from "../utils/remembrance-calendar";

/**
 * The next ten yearly thithi days as the family's settings give them, worked out here in the
 * browser as they type (decision 035; about 20 ms), each with a box for a date their priest set
 * instead. Its own chunk (remembrance-calendar-field.tsx loads it lazily): the astronomy comes
 * only to a keeper who chose the thithi.
 */

const YEARS = 10;

type Worked = { death: ReturnType<typeof tamilDeathDate>; years: YearlyThithi[] };

function workOut(death: IsoDay, ceremony: CalendarPlace, diedAt: CalendarPlace, time: string | undefined, today: IsoDay): Worked {
  const tamil = tamilDeathDate(death, diedAt, time);
  // From the year before: a மார்கழி day can fall in January, and the page counts from its today too.
  const years = yearlyThithiDates(tamil, ceremony, dayParts(today).year - 1, YEARS + 2)
    .filter((year) => year.date >= today)
    .slice(0, YEARS);
  return { death: tamil, years };
}

export default function ThithiYears({
  calendar,
  fields,
  onChange,
}: {
  calendar: RemembranceCalendar;
  fields: PostFields;
  onChange: (calendar: RemembranceCalendar) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const today = useToday();
  const headingId = useId();
  const death = deathDay(fields);
  const ceremony = usablePlace(calendar.ceremonyplace);
  const diedAt = calendar.deathplace === undefined ? (listedPlaceIn(fields) ?? ceremony) : usablePlace(calendar.deathplace);
  const time = calendar.deathtime && isClockTime(calendar.deathtime) ? calendar.deathtime : undefined;
  // Worked out again only when what it is worked out from changes, not at every key typed elsewhere in the form.
  const input = JSON.stringify({ death, ceremony, diedAt, time, today });
  const worked = useMemo(() => {
    const given = JSON.parse(input) as { death: IsoDay | null; ceremony: CalendarPlace | null; diedAt: CalendarPlace | null; time?: string; today: IsoDay };
    return given.death && given.ceremony && given.diedAt ? workOut(given.death, given.ceremony, given.diedAt, given.time, given.today) : null;
  }, [input]);

  function setOverride(year: number, day: string | null) {
    const overrides = { ...calendar.overrides };
    if (day === null) delete overrides[String(year)];
    else overrides[String(year)] = day;
    const next: RemembranceCalendar = { ...calendar, overrides };
    if (Object.keys(overrides).length === 0) delete next.overrides;
    onChange(next);
  }

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-stone-200 bg-stone-50/70 p-4 sm:p-5">
      <h3 id={headingId} className="font-serif text-lg text-slate-900">
        {t("posts.thithi.years")}
      </h3>
      {!death ? (
        <p className="mt-1 text-slate-600">{t("posts.thithi.needDeathDate")}</p>
      ) : !worked ? (
        <p className="mt-1 text-slate-600">{t("posts.thithi.needPlace")}</p>
      ) : (
        <>
          <p className="mt-1 text-sm leading-relaxed text-slate-600">{t("posts.thithi.yearsHint")}</p>
          <p className="mt-3 text-sm text-slate-700">
            <span className="font-medium text-slate-900">{t("remembrance.tamilDeathDate")}: </span>
            {t("remembrance.tamilDate", {
              month: tamilMonthName(worked.death.tamilMonth, locale),
              day: worked.death.tamilDay,
              thithi: thithiName(worked.death.thithi.number, locale),
              paksham: pakshamName(worked.death.thithi.paksham, locale),
              nakshatra: nakshatraName(worked.death.nakshatra, locale),
            })}
          </p>
          <ol className="mt-3 divide-y divide-stone-200 border-t border-stone-200">
            {worked.years.map((year) => (
              <YearRow key={year.year} year={year} override={calendar.overrides?.[String(year.year)]} onOverride={(day) => setOverride(year.year, day)} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function YearRow({ year, override, onOverride }: { year: YearlyThithi; override: string | undefined; onOverride: (day: string | null) => void }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const { year: y, month, day } = dayParts(year.date);
  const set = override !== undefined;
  const range = overrideWindow(year.year, year.tamilMonth);
  const wrong = set && !isOverrideInYear(year.year, override, year.tamilMonth);
  const message =
    year.tamilMonth === MARGAZHI
      ? t("posts.thithi.outOfMargazhiYear", { year: year.year, next: year.year + 1 })
      : t("posts.thithi.outOfYear", { year: year.year });
  return (
    <li className="py-3">
      <div role="group" aria-labelledby={`${id}-date`}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
          <span id={`${id}-date`} className="font-medium text-slate-900">
            <time dateTime={year.date}>{weekdayDayMonthYear(calendarDate(y, month, day)!, locale)}</time>
          </span>
          <span className="text-sm text-slate-600">
            {t("remembrance.thithiDay", { month: tamilMonthName(year.tamilMonth, locale), day: year.tamilDay, thithi: thithiName(year.thithi.number, locale) })}
          </span>
        </div>
        {thithiDayNotes(year).map((note) => (
          <p key={note} className="mt-1 text-sm leading-relaxed text-slate-600">
            {t(note)}
          </p>
        ))}
        <label className="mt-1 inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-slate-700">
          <input type="checkbox" checked={set} onChange={(event) => onOverride(event.target.checked ? year.date : null)} className="size-4 accent-accent-700" />
          {t("posts.thithi.priestSet")}
        </label>
        {set ? (
          <div className="mb-1 max-w-xs">
            <label htmlFor={`${id}-override`} className={labelClass}>
              {t("posts.thithi.priestDate")}
            </label>
            <input
              id={`${id}-override`}
              type="date"
              min={range.from}
              max={range.to}
              value={override}
              onChange={(event) => onOverride(event.target.value)}
              aria-invalid={wrong || undefined}
              aria-describedby={wrong ? `${id}-error` : undefined}
              className={`${inputClass} mt-1.5 h-11 ${wrong ? "border-rose-600" : ""}`}
            />
            {wrong ? (
              <p id={`${id}-error`} className="mt-1 text-sm font-medium text-rose-800">
                {message}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
