import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import ical, { type ICalCalendar } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { MESSAGES } from "@kma/core/messages";
import { eventTimeZone, funeralTimeZone, serviceTimes } from "@kma/core/posts/service-times";
import { posts, type Post } from "../db/schema";
import { notFound } from "../lib/http-errors";
import { memorialUrl } from "../lib/memorial-url";

type CalendarPost = Pick<
  Post,
  | "id" | "blogId" | "firstname" | "lastname" | "funeralservicedate" | "funeralservicestarttime" | "funeralserviceendtime"
  | "funeraladdress" | "funeraltimezone" | "virtualurl" | "deathcity" | "deathplace" | "deathcountry" | "events" | "updatedAt"
>;

/** One service of a memorial: `funeral`, or `event-<n>` (its place in the post's events, from 1). */
export const CALENDAR_ITEM = /^(funeral|event-[1-9][0-9]{0,1})$/;

type Service = { item: string; summary: string; date: string; start: string; end: string; address: string; zone: string | null };

function servicesOf(post: CalendarPost, name: string): Service[] {
  const funeral: Service[] =
    post.funeralservicedate.trim() === ""
      ? []
      : [{ item: "funeral", summary: `Funeral service of ${name}`, date: post.funeralservicedate, start: post.funeralservicestarttime, end: post.funeralserviceendtime, address: post.funeraladdress, zone: funeralTimeZone(post) }];
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
export function buildMemorialCalendar(post: CalendarPost, publicUrl: string, item?: string): ICalCalendar {
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
  if (chosen.length === 0 || calendar.length() === 0) throw notFound(MESSAGES.postNotFound);
  // ical-generator writes the VTIMEZONE blocks of the zones its events name.
  calendar.timezone({ name: [...zones][0] ?? null, generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null });
  return calendar;
}

/** A published memorial's calendar file (drafts and unknown memorials are a 404, as on get-post). */
export async function memorialCalendar(app: Pick<FastifyInstance, "db" | "config">, blogId: string, item?: string): Promise<string> {
  const [post] = await app.db.select().from(posts).where(and(eq(posts.blogId, blogId), eq(posts.draft, false))).limit(1);
  if (!post) throw notFound(MESSAGES.postNotFound);
  return buildMemorialCalendar(post, app.config.publicUrl, item).toString();
}
