import { describe, expect, it } from "vitest";
import { addDays } from "../remembrance-dates";
import { daylight, elongation, lahiriAyanamsa, meanLahiriAyanamsa, nakshatraAt, thithiAt, thithiNumberAt, thithiOccurrences } from "./astro";
import { nakshatraName, pakshamOf, tamilMonthName, thithiName } from "./names";
import { CALENDAR_PLACES, calendarPlace } from "./places";
import { tamilDeathDate, yearlyThithiDates, nextYearlyThithi, type YearlyThithi } from "./thithi-dates";

const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);
const wrap180 = (degrees: number) => ((((degrees + 180) % 360) + 360) % 360) - 180;
const place = (id: string) => calendarPlace(id)!;

/** A fixed spread of instants, 2000–2040 (no randomness: a failure must repeat). */
const instants = Array.from({ length: 60 }, (_, i) => new Date(Date.UTC(2000, 0, 1) + i * 251.37 * 86_400_000));

describe("thithi", () => {
  // The amavasya thithi of 2025 for New Delhi (IST), from the published Hindu panchang for New
  // Delhi, 2025 (drikpanchang-style times, to the minute).
  const newDelhiAmavasai2025 = [
    ["2025-01-28T19:36+05:30", "2025-01-29T18:05+05:30"],
    ["2025-02-27T08:54+05:30", "2025-02-28T06:14+05:30"],
    ["2025-11-19T09:43+05:30", "2025-11-20T12:17+05:30"],
  ];

  it.each(newDelhiAmavasai2025)("begins and ends within two minutes of the almanac: %s – %s", (start, end) => {
    const found = thithiOccurrences(30, at(start), at(end));
    expect(found).toHaveLength(1);
    expect(Math.abs(found[0]!.start.getTime() - at(start).getTime())).toBeLessThan(2 * MINUTE);
    expect(Math.abs(found[0]!.end.getTime() - at(end).getTime())).toBeLessThan(2 * MINUTE);
  });

  it.each(instants.map((instant) => [instant.toISOString(), instant]))(
    "at %s, begins and ends where the elongation crosses a multiple of 12°",
    (_, instant) => {
      const thithi = thithiAt(instant as Date);
      expect(thithi.start.getTime()).toBeLessThanOrEqual((instant as Date).getTime());
      expect(thithi.end.getTime()).toBeGreaterThan((instant as Date).getTime());
      expect(Math.abs(wrap180(elongation(thithi.start) - (thithi.number - 1) * 12))).toBeLessThan(1e-5);
      expect(Math.abs(wrap180(elongation(thithi.end) - thithi.number * 12))).toBeLessThan(1e-5);
      expect(thithiNumberAt(new Date(thithi.start.getTime() + 1000))).toBe(thithi.number);
      expect(thithiNumberAt(new Date(thithi.start.getTime() - 1000))).toBe(thithi.number === 1 ? 30 : thithi.number - 1);
      // A thithi lasts between about 19 and 27 hours.
      const hours = (thithi.end.getTime() - thithi.start.getTime()) / 3_600_000;
      expect(hours).toBeGreaterThan(19);
      expect(hours).toBeLessThan(27);
    },
  );

  it("runs through thirty thithis, each once, from one new moon to the next", () => {
    let thithi = thithiAt(at("2026-03-19T02:00:00Z"));
    const next = (current: typeof thithi) => thithiAt(new Date(current.end.getTime() + 1000));
    while (thithi.number !== 1) thithi = next(thithi);
    const newMoon = thithi.start;
    const seen: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      seen.push(thithi.number);
      expect(thithi.paksham).toBe(i < 15 ? "valarpirai" : "theypirai");
      thithi = next(thithi);
    }
    expect(seen).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(thithi.number).toBe(1);
    const days = (thithi.start.getTime() - newMoon.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(29.2);
    expect(days).toBeLessThan(29.9);
  });

  it("names thithis, pakshams, months and nakshatras in Tamil and English", () => {
    expect(thithiName(1, "ta")).toBe("பிரதமை");
    expect(thithiName(16, "ta")).toBe("பிரதமை");
    expect(thithiName(15, "ta")).toBe("பௌர்ணமி");
    expect(thithiName(30, "ta")).toBe("அமாவாசை");
    expect(thithiName(30, "en")).toBe("Amavasai");
    expect(thithiName(23, "en")).toBe("Ashtami");
    expect(pakshamOf(15)).toBe("valarpirai");
    expect(pakshamOf(16)).toBe("theypirai");
    expect(tamilMonthName(0, "ta")).toBe("சித்திரை");
    expect(tamilMonthName(11, "en")).toBe("Panguni");
    expect(nakshatraName(0, "ta")).toBe("அசுவினி");
    expect(nakshatraName(26, "en")).toBe("Revathi");
  });
});

