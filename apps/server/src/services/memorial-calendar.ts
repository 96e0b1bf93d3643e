import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { TZDate } from "@date-fns/tz";
import ical, { type ICalCalendar } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import type { Locale } from "@kma/core/i18n/locales";
import { translate } from "@kma/core/i18n/translate";
import { MESSAGES } from "@kma/core/messages";
import { addDays, anniversary, dayParts, nextAnniversary, type IsoDay } from "@kma/core/posts/remembrance-dates";
import { eventTimeZone, funeralTimeZone, serviceTimes } from "@kma/core/posts/service-times";
import { calendarPlaceName, keptThithiDays } from "@kma/core/posts/tamil-calendar/kept-thithi";
import { tamilMonthName, thithiName } from "@kma/core/posts/tamil-calendar/names";
import { posts, type Post } from "../db/schema";
import { notFound } from "../lib/http-errors";
import { memorialUrl } from "../lib/memorial-url";
import { nextThithiOf } from "../db/kept-thithi";
import { utcDay } from "./reminders/sweep-reminders";

type CalendarPost = Pick<
  Post,
  | "id"
  | "blogId"
  | "firstname"
  | "lastname"
  | "funeralservicedate"
  | "funeralservicestarttime"
  | "funeralserviceendtime"
  | "funeraladdress"
  | "funeraltimezone"
  | "virtualurl"
  | "deathcity"
  | "deathplace"
  | "deathcountry"
  | "events"
  | "updatedAt"
  | "deathDay"
  | "remembrancecalendar"
>;

/**
 * One service of a memorial: `funeral`, or `event-<n>` (its place in the post's events, from 1);
 * or the yearly days the family keeps (decision 035): `thithi`, `anniversary`.
 */
export const CALENDAR_ITEM = /^(funeral|event-[1-9][0-9]{0,1}|thithi|anniversary)$/;

/** How many years of yearly remembrances a calendar file holds. */
export const YEARLY_DAYS = 10;

type YearlyDay = { item: "thithi" | "anniversary"; uid: string; date: IsoDay; zone: string; summary: string; location: string; description: string };

/**
 * The next YEARLY_DAYS yearly thithi days (the family's own dates where they set one) when the
 * family keeps the Tamil calendar, and the next anniversaries when they keep both. Each UID
 * names its year, so a calendar that imports the file again updates those days (SEQUENCE grows
 * with each edit) instead of adding them twice.
 */
function yearlyDaysOf(post: CalendarPost, name: string, url: string, today: IsoDay): YearlyDay[] {
  const days: YearlyDay[] = [];
  const thithi = nextThithiOf(post, today);
  if (thithi) {
    const { keeping, next } = thithi;
    const place = calendarPlaceName(keeping.ceremony, "en");
    for (const day of keptThithiDays(keeping, next.year, YEARLY_DAYS)) {
      const tamilDate = (locale: Locale) =>
        translate(locale, "remembrance.thithiDay", {
          month: tamilMonthName(day.tamilMonth, locale),
          day: day.tamilDay,
          thithi: thithiName(day.thithi.number, locale),
        });
      const [english, tamil] = [tamilDate("en"), tamilDate("ta")];
      const chosen = day.overridden
        ? "The family set this date with their priest."
        : `Reckoned by sunrise and sunset at ${place}, where the ceremony is held. The family's priest may set a different date; the memorial shows the date the family keeps.${
            day.outsideMonth ? " The Tamil month is short this year: please confirm this date with your priest." : ""
          }`;
      days.push({
        item: "thithi",
        uid: `${post.id}-thithi-${day.year}@keepmemoriesalive`,
        date: day.date,
        zone: keeping.ceremony.zone,
        summary: `Yearly thithi remembrance of ${name} (${english})`,
        location: place,
        description: `Yearly remembrance by the Tamil calendar (ஆண்டுத் திதி): ${english} (${tamil}).\n${chosen}\nIn memory of ${name}: ${url}`,
      });
    }
  }
  if (thithi && post.deathDay && post.remembrancecalendar?.observe === "both") {
    const first = nextAnniversary(post.deathDay, post.deathDay > today ? post.deathDay : today).ordinal;
    for (let ordinal = first; ordinal < first + YEARLY_DAYS; ordinal++) {
      const date = anniversary(post.deathDay, ordinal);
      days.push({
        item: "anniversary",
        uid: `${post.id}-anniversary-${dayParts(date).year}@keepmemoriesalive`,
        date,
        zone: thithi.keeping.ceremony.zone,
        summary: `${translate("en", "remembrance.anniversary", { ordinal })} of ${name} (${translate("ta", "remembrance.anniversary", { ordinal })})`,
        location: "",
        description: `The anniversary of the death by the Gregorian calendar.\nIn memory of ${name}: ${url}`,
      });
    }
  }
  return days;
}

