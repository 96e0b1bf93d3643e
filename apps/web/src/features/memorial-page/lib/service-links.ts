import type { Locale } from "@kma/core/i18n/locales";
import type { YourTimeHint } from "@kma/core/page-boot";
import { clockText, onClockOf, type ServiceTimes } from "@kma/core/posts/service-times";
import { weekdayDayMonthYear } from "../../../lib/dates";
import { env } from "../../../config/env";

/**
 * Links a memorial's services offer. All are plain links: no map or calendar script
 * runs on our pages, and no API key is needed.
 */

/** An address searched on OpenStreetMap and on Google Maps. */
export function mapLinks(address: string): Array<{ site: string; href: string }> {
  const query = encodeURIComponent(address.trim());
  return [
    { site: "OpenStreetMap", href: `https://www.openstreetmap.org/search?query=${query}` },
    { site: "Google Maps", href: `https://www.google.com/maps/search/?api=1&query=${query}` },
  ];
}

/** The API's .ics of one service (`funeral`, `event-1`, ...) or, without `item`, of all of them. */
export const calendarFileUrl = (blogId: string, item?: string) =>
  `${env.apiBase}/calendar/${encodeURIComponent(blogId)}.ics${item ? `?item=${encodeURIComponent(item)}` : ""}`;

/** The API's QR code of the memorial's address; `download` asks for it as a file. */
export const qrCodeUrl = (blogId: string, format: "png" | "svg", download = false) =>
  `${env.apiBase}/qr/${encodeURIComponent(blogId)}.${format}${download ? "?download=1" : ""}`;

const pad = (n: number) => String(n).padStart(2, "0");
/** A TZDate's wall clock in its zone as Google wants it (20260210T100000), or its day alone (20260210). */
const wall = (date: ServiceTimes["start"], withTime: boolean) =>
  `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}${withTime ? `T${pad(date.getHours())}${pad(date.getMinutes())}00` : ""}`;

/** Google Calendar's "create event" page filled in, the times in the service's own zone (`ctz`). */
export function googleCalendarUrl({ title, times, address, details }: { title: string; times: ServiceTimes; address: string; details: string }): string {
  const params = new URLSearchParams({ action: "TEMPLATE", text: title, dates: `${wall(times.start, times.timed)}/${wall(times.end, times.timed)}`, details });
  if (address.trim()) params.set("location", address.trim());
  if (times.zone) params.set("ctz", times.zone);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** 'https://www.youtube.com/live/x' -> 'youtube.com': the site a livestream link really opens. */
export function linkDomain(url: string): string | null {
  try {
    const { protocol, hostname } = new URL(url.trim());
    if (protocol !== "https:" && protocol !== "http:") return null;
    return hostname.replace(/^www\./, "");
  } catch {
    return null;
  }
}

/**
 * The service's times on the visitor's own clock, when it differs from the place's
 * ('5:30 AM – 8:30 AM'), with the day first when it is another day there; null when the clocks
 * agree or the service has no zone or time.
 */
export function visitorTimes(times: ServiceTimes, visitorZone: string | null, locale: Locale): string | null {
  if (!visitorZone || !times.zone || !times.timed) return null;
  const start = onClockOf(times.start, visitorZone);
  const end = onClockOf(times.end, visitorZone);
  const same = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
  if (same(start, times.start) && clockText(start) === clockText(times.start)) return null;
  const day = same(start, times.start) ? "" : `${weekdayDayMonthYear(start, locale)}, `;
  return `${day}${clockText(start)} – ${clockText(end)}`;
}

/**
 * What a server-rendered page's boot script needs to write `visitorTimes` before the app starts
 * (decision 030): the instants, the place's day and clock, the names of the days around the
 * service's and the sentence (`{time}` marking the time). Null for a service without a zone or a time.
 */
export function yourTimeHint(times: ServiceTimes, locale: Locale, text: string): YourTimeHint | null {
  if (!times.zone || !times.timed) return null;
  const { start } = times;
  const days = [-2, -1, 0, 1, 2].map((shift) => weekdayDayMonthYear(new Date(start.getFullYear(), start.getMonth(), start.getDate() + shift), locale));
  const placeDay = Date.UTC(start.getFullYear(), start.getMonth(), start.getDate()) / 86_400_000;
  return { start: start.getTime(), end: times.end.getTime(), zone: times.zone, placeDay, placeClock: clockText(start), days, text };
}
