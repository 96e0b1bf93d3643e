import { describe, expect, it } from "vitest";
import {
  addDays,
  anniversary,
  anniversaryMonthDaysOn,
  daysBetween,
  deathDay,
  isIsoDay,
  localToday,
  nextAnniversary,
  remembranceDates,
  thirtyFirstDay,
  upcomingRemembrance,
} from "./remembrance-dates";

describe("deathDay", () => {
  it("reads the day, month and year fields as a calendar day", () => {
    expect(deathDay({ deathdate: "5", deathmonth: "3", deathyear: "2024" })).toBe("2024-03-05");
    expect(deathDay({ deathdate: " 05 ", deathmonth: "03", deathyear: "2024" })).toBe("2024-03-05");
  });

  it("is null when a part is missing or the day does not exist", () => {
    expect(deathDay({ deathdate: "", deathmonth: "3", deathyear: "2024" })).toBeNull();
    expect(deathDay({ deathdate: "5", deathmonth: "3", deathyear: "24" })).toBeNull();
    expect(deathDay({ deathdate: "31", deathmonth: "4", deathyear: "2024" })).toBeNull();
    expect(deathDay({ deathdate: "29", deathmonth: "2", deathyear: "2023" })).toBeNull();
    expect(deathDay({ deathdate: "1", deathmonth: "13", deathyear: "2024" })).toBeNull();
    expect(deathDay({ deathdate: "1", deathmonth: "1", deathyear: "0000" })).toBeNull();
    expect(deathDay({})).toBeNull();
  });
});

describe("the 31st day (அந்தியேட்டி)", () => {
  it("counts the day of death as the first day", () => {
    expect(thirtyFirstDay("2024-03-01")).toBe("2024-03-31");
    expect(daysBetween("2024-03-01", thirtyFirstDay("2024-03-01")) + 1).toBe(31);
  });

  it("crosses months and years", () => {
    expect(thirtyFirstDay("2025-12-15")).toBe("2026-01-14");
    expect(thirtyFirstDay("2024-02-01")).toBe("2024-03-02");
    expect(thirtyFirstDay("2023-02-01")).toBe("2023-03-03");
  });
});

describe("anniversaries", () => {
  it("fall on the same day and month", () => {
    expect(anniversary("2020-06-12", 1)).toBe("2021-06-12");
    expect(anniversary("2020-06-12", 10)).toBe("2030-06-12");
  });

  it("of a 29 February death fall on 28 February in common years", () => {
    expect(anniversary("2024-02-29", 1)).toBe("2025-02-28");
    expect(anniversary("2024-02-29", 4)).toBe("2028-02-29");
    expect(anniversary("2000-02-29", 100)).toBe("2100-02-28");
  });

  it("are found on 28 February of a common year for 29 February deaths", () => {
    expect(anniversaryMonthDaysOn("2025-02-28")).toEqual([228, 229]);
    expect(anniversaryMonthDaysOn("2028-02-28")).toEqual([228]);
    expect(anniversaryMonthDaysOn("2028-02-29")).toEqual([229]);
    expect(anniversaryMonthDaysOn("2026-11-23")).toEqual([1123]);
  });

  it("next: today's counts, and never before the first", () => {
    expect(nextAnniversary("2020-06-12", "2026-06-12")).toEqual({ kind: "anniversary", date: "2026-06-12", inDays: 0, ordinal: 6 });
    expect(nextAnniversary("2020-06-12", "2026-06-13")).toMatchObject({ date: "2027-06-12", ordinal: 7 });
    expect(nextAnniversary("2026-11-20", "2026-11-23")).toMatchObject({ date: "2027-11-20", ordinal: 1, inDays: 362 });
    expect(nextAnniversary("2024-02-29", "2026-02-01")).toMatchObject({ date: "2026-02-28", ordinal: 2, inDays: 27 });
  });
});

describe("remembranceDates (the memorial page)", () => {
  const today = "2026-11-23";

  it("lists the 31st day while it is ahead, then the first anniversary", () => {
    // Died 25 days ago: the 31st day is in 5 days.
    const death = addDays(today, -25);
    expect(remembranceDates(death, today)).toEqual([
      { kind: "thirtyFirstDay", date: "2026-11-28", inDays: 5 },
      { kind: "anniversary", date: "2027-10-29", inDays: 340, ordinal: 1 },
    ]);
  });

  it("still lists the 31st day a week after it, as passed", () => {
    expect(remembranceDates(addDays(today, -37), today)[0]).toEqual({ kind: "thirtyFirstDay", date: addDays(today, -7), inDays: -7 });
    expect(remembranceDates(addDays(today, -38), today).map((date) => date.kind)).toEqual(["anniversary"]);
  });

  it("lists only the next anniversary for an older death", () => {
    expect(remembranceDates("1998-01-04", today)).toEqual([{ kind: "anniversary", date: "2027-01-04", inDays: 42, ordinal: 29 }]);
  });

  it("lists nothing for a death after today", () => {
    expect(remembranceDates("2026-12-01", today)).toEqual([]);
  });
});

describe("upcomingRemembrance (this week)", () => {
  const today = "2026-11-23";

  it("is the 31st day or the anniversary within 7 days, today included", () => {
    expect(upcomingRemembrance(addDays(today, -30), today)).toMatchObject({ kind: "thirtyFirstDay", inDays: 0 });
    expect(upcomingRemembrance(addDays(today, -24), today)).toMatchObject({ kind: "thirtyFirstDay", inDays: 6 });
    expect(upcomingRemembrance("2019-11-29", today)).toMatchObject({ kind: "anniversary", ordinal: 7, inDays: 6 });
  });

  it("is null outside the week", () => {
    expect(upcomingRemembrance(addDays(today, -23), today)).toBeNull();
    expect(upcomingRemembrance(addDays(today, -31), today)).toBeNull();
    expect(upcomingRemembrance("2019-11-30", today)).toBeNull();
    expect(upcomingRemembrance("2019-11-22", today)).toBeNull();
  });
});

describe("days", () => {
  it("are plain calendar days", () => {
    expect(localToday(new Date(2026, 10, 23, 23, 59))).toBe("2026-11-23");
    expect(isIsoDay("2026-02-29")).toBe(false);
    expect(isIsoDay("2028-02-29")).toBe(true);
    expect(isIsoDay("2026-2-1")).toBe(false);
    expect(daysBetween("2026-12-31", "2027-01-01")).toBe(1);
  });
});
