import { describe, expect, it } from "vitest";
import { addDays } from "../remembrance-dates";
import { calendarPlaceName, keptThithiDays, nextKeptThithi, thithiKeeping } from "./kept-thithi";
import { calendarPlace } from "./places";
import type { RemembranceCalendar } from "./remembrance-calendar";
import { tamilDeathDate, yearlyThithiDates } from "./thithi-dates";

/** A death in Jaffna on 10 March 2030 (Maasi 26, Shashti), remembered in Toronto. */
const DEATH = "2030-03-10";
const jaffna = { deathcity: "Jaffna" };
const choice = (observe: RemembranceCalendar["observe"], overrides?: Record<string, string>): RemembranceCalendar => ({
  observe,
  ceremonyplace: "toronto",
  ...(overrides ? { overrides } : {}),
});
const computed = yearlyThithiDates(tamilDeathDate(DEATH, calendarPlace("jaffna")!), calendarPlace("toronto")!, 2031, 3);

describe("the thithi days a family keeps", () => {
  it("are the computed days, read at the place the post names for the death, when no year was set by hand", () => {
    const keeping = thithiKeeping(DEATH, choice("thithi"), jaffna)!;
    expect(keeping.death.tamilMonth).toBe(10); // Maasi
    expect(keptThithiDays(keeping, 2031, 3)).toEqual(computed.map((day) => ({ ...day, overridden: false })));
    expect(thithiKeeping(DEATH, choice("both"), jaffna)).toEqual(keeping);
  });

  it("are none for the anniversary alone, no choice, or no day of death", () => {
    expect(thithiKeeping(DEATH, choice("anniversary"), jaffna)).toBeNull();
    expect(thithiKeeping(DEATH, null, jaffna)).toBeNull();
    expect(thithiKeeping(null, choice("thithi"), jaffna)).toBeNull();
  });

  it("take the family's date for a year, with that day's own Tamil date", () => {
    const theirs = addDays(computed[1]!.date, -1);
    const [first, second, third] = keptThithiDays(thithiKeeping(DEATH, choice("thithi", { [String(computed[1]!.year)]: theirs }), jaffna)!, 2031, 3);
    expect(first).toMatchObject({ date: computed[0]!.date, overridden: false });
    expect(second).toMatchObject({ date: theirs, overridden: true, thithi: computed[1]!.thithi });
    expect([second!.tamilMonth, second!.tamilDay]).toEqual([computed[1]!.tamilMonth, computed[1]!.tamilDay - 1]);
    expect(third).toMatchObject({ date: computed[2]!.date, overridden: false });
  });

  it("give as the next day the first kept one on or after today: a year whose own date has passed is over", () => {
    const plain = thithiKeeping(DEATH, choice("thithi"), jaffna)!;
    expect(nextKeptThithi(plain, "2026-11-26").date).toBe(computed[0]!.date); // before the death: the first year
    expect(nextKeptThithi(plain, computed[0]!.date).date).toBe(computed[0]!.date);
    expect(nextKeptThithi(plain, addDays(computed[0]!.date, 1)).date).toBe(computed[1]!.date);

    // The family moved the first year two days earlier: on the day between, that year is over.
    const earlier = thithiKeeping(DEATH, choice("thithi", { [String(computed[0]!.year)]: addDays(computed[0]!.date, -2) }), jaffna)!;
    expect(nextKeptThithi(earlier, addDays(computed[0]!.date, -1)).date).toBe(computed[1]!.date);
    // ... and two days later: the computed day has passed, theirs has not.
    const later = thithiKeeping(DEATH, choice("thithi", { [String(computed[0]!.year)]: addDays(computed[0]!.date, 2) }), jaffna)!;
    expect(nextKeptThithi(later, addDays(computed[0]!.date, 1))).toMatchObject({ date: addDays(computed[0]!.date, 2), overridden: true });
  });

  it("name their place in the reader's language, or as the family wrote it", () => {
    expect(calendarPlaceName(calendarPlace("toronto")!, "ta")).toBe("ரொறன்ரோ");
    expect(calendarPlaceName(calendarPlace("toronto")!, "en")).toBe("Toronto");
    expect(calendarPlaceName({ name: "Montréal", latitude: 45.5, longitude: -73.57, zone: "America/Toronto" } as never, "ta")).toBe("Montréal");
  });
});
