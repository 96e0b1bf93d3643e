import { describe, expect, it } from "vitest";
import { thithiDaysOf, THITHI_DAYS_SENT } from "./thithi-days";

/** The page's days as get-post sends them (decision 035): plain numbers, the family's dates in place. */
describe("thithiDaysOf", () => {
  // Died 3 February 2024 in Toronto: தை 21, தேய்பிறை நவமி (24), விசாகம் (15) at that sunrise.
  const post = { deathdate: "3", deathmonth: "2", deathyear: "2024", deathplace: "Scarborough", deathcity: "Toronto", deathcountry: "Canada" };

  it("gives the death's Tamil date and twelve years from the year before today", () => {
    const days = thithiDaysOf(post, { observe: "both", ceremonyplace: "toronto" }, "2026-11-23")!;
    expect(days.death).toEqual({ tamilMonth: 9, tamilDay: 21, thithi: 24, nakshatra: 15, readAt: "sunrise" });
    expect(days.days).toHaveLength(THITHI_DAYS_SENT);
    expect(days.days.map((day) => day.year)).toEqual(Array.from({ length: 12 }, (_, i) => 2025 + i));
    expect(days.days[2]).toEqual({
      year: 2027,
      date: "2027-01-30",
      tamilMonth: 9,
      tamilDay: 17,
      thithi: 24,
      rule: "afternoon",
      twiceInMonth: false,
      outsideMonth: false,
      overridden: false,
    });
  });

  it("puts the family's date in place of the computed one, with its own Tamil day", () => {
    const days = thithiDaysOf(post, { observe: "thithi", ceremonyplace: "toronto", overrides: { "2027": "2027-01-31" } }, "2026-11-23")!;
    expect(days.days[2]).toMatchObject({ year: 2027, date: "2027-01-31", tamilMonth: 9, tamilDay: 18, overridden: true });
  });

  it("is null for the anniversary alone, no choice, or no whole date of death", () => {
    expect(thithiDaysOf(post, { observe: "anniversary", ceremonyplace: "toronto" }, "2026-11-23")).toBeNull();
    expect(thithiDaysOf(post, null, "2026-11-23")).toBeNull();
    expect(thithiDaysOf({ ...post, deathdate: "" }, { observe: "thithi", ceremonyplace: "toronto" }, "2026-11-23")).toBeNull();
  });
});