describe("Lahiri ayanamsa", () => {
  const arcsec = (degrees: number, minutes: number, seconds: number) => degrees * 3600 + minutes * 60 + seconds;
  it("agrees with published values (Astrodienst astrowiki, 'Ayanamsha') within 2 arcseconds", () => {
    // New International Ephemeris 1900–2050: 23°51'11" on 1 January 2000 (true value).
    expect(Math.abs(lahiriAyanamsa(at("2000-01-01T00:00:00Z")) * 3600 - arcsec(23, 51, 11))).toBeLessThan(2);
    // Lahiri's mean value on 1 January 1900: 22°27'37.7".
    expect(Math.abs(meanLahiriAyanamsa(at("1900-01-01T00:00:00Z")) * 3600 - arcsec(22, 27, 37.7))).toBeLessThan(2);
    // About 24°08' in 2020.
    expect(lahiriAyanamsa(at("2020-01-01T00:00:00Z"))).toBeGreaterThan(24 + 7 / 60);
    expect(lahiriAyanamsa(at("2020-01-01T00:00:00Z"))).toBeLessThan(24 + 9 / 60);
  });

  it("puts the moon in one of 27 nakshatras", () => {
    for (const instant of instants) expect(nakshatraAt(instant)).toBeGreaterThanOrEqual(0);
    for (const instant of instants) expect(nakshatraAt(instant)).toBeLessThan(27);
  });
});

describe("sunrise and sunset", () => {
  // astronomy-engine's own documented example (demo/nodejs riseset.js at +45.6, -90.7, searching
  // from 2018-11-30T17:55:07.234Z): sunset 2018-11-30T22:21:03Z, sunrise 2018-12-01T13:22:51Z.
  it("match astronomy-engine's documented example within two minutes", () => {
    const observer = { latitude: 45.6, longitude: -90.7 };
    const nov30 = daylight(observer, at("2018-11-30T06:00:00Z"));
    const dec1 = daylight(observer, at("2018-12-01T06:00:00Z"));
    expect(Math.abs(nov30.sunset.getTime() - at("2018-11-30T22:21:03.024Z").getTime())).toBeLessThan(2 * MINUTE);
    expect(Math.abs(dec1.sunrise.getTime() - at("2018-12-01T13:22:51.106Z").getTime())).toBeLessThan(2 * MINUTE);
  });

  it.each(CALENDAR_PLACES.map((p) => [p.id, p]))("at %s, sunrise comes before sunset and the afternoon is the fourth fifth", (_, p) => {
    for (let month = 0; month < 12; month += 1) {
      const light = daylight(p as (typeof CALENDAR_PLACES)[number], new Date(Date.UTC(2026, month, 15)));
      expect(light.sunrise.getTime()).toBeLessThan(light.sunset.getTime());
      const fifth = (light.sunset.getTime() - light.sunrise.getTime()) / 5;
      expect(light.aparahna.start.getTime()).toBeCloseTo(light.sunrise.getTime() + 3 * fifth, -1);
      expect(light.aparahna.end.getTime()).toBeCloseTo(light.sunrise.getTime() + 4 * fifth, -1);
    }
  });
});

