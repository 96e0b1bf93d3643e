import { useLayoutEffect, useRef, type ReactNode } from "react";
import { CalendarDays, CalendarPlus, Clock, MapPin, Video } from "lucide-react";
import { YOUR_TIME_ATTRIBUTE } from "@kma/core/page-boot";
import { eventTimeZone, funeralTimeZone, serviceTimes, zonePlaceName } from "@kma/core/posts/service-times";
import { usePostShareUrl } from "../../../components/share/share-links";
import { useLocale, useT } from "../../../lib/i18n";
import { useBrowserValue } from "../../../lib/use-browser-value";
import { useVisitorTimeZone } from "../../../lib/use-visitor-time-zone";
import type { MemorialPost } from "../api/types";
import { DATE_NOT_PROVIDED, formatServiceDate, formatTimeRange, INVALID_DATE } from "../lib/service-date";
import { calendarFileUrl, googleCalendarUrl, linkDomain, mapLinks, visitorTimes, yourTimeHint } from "../lib/service-links";
import { SECTION_IDS, SectionHeading } from "./section-heading";

/** docs/spec.md: the section is hidden when there is neither a funeral date nor an event. */
export const hasServices = (post: Pick<MemorialPost, "funeralservicedate" | "events">) => post.funeralservicedate.trim() !== "" || post.events.length > 0;

/** A pill link at least 44 px tall (a finger's width), hidden when the page is printed. */
const pill =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3.5 text-sm font-medium text-slate-700 hover:bg-stone-100 hover:text-slate-900 print:hidden";

function Row({ icon, children, label }: { icon: ReactNode; children: ReactNode; label: string }) {
  return (
    <div className="flex gap-3">
      <dt className="mt-0.5 shrink-0 text-accent-700">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 text-slate-700">{children}</dd>
    </div>
  );
}

/**
 * The service's time on the visitor's clock ('1:30 PM – 4:30 PM your time'), or nothing. Always
 * there, hidden while empty: on a server-rendered page the boot script fills it before the app
 * starts (decision 030) and hydration keeps its words (suppressHydrationWarning) until the app
 * writes the same ones. Should the app, once it knows the visitor's clock, find no second time
 * where the boot script found one, React would see nothing to change (the hydrating render was
 * empty too), so the effect empties the line itself.
 */
export function YourTime({ hint, text }: { hint: string; text: string }) {
  const line = useRef<HTMLSpanElement>(null);
  const hydrated = useBrowserValue(() => true, false);
  useLayoutEffect(() => {
    if (text || !hydrated || !line.current) return;
    line.current.hidden = true;
    line.current.textContent = "";
  }, [text, hydrated]);
  return (
    <span ref={line} className="block text-sm text-slate-600" hidden={!text} {...{ [YOUR_TIME_ATTRIBUTE]: hint }} suppressHydrationWarning>
      {text}
    </span>
  );
}

type CardProps = {
  blogId: string;
  /** `funeral` or `event-<n>`: the service's name in the API's calendar calls. */
  item: string;
  kind: string;
  title: string;
  /** The memorial's name, for the calendar entry. */
  name: string;
  date: string;
  start: string;
  end: string;
  address: string;
  zone: string | null;
  /** Texts that may name the place, for 'in Jaffna' (the address first). */
  placeTexts: string[];
  virtualUrl?: string;
};

