import { useId } from "react";
import { daysBetween, type IsoDay } from "@kma/core/posts/remembrance-dates";
import { nakshatraName, pakshamName, pakshamOf, tamilMonthName, thithiName } from "@kma/core/posts/tamil-calendar/names";
import { calendarPlace } from "@kma/core/posts/tamil-calendar/places";
import type { ChosenPlace } from "@kma/core/posts/tamil-calendar/remembrance-calendar";
import type { ThithiDay, ThithiDays } from "@kma/core/posts/tamil-calendar/thithi-days";
import { RemembranceWhen } from "../../../../components/remembrance/remembrance-text";
import { thithiDayNotes } from "../../../../components/remembrance/thithi-notes";
import { useLocale, useT } from "../../../../lib/i18n";

/** The ceremony's place in the page's language: a listed place's own name, else the one the family gave. */
function placeName(place: ChosenPlace, locale: "en" | "ta"): string {
  return typeof place === "string" ? (calendarPlace(place)?.name[locale] ?? "") : place.name;
}

/**
 * The Tamil date of the death (thithi, paksham, Tamil month, nakshatra) and the next yearly
 * thithi days at the ceremony's place (decision 035), as two items of the remembrance list: the
 * days as a list of their own, the nearest first, each with its Tamil month, day and thithi,
 * the family's own dates marked, and a sentence where the rule had a choice to make.
 */
export function ThithiRemembranceItems({
  death,
  days,
  ceremonyplace,
  today,
}: {
  death: ThithiDays["death"];
  days: ThithiDay[];
  ceremonyplace: ChosenPlace;
  today: IsoDay;
}) {
  const t = useT();
  const locale = useLocale();
  const yearsId = useId();
  const place = placeName(ceremonyplace, locale);
  return (
    <>
      <li className="py-3 first:pt-0 last:pb-0">
        <span className="block font-medium text-slate-900">{t("remembrance.tamilDeathDate")}</span>
        <span className="mt-1 block text-base text-slate-700">
          {t("remembrance.tamilDate", {
            month: tamilMonthName(death.tamilMonth, locale),
            day: death.tamilDay,
            thithi: thithiName(death.thithi, locale),
            paksham: pakshamName(pakshamOf(death.thithi), locale),
            nakshatra: nakshatraName(death.nakshatra, locale),
          })}
        </span>
      </li>
      <li className="py-3 first:pt-0 last:pb-0">
        <span className="block font-medium text-slate-900">{t("remembrance.thithi")}</span>
        {locale === "ta" ? null : (
          // As RemembranceName: the Tamil term in the device's own Tamil font on an English page (decision 019).
          <span lang="ta" className="block font-system leading-relaxed text-accent-800">
            {t("remembrance.thithiTamil")}
          </span>
        )}
        {place ? <span className="mt-1 block text-sm text-slate-600">{t("remembrance.thithiPlace", { place })}</span> : null}
        <span id={yearsId} className="mt-3 block text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t("remembrance.thithiYears")}
        </span>
        <ol aria-labelledby={yearsId} className="mt-1 divide-y divide-stone-100">
          {days.map((day, index) => (
            <li key={day.year} className="py-2.5 last:pb-0">
              <RemembranceWhen
                date={day.date}
                inDays={daysBetween(today, day.date)}
                className={`block ${index === 0 ? "text-base text-slate-900" : "text-[0.9375rem] text-slate-700"}`}
              />
              <span className="mt-0.5 block text-sm text-slate-600">
                {t("remembrance.thithiDay", { month: tamilMonthName(day.tamilMonth, locale), day: day.tamilDay, thithi: thithiName(day.thithi, locale) })}
              </span>
              {day.overridden ? (
                <span className="mt-1 inline-block rounded-full bg-accent-50 px-2 py-0.5 text-xs font-medium text-accent-800">
                  {t("remembrance.thithiSetByFamily")}
                </span>
              ) : null}
              {thithiDayNotes(day).map((note) => (
                <span key={note} className="mt-1 block text-xs leading-relaxed text-slate-600">
                  {t(note)}
                </span>
              ))}
            </li>
          ))}
        </ol>
      </li>
    </>
  );
}
