import { daysBetween, type IsoDay } from "@kma/core/posts/remembrance-dates";
import { nakshatraName, pakshamName, tamilMonthName, thithiName } from "@kma/core/posts/tamil-calendar/names";
import type { KnownPlace } from "@kma/core/posts/tamil-calendar/places";
import type { ThithiRemembrance } from "@kma/core/posts/tamil-calendar/remembrance-calendar";
import { RemembranceWhen } from "../../../../components/remembrance/remembrance-text";
import { useLocale, useT } from "../../../../lib/i18n";

/**
 * The Tamil date of the death (thithi, paksham, Tamil month, nakshatra) and the next yearly
 * thithi day at the ceremony's place (decision 035), as two items of the remembrance list.
 */
export function ThithiRemembranceItems({ thithi, today }: { thithi: ThithiRemembrance; today: IsoDay }) {
  const t = useT();
  const locale = useLocale();
  const { death, next, ceremony } = thithi;
  const place = "id" in ceremony ? (ceremony as KnownPlace).name[locale] : (ceremony as { name?: string }).name ?? "";
  return (
    <>
      <li className="py-3 first:pt-0 last:pb-0">
        <span className="block font-medium text-slate-900">{t("remembrance.tamilDeathDate")}</span>
        <span className="mt-1 block text-base text-slate-700">
          {t("remembrance.tamilDate", {
            month: tamilMonthName(death.tamilMonth, locale),
            day: death.tamilDay,
            thithi: thithiName(death.thithi.number, locale),
            paksham: pakshamName(death.thithi.paksham, locale),
            nakshatra: nakshatraName(death.nakshatra, locale),
          })}
        </span>
      </li>
      <li className="py-3 first:pt-0 last:pb-0">
        <span className="block font-medium text-slate-900">{t("remembrance.thithi")}</span>
        {locale === "ta" ? null : (
          <span lang="ta" className="block font-system leading-relaxed text-accent-800">
            {t("remembrance.thithiTamil")}
          </span>
        )}
        <span className="mt-1 block text-base text-slate-700">
          {t("remembrance.thithiDay", { month: tamilMonthName(next.tamilMonth, locale), day: next.tamilDay, thithi: thithiName(next.thithi.number, locale) })}
        </span>
        <RemembranceWhen date={next.date} inDays={daysBetween(today, next.date)} className="mt-1 block text-base text-slate-700" />
        <span className="mt-1 block text-sm text-slate-500">
          {next.overridden ? t("remembrance.thithiSetByFamily") : place ? t("remembrance.thithiPlace", { place }) : null}
        </span>
        {next.outsideMonth && !next.overridden ? <span className="mt-1 block text-sm text-slate-600">{t("remembrance.thithiConfirm")}</span> : null}
      </li>
    </>
  );
}
