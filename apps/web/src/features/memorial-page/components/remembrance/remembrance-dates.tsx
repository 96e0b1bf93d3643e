import { CalendarHeart } from "lucide-react";
import { RemembranceName, RemembranceWhen } from "../../../../components/remembrance/remembrance-text";
import { useT } from "../../../../lib/i18n";
import { useToday } from "../../../../lib/today";
import { remembranceShown, type RemembrancePost } from "../../lib/remembrance-shown";
import { ThithiRemembranceItems } from "./thithi-remembrance";

/**
 * The family's dates to come, counted from the date of death (decision 018): the 31st day
 * (அந்தியேட்டி) while it is ahead or a week past, and the next anniversary. Nothing when the
 * date of death is not a whole, real day. "Today" comes from the query cache (lib/today.ts),
 * so a server-rendered page hydrates with the dates it was rendered with. When the keepers chose
 * the Tamil calendar (decision 035), the Tamil date of death and the next ten yearly thithi days
 * follow, and with "thithi" alone the Gregorian anniversary gives way to them. The server
 * computes those days (get-post's `thithidays`): the sun and the moon stay out of the page's code.
 */
export function RemembranceDates({ post }: { post: RemembrancePost }) {
  const t = useT();
  const today = useToday();
  const calendar = post.remembrancecalendar;
  const { dates, thithi, days } = remembranceShown(post, today);
  if (dates.length === 0 && days.length === 0) return null;
  const headingId = "remembrance-dates-heading";
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-5 shadow-xs">
      <h3 id={headingId} className="flex items-center gap-2 text-xs font-semibold tracking-[0.18em] text-slate-500 uppercase">
        <CalendarHeart className="size-4 text-accent-600" aria-hidden="true" />
        {t("remembrance.heading")}
      </h3>
      <ul className="mt-3 divide-y divide-stone-100">
        {dates.map((date) => (
          <li key={date.kind} className="py-3 first:pt-0 last:pb-0">
            <RemembranceName date={date} />
            <RemembranceWhen date={date.date} inDays={date.inDays} className="mt-1 block text-base text-slate-700" />
          </li>
        ))}
        {thithi && calendar && days.length > 0 ? (
          <ThithiRemembranceItems death={thithi.death} days={days} ceremonyplace={calendar.ceremonyplace} today={today} />
        ) : null}
      </ul>
    </section>
  );
}
