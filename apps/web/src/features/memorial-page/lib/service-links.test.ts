import { afterAll, describe, expect, it } from "vitest";
import { FILL_YOUR_TIMES, YOUR_TIME_ATTRIBUTE } from "@kma/core/page-boot";
import { serviceTimes } from "@kma/core/posts/service-times";
import type { Locale } from "@kma/core/i18n/locales";
import enKeepsakes from "@kma/core/i18n/catalogs/en/keepsakes";
import taKeepsakes from "@kma/core/i18n/catalogs/ta/keepsakes";
import { visitorTimes, yourTimeHint } from "./service-links";

/** The boot script's filler, run as the page runs it, on a line as the server renders it. */
const fillYourTimes = new Function(`return (${FILL_YOUR_TIMES});`)() as (lines: ArrayLike<Line>) => void;
type Line = { getAttribute(name: string): string | null; textContent: string; hidden: boolean };

/** The line the boot script writes for a visitor whose device is set to `visitorZone` (it reads the device's clock). */
/** The sentence as the catalogs give it, `{time}` marking the time (what the component passes for `{time}`). */
const SENTENCE: Record<Locale, string> = { en: enKeepsakes["keepsakes.yourTime"], ta: taKeepsakes["keepsakes.yourTime"] };

function filledLine(times: NonNullable<ReturnType<typeof serviceTimes>>, locale: Locale, visitorZone: string) {
  const text = SENTENCE[locale];
  const hint = JSON.stringify(yourTimeHint(times, locale, text));
  const line: Line = { getAttribute: (name) => (name === YOUR_TIME_ATTRIBUTE ? hint : null), textContent: "", hidden: true };
  process.env.TZ = visitorZone;
  try {
    fillYourTimes([line]);
  } finally {
    restoreDeviceZone();
  }
  return line.hidden ? null : line.textContent;
}
const deviceZone = process.env.TZ;
// Node reads TZ again whenever it is set; deleting it restores the machine's own zone. This needs
// the test in a process of its own (Vitest's default pool, forks): a worker thread's
// process.env is a copy, and every comparison below would then fail.
const restoreDeviceZone = () => (deviceZone === undefined ? delete process.env.TZ : (process.env.TZ = deviceZone));
afterAll(restoreDeviceZone);

// Places a family holds services in and places their relatives read from: half-hour and
// quarter-hour zones, both date-line edges, both hemispheres' summer times.
const ZONES = [
  "Asia/Colombo",
  "Europe/London",
  "Europe/Berlin",
  "Europe/Zurich",
  "America/Toronto",
  "America/St_Johns",
  "Australia/Sydney",
  "Asia/Kathmandu",
  "Pacific/Kiritimati",
  "Pacific/Pago_Pago",
  "UTC",
];
const SERVICES = [
  { date: "10/02/2026", start: "10:00 AM", end: "1:00 PM" },
  { date: "29/03/2026", start: "12:30 AM", end: "2:00 AM" }, // Europe's clocks go forward that night
  { date: "31/12/2026", start: "11:00 PM", end: "11:45 PM" },
  { date: "15/07/2026", start: "5:00 PM", end: "9:00 PM" },
];

describe("the boot script's '… your time' (decision 030)", () => {
  it("writes what the app writes, for every pair of zones, in English and Tamil", () => {
    let compared = 0;
    for (const locale of ["en", "ta"] as const) {
      for (const service of SERVICES) {
        for (const place of ZONES) {
          const times = serviceTimes(service.date, service.start, service.end, place)!;
          for (const visitor of ZONES) {
            const app = visitorTimes(times, visitor, locale);
            const expected = app ? SENTENCE[locale].replace("{time}", app) : null;
            expect(filledLine(times, locale, visitor), `${service.date} ${service.start} in ${place}, read in ${visitor}`).toBe(expected);
            compared++;
          }
        }
      }
    }
    expect(compared).toBe(2 * SERVICES.length * ZONES.length * ZONES.length);
  });

  it("names the day when it is another day for the visitor", () => {
    const viewing = serviceTimes("09/02/2026", "5:00 PM", "9:00 PM", "America/Toronto")!;
    expect(filledLine(viewing, "en", "Australia/Sydney")).toBe("Tuesday, 10 February 2026, 9:00 AM – 1:00 PM your time");
    expect(filledLine(viewing, "en", "Europe/London")).toBe("10:00 PM – 2:00 AM your time");
    expect(filledLine(viewing, "en", "America/Toronto")).toBeNull();
  });

  it("gives no hint for a service without a time or a zone, so the page shows no line for it", () => {
    expect(yourTimeHint(serviceTimes("09/02/2026", "", "", "America/Toronto")!, "en", "{time} your time")).toBeNull();
    expect(yourTimeHint(serviceTimes("09/02/2026", "5:00 PM", "9:00 PM", null)!, "en", "{time} your time")).toBeNull();
  });
});
