import { describe, expect, it } from "vitest";
import { currentYear, formatDayMonthYear, formatDisplayDate, weekdayDayMonthYear } from "./dates";

describe("dates", () => {
  it("formats as 'D Mon, YYYY'", () => {
    expect(formatDisplayDate("2024-01-05T10:00:00.000Z")).toBe("5 Jan, 2024");
    expect(formatDisplayDate(new Date(2023, 11, 25))).toBe("25 Dec, 2023");
    expect(formatDisplayDate("not a date")).toBe("");
  });

  it("formats typed day, month and year fields as 'D Mon, YYYY'", () => {
    expect(formatDayMonthYear("12", "4", "1948")).toBe("12 Apr, 1948");
    expect(formatDayMonthYear("03", "02", "2024")).toBe("3 Feb, 2024");
    expect(formatDayMonthYear("31", "2", "2024")).toBe("2024");
    expect(formatDayMonthYear("", "", "1950")).toBe("1950");
    expect(formatDayMonthYear("1", "1", "")).toBe("");
    expect(formatDayMonthYear(null, undefined, "19")).toBe("");
  });

  it("knows the year", () => {
    expect(currentYear(new Date(2031, 5, 1))).toBe(2031);
  });
});

describe("dates in Tamil", () => {
  it("use Tamil month and weekday names with the same numbers", () => {
    const date = new Date(2024, 1, 10);
    expect(formatDisplayDate(date, "ta")).toBe("10 பெப்., 2024");
    expect(weekdayDayMonthYear(date, "ta")).toBe("சனிக்கிழமை, 10 பெப்ரவரி 2024");
    expect(formatDayMonthYear("12", "4", "1948", "ta")).toBe("12 ஏப்., 1948");
    expect(formatDayMonthYear("12", "4", "1948")).toBe("12 Apr, 1948");
  });
});