function ServiceCard({ blogId, item, kind, title, name, date, start, end, address, zone, placeTexts, virtualUrl }: CardProps) {
  const t = useT();
  const locale = useLocale();
  const visitorZone = useVisitorTimeZone();
  const memorialUrl = usePostShareUrl(blogId);
  const times = formatTimeRange(start, end);
  const shownDate = formatServiceDate(date, locale);
  const instants = serviceTimes(date, start, end, zone);
  const theirs = instants ? visitorTimes(instants, visitorZone, locale) : null;
  const hint = instants ? yourTimeHint(instants, locale, t("keepsakes.yourTime", { time: "{time}" })) : null;
  const domain = virtualUrl ? linkDomain(virtualUrl) : null;
  return (
    <article aria-label={title} className="rounded-xl border border-stone-200 bg-white p-5 shadow-xs print:break-inside-avoid print:shadow-none">
      <p className="text-xs font-semibold tracking-[0.18em] [&:lang(ta)]:tracking-normal text-accent-700 uppercase">{kind}</p>
      <h3 className="mt-1 font-serif text-xl text-slate-900">{title}</h3>
      <dl className="mt-4 space-y-2.5">
        <Row icon={<CalendarDays className="size-[18px]" aria-hidden="true" />} label={t("memorial.services.date")}>
          {shownDate === DATE_NOT_PROVIDED
            ? t("memorial.services.dateNotProvided")
            : shownDate === INVALID_DATE
              ? t("memorial.services.invalidDate")
              : shownDate}
        </Row>
        {times ? (
          <Row icon={<Clock className="size-[18px]" aria-hidden="true" />} label={t("memorial.services.time")}>
            <span>{times}</span>
            {instants?.zone ? <span> {t("keepsakes.inPlace", { place: zonePlaceName(instants.zone, ...placeTexts) })}</span> : null}
            {hint ? <YourTime hint={JSON.stringify(hint)} text={theirs ? t("keepsakes.yourTime", { time: theirs }) : ""} /> : null}
          </Row>
        ) : null}
        {address.trim() ? (
          <Row icon={<MapPin className="size-[18px]" aria-hidden="true" />} label={t("memorial.services.address")}>
            <span className="block">{address}</span>
            <span className="mt-2 flex flex-wrap gap-2 print:hidden">
              {mapLinks(address).map((link) => (
                <a
                  key={link.site}
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t("keepsakes.directionsOn", { address: address.trim(), site: link.site })}
                  className={pill}
                >
                  {link.site}
                </a>
              ))}
            </span>
          </Row>
        ) : null}
        {virtualUrl && domain ? (
          <Row icon={<Video className="size-[18px]" aria-hidden="true" />} label={t("keepsakes.livestreamLabel")}>
            <span className="block font-medium text-slate-800">{t("keepsakes.livestream")}</span>
            <a
              href={virtualUrl.trim()}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex min-h-11 items-center font-medium break-all text-accent-800 underline hover:text-accent-900"
            >
              {t("keepsakes.watchOn", { domain })}
            </a>
          </Row>
        ) : null}
      </dl>
      {instants ? (
        <div className="mt-4 border-t border-stone-100 pt-3 print:hidden">
          <p className="flex items-center gap-1.5 text-sm font-medium text-slate-600">
            <CalendarPlus className="size-4" aria-hidden="true" />
            {t("keepsakes.addToCalendar")}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <a href={calendarFileUrl(blogId, item)} download aria-label={t("keepsakes.calendarFileFor", { name: title })} className={pill}>
              {t("keepsakes.calendarFile")}
            </a>
            <a
              href={googleCalendarUrl({ title: `${title}: ${name}`, times: instants, address, details: memorialUrl })}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("keepsakes.googleCalendarFor", { name: title })}
              className={pill}
            >
              {t("keepsakes.googleCalendar")}
            </a>
          </div>
        </div>
      ) : null}
    </article>
  );
}

/** 'Funeral And Memorial': the funeral service card and one card per event. */
export function ServicesSection({ post, name }: { post: MemorialPost; name: string }) {
  const t = useT();
  const funeral =
    post.funeralservicedate.trim() ||
    post.funeralservicestarttime.trim() ||
    post.funeralserviceendtime.trim() ||
    post.funeraladdress.trim() ||
    post.virtualurl.trim();
  const deathPlaces = [post.deathcity, post.deathplace, post.deathcountry];
  const anyDated = [post.funeralservicedate, ...post.events.map((e) => e.eventdate)].some((date) => serviceTimes(date, "", "", null));
  return (
    <section id={SECTION_IDS.services} aria-labelledby={`${SECTION_IDS.services}-heading`} className="scroll-mt-16">
      <SectionHeading section={SECTION_IDS.services} label={t("memorial.services.label")}>
        {t("memorial.services.heading")}
      </SectionHeading>
      <p className="mt-2 text-slate-600">{t("memorial.services.intro", { name })}</p>
      <div className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2">
        {funeral ? (
          <ServiceCard
            blogId={post.blog_id}
            item="funeral"
            kind={t("memorial.services.funeral")}
            title={t("memorial.services.funeralService")}
            name={name}
            date={post.funeralservicedate}
            start={post.funeralservicestarttime}
            end={post.funeralserviceendtime}
            address={post.funeraladdress}
            zone={funeralTimeZone(post)}
            placeTexts={[post.funeraladdress, ...deathPlaces]}
            virtualUrl={post.virtualurl}
          />
        ) : null}
        {post.events.map((event, i) => (
          <ServiceCard
            key={`${event.eventname}-${i}`}
            blogId={post.blog_id}
            item={`event-${i + 1}`}
            kind={t("memorial.services.event")}
            title={event.eventname || t("memorial.services.event")}
            name={name}
            date={event.eventdate}
            start={event.eventstarttime}
            end={event.eventendtime}
            address={event.eventaddress}
            zone={eventTimeZone(event, post)}
            placeTexts={[event.eventaddress, post.funeraladdress, ...deathPlaces]}
          />
        ))}
      </div>
      {anyDated && !post.draft ? (
        <a href={calendarFileUrl(post.blog_id)} download className={`mt-5 ${pill}`}>
          <CalendarPlus className="size-4" aria-hidden="true" />
          {t("keepsakes.addAllToCalendar")}
        </a>
      ) : null}
    </section>
  );
}