type Service = { item: string; summary: string; date: string; start: string; end: string; address: string; zone: string | null };

function servicesOf(post: CalendarPost, name: string): Service[] {
  const funeral: Service[] =
    post.funeralservicedate.trim() === ""
      ? []
      : [
          {
            item: "funeral",
            summary: `Funeral service of ${name}`,
            date: post.funeralservicedate,
            start: post.funeralservicestarttime,
            end: post.funeralserviceendtime,
            address: post.funeraladdress,
            zone: funeralTimeZone(post),
          },
        ];
  const events = post.events.map((event, i) => ({
    item: `event-${i + 1}`,
    summary: `${event.eventname || "Event"}: ${name}`,
    date: event.eventdate,
    start: event.eventstarttime,
    end: event.eventendtime,
    address: event.eventaddress,
    zone: eventTimeZone(event, post),
  }));
  return [...funeral, ...events];
}

/**
 * The memorial's services as an RFC 5545 calendar: every one with a real date, or just `item`.
 * Each time is written in its own zone (DTSTART;TZID=Asia/Colombo:...) with that zone's
 * VTIMEZONE, so a calendar abroad shows it at the right hour in the reader's zone. A service
 * whose zone is unknown is written in "floating" time (the wall clock the family typed).
 */
export function buildMemorialCalendar(post: CalendarPost, publicUrl: string, item?: string, today: IsoDay = utcDay(new Date())): ICalCalendar {
  const name = `${post.firstname} ${post.lastname}`.trim();
  const url = memorialUrl(publicUrl, post.blogId);
  const calendar = ical({ name: `${name} – Keep Memories Alive`, prodId: { company: "Keep Memories Alive", product: "memorial", language: "EN" } });
  const chosen = servicesOf(post, name).filter((s) => item === undefined || s.item === item);
  const zones = new Set<string>();
  for (const service of chosen) {
    const times = serviceTimes(service.date, service.start, service.end, service.zone);
    if (!times) continue;
    if (times.zone) zones.add(times.zone);
    const virtual = service.item === "funeral" && /^https?:\/\//i.test(post.virtualurl) ? `\nLivestream shared by the family: ${post.virtualurl}` : "";
    calendar.createEvent({
      id: `${post.id}-${service.item}@keepmemoriesalive`,
      // Seconds of the last edit: grows with each edit, so a calendar that imported it takes the change.
      sequence: Math.floor(post.updatedAt.getTime() / 1000),
      stamp: post.updatedAt,
      start: times.start,
      end: times.end,
      allDay: !times.timed,
      ...(times.zone ? { timezone: times.zone } : { floating: true }),
      summary: service.summary,
      location: service.address.trim() || null,
      description: `In memory of ${name}: ${url}${virtual}`,
      url,
    });
  }
  for (const day of yearlyDaysOf(post, name, url, today).filter((d) => item === undefined || d.item === item)) {
    const { year, month, day: d } = dayParts(day.date);
    const next = dayParts(addDays(day.date, 1));
    calendar.createEvent({
      id: day.uid,
      sequence: Math.floor(post.updatedAt.getTime() / 1000),
      stamp: post.updatedAt,
      // An all-day event's date is written on its own zone's clock (the ceremony's): given none,
      // ical-generator would read it on the calendar's zone (a service's), which can move it a day.
      start: new TZDate(year, month - 1, d, day.zone),
      end: new TZDate(next.year, next.month - 1, next.day, day.zone),
      allDay: true,
      timezone: day.zone,
      summary: day.summary,
      location: day.location || null,
      description: day.description,
      url,
    });
  }
  if (calendar.length() === 0) throw notFound(MESSAGES.postNotFound);
  // ical-generator writes the VTIMEZONE blocks of the zones its events name.
  calendar.timezone({ name: [...zones][0] ?? null, generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null });
  return calendar;
}

/** A published memorial's calendar file (drafts and unknown memorials are a 404, as on get-post). */
export async function memorialCalendar(app: Pick<FastifyInstance, "db" | "config">, blogId: string, item?: string): Promise<string> {
  const [post] = await app.db
    .select()
    .from(posts)
    .where(and(eq(posts.blogId, blogId), eq(posts.draft, false)))
    .limit(1);
  if (!post) throw notFound(MESSAGES.postNotFound);
  return buildMemorialCalendar(post, app.config.publicUrl, item).toString();
}