describe("Tamil month of a civil day", () => {
  it("begins தை and சித்திரை on the days Sri Lanka kept Thai Pongal and the Tamil New Year in 2025", () => {
    expect(tamilDeathDate("2025-01-13", place("jaffna"))).toMatchObject({ tamilMonth: 8 });
    expect(tamilDeathDate("2025-01-14", place("jaffna"))).toMatchObject({ tamilMonth: 9, tamilDay: 1, monthYear: 2025 });
    expect(tamilDeathDate("2025-04-13", place("jaffna"))).toMatchObject({ tamilMonth: 11 });
    expect(tamilDeathDate("2025-04-14", place("jaffna"))).toMatchObject({ tamilMonth: 0, tamilDay: 1 });
  });

  it("gives a sankranti after sunset to the next day, and one before sunset to its own", () => {
    // The sun entered Makara about 03:25 UTC on 14 January 2025: the evening of the 13th in
    // Toronto (after sunset), the small hours of the 14th in London.
    expect(tamilDeathDate("2025-01-13", place("toronto"))).toMatchObject({ tamilMonth: 8 });
    expect(tamilDeathDate("2025-01-14", place("toronto"))).toMatchObject({ tamilMonth: 9, tamilDay: 1 });
    expect(tamilDeathDate("2025-01-14", place("london"))).toMatchObject({ tamilMonth: 9, tamilDay: 1 });
  });

  it("counts a January death in மார்கழி from the December the month began", () => {
    expect(tamilDeathDate("2015-01-05", place("jaffna"))).toMatchObject({ tamilMonth: 8, monthYear: 2014 });
  });
});

describe("the death's thithi", () => {
  it("is the one at sunrise when no time is given, and the one running at the time of death otherwise", () => {
    const jaffna = place("jaffna");
    // 29 January 2025: the amavasya ended about 18:05 IST (the same clock as Colombo's).
    expect(tamilDeathDate("2025-01-29", jaffna)).toMatchObject({ readAt: "sunrise", thithi: { number: 30 } });
    expect(tamilDeathDate("2025-01-29", jaffna, "10:00")).toMatchObject({ readAt: "timeOfDeath", thithi: { number: 30 } });
    expect(tamilDeathDate("2025-01-29", jaffna, "21:30")).toMatchObject({ readAt: "timeOfDeath", thithi: { number: 1, paksham: "valarpirai" } });
  });
});

