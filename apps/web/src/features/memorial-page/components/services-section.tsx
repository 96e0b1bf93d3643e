import type { ReactNode } from "react";
import { CalendarDays, Clock, MapPin, Video } from "lucide-react";
import { useLocale, useT } from "../../../lib/i18n";
import type { MemorialPost } from "../api/types";
import { DATE_NOT_PROVIDED, formatServiceDate, formatTimeRange, INVALID_DATE } from "../lib/service-date";
import { SECTION_IDS, SectionHeading } from "./section-heading";

/** SPEC.md: the section is hidden when there is neither a funeral date nor an event. */
export const hasServices = (post: Pick<MemorialPost, "funeralservicedate" | "events">) => post.funeralservicedate.trim() !== "" || post.events.length > 0;

const isWebLink = (url: string) => /^https?:\/\//i.test(url.trim());

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

type CardProps = { kind: string; title: string; date: string; start: string; end: string; address: string; virtualUrl?: string };

function ServiceCard({ kind, title, date, start, end, address, virtualUrl }: CardProps) {
  const t = useT();
  const locale = useLocale();
  const times = formatTimeRange(start, end);
  const shownDate = formatServiceDate(date, locale);
  return (
    <article aria-label={title} className="rounded-xl border border-stone-200 bg-white p-5 shadow-xs">
      <p className="text-xs font-semibold tracking-[0.18em] [&:lang(ta)]:tracking-normal text-accent-700 uppercase">{kind}</p>
      <h3 className="mt-1 font-serif text-xl text-slate-900">{title}</h3>
      <dl className="mt-4 space-y-2.5">
        <Row icon={<CalendarDays className="size-[18px]" aria-hidden="true" />} label={t("memorial.services.date")}>
          {shownDate === DATE_NOT_PROVIDED ? t("memorial.services.dateNotProvided") : shownDate === INVALID_DATE ? t("memorial.services.invalidDate") : shownDate}
        </Row>
        {times ? (
          <Row icon={<Clock className="size-[18px]" aria-hidden="true" />} label={t("memorial.services.time")}>
            {times}
          </Row>
        ) : null}
        {address.trim() ? (
          <Row icon={<MapPin className="size-[18px]" aria-hidden="true" />} label={t("memorial.services.address")}>
            {address}
          </Row>
        ) : null}
        {virtualUrl && isWebLink(virtualUrl) ? (
          <Row icon={<Video className="size-[18px]" aria-hidden="true" />} label={t("memorial.services.virtual")}>
            <a href={virtualUrl.trim()} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center font-medium break-all text-accent-800 underline hover:text-accent-900">
              {t("memorial.services.joinVirtual")}
            </a>
          </Row>
        ) : null}
      </dl>
    </article>
  );
}

/** 'Funeral And Memorial': the funeral service card and one card per event. */
export function ServicesSection({ post, name }: { post: MemorialPost; name: string }) {
  const t = useT();
  const funeral =
    post.funeralservicedate.trim() || post.funeralservicestarttime.trim() || post.funeralserviceendtime.trim() || post.funeraladdress.trim() || post.virtualurl.trim();
  return (
    <section id={SECTION_IDS.services} aria-labelledby={`${SECTION_IDS.services}-heading`} className="scroll-mt-16">
      <SectionHeading section={SECTION_IDS.services} label={t("memorial.services.label")}>
        {t("memorial.services.heading")}
      </SectionHeading>
      <p className="mt-2 text-slate-600">{t("memorial.services.intro", { name })}</p>
      <div className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2">
        {funeral ? (
          <ServiceCard
            kind={t("memorial.services.funeral")}
            title={t("memorial.services.funeralService")}
            date={post.funeralservicedate}
            start={post.funeralservicestarttime}
            end={post.funeralserviceendtime}
            address={post.funeraladdress}
            virtualUrl={post.virtualurl}
          />
        ) : null}
        {post.events.map((event, i) => (
          <ServiceCard
            key={`${event.eventname}-${i}`}
            kind={t("memorial.services.event")}
            title={event.eventname || t("memorial.services.event")}
            date={event.eventdate}
            start={event.eventstarttime}
            end={event.eventendtime}
            address={event.eventaddress}
          />
        ))}
      </div>
    </section>
  );
}