describe("the yearly thithi day", () => {
  const deaths = [
    ["2015-01-05", "jaffna", "toronto"],
    ["2018-08-20", "london", "london"],
    ["2020-04-14", "colombo", "sydney"],
    ["2021-03-10", "oslo", "oslo"],
    ["2009-05-18", "kilinochchi", "jaffna"],
    ["2012-10-02", "batticaloa", "paris"],
    ["2016-06-30", "trincomalee", "zurich"],
    ["2019-11-11", "chennai", "berlin"],
    ["2023-12-25", "toronto", "toronto"],
    ["2024-07-04", "jaffna", "colombo"],
    // In 2035 this thithi runs from one Jaffna afternoon to just before the next ("none").
    ["2010-01-01", "jaffna", "jaffna"],
    // In 2031 தை is too short to hold this thithi's day at Trincomalee.
    ["2011-01-25", "trincomalee", "trincomalee"],
  ] as const;

  const all: Array<{ death: ReturnType<typeof tamilDeathDate>; ceremony: string; yearly: YearlyThithi }> = [];
  for (const [day, died, ceremony] of deaths) {
    const death = tamilDeathDate(day, place(died));
    for (const yearly of yearlyThithiDates(death, place(ceremony), 2026, 10)) all.push({ death, ceremony, yearly });
  }

  it("falls in the death's Tamil month, on the death's thithi, one a year", () => {
    for (const { death, ceremony, yearly } of all) {
      expect(yearly.thithi.number).toBe(death.thithi.number);
      expect(yearly.tamilMonth).toBe(death.tamilMonth);
      if (!yearly.outsideMonth) expect(tamilDeathDate(yearly.date, place(ceremony)).tamilMonth).toBe(death.tamilMonth);
    }
  });

  it("is a day whose afternoon the thithi covers, or in the explained 'none' case the day it holds at sunrise", () => {
    for (const { ceremony, yearly } of all) {
      const start = Date.parse(yearly.thithi.start);
      const end = Date.parse(yearly.thithi.end);
      const overlap = Math.min(end, Date.parse(yearly.aparahna.end)) - Math.max(start, Date.parse(yearly.aparahna.start));
      if (yearly.rule === "noAfternoon") {
        expect(overlap).toBeLessThanOrEqual(0);
        const midnight = Date.parse(yearly.aparahna.start) - 20 * 3_600_000;
        const sunrise = daylight(place(ceremony), new Date(midnight)).sunrise.getTime();
        expect(sunrise).toBeGreaterThanOrEqual(start);
        expect(sunrise).toBeLessThan(end);
      } else {
        expect(overlap).toBeGreaterThan(0);
      }
    }
  });

  it("meets the 'none' case and the short month in this sample, and explains each", () => {
    expect(all.filter(({ yearly }) => yearly.rule === "noAfternoon").length).toBeGreaterThan(0);
    const outside = all.filter(({ yearly }) => yearly.outsideMonth);
    expect(outside.length).toBeGreaterThan(0);
    for (const { ceremony, yearly } of outside) {
      // Just outside the month: its neighbour on one side is in it.
      const months = [-1, 1].map((step) => tamilDeathDate(addDays(yearly.date, step), place(ceremony)).tamilMonth);
      expect(months).toContain(yearly.tamilMonth);
    }
  });

  it("when the thithi covers two afternoons, is the one it covers longer", () => {
    const twice = all.filter(({ yearly }) => yearly.rule === "twoAfternoons");
    expect(twice.length).toBeGreaterThan(0);
    for (const { ceremony, yearly } of twice) {
      const start = Date.parse(yearly.thithi.start);
      const end = Date.parse(yearly.thithi.end);
      const cover = (day: string) => {
        const { aparahna } = tamilDayLight(ceremony, day);
        return Math.max(0, Math.min(end, aparahna.end.getTime()) - Math.max(start, aparahna.start.getTime()));
      };
      const chosen = cover(yearly.date);
      expect(chosen).toBeGreaterThanOrEqual(cover(addDays(yearly.date, -1)) - MINUTE);
      expect(chosen + MINUTE).toBeGreaterThan(cover(addDays(yearly.date, 1)));
    }
  });

  it("when the thithi comes twice in the month, is the second", () => {
    const twice = all.filter(({ yearly }) => yearly.twiceInMonth);
    expect(twice.length).toBeGreaterThan(0);
    for (const { yearly } of twice) expect(yearly.tamilDay).toBeGreaterThanOrEqual(30);
  });

  it("counts years from the death and finds the next one from today", () => {
    const death = tamilDeathDate("2018-08-20", place("london"));
    const next = nextYearlyThithi(death, place("london"), "2026-11-26");
    expect(next.date >= "2026-11-26").toBe(true);
    expect(next.ordinal).toBe(next.year - 2018);
    expect(yearlyThithiDates(tamilDeathDate("2025-08-20", place("london")), place("london"), 2020, 1)[0]!.year).toBe(2026);
  });
});

function tamilDayLight(ceremony: string, day: string) {
  const p = place(ceremony);
  // Local midnight of `day` at the place: noon UTC on that day, less the zone's offset, is close
  // enough for the search, which looks a full day ahead from there only in the place's own day.
  const utcNoon = Date.parse(`${day}T12:00:00Z`);
  const offsetHours = Math.round(p.longitude / 15);
  return daylight(p, new Date(utcNoon - (12 + offsetHours) * 3_600_000));
}
