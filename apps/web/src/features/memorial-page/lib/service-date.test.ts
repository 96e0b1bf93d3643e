import { describe, expect, it } from "vitest";
import { DATE_NOT_PROVIDED, formatServiceDate, formatTimeRange, INVALID_DATE } from "./service-date";

describe("formatServiceDate", () => {
  it("reads DD/MM/YYYY and shows the weekday, day, month and year", () => {
    expect(formatServiceDate("10/02/2024")).toBe("Saturday, 10 February 2024");
    expect(formatServiceDate("01/12/1999")).toBe("Wednesday, 1 December 1999");
    expect(formatServiceDate(" 9/2/2024 ")).toBe("Friday, 9 February 2024");
  });

  it("says 'Date not provided' when there is no date", () => {
    expect(formatServiceDate("")).toBe(DATE_NOT_PROVIDED);
    expect(formatServiceDate("   ")).toBe(DATE_NOT_PROVIDED);
    expect(formatServiceDate(undefined)).toBe(DATE_NOT_PROVIDED);
    expect(formatServiceDate(null)).toBe(DATE_NOT_PROVIDED);
    expect(DATE_NOT_PROVIDED).toBe("Date not provided");
  });

  it("says 'Invalid Date' for anything else", () => {
    for (const value of ["31/02/2024", "2024-02-10", "10/02/24", "13/13/2024", "tomorrow", "10-02-2024", "00/01/2024"]) {
      expect(formatServiceDate(value), value).toBe(INVALID_DATE);
    }
    expect(INVALID_DATE).toBe("Invalid Date");
  });
});

describe("formatTimeRange", () => {
  it("joins start and end, or shows the one given", () => {
    expect(formatTimeRange("10:00 AM", "1:00 PM")).toBe("10:00 AM – 1:00 PM");
    expect(formatTimeRange("10:00 AM", "")).toBe("10:00 AM");
    expect(formatTimeRange("", "1:00 PM")).toBe("1:00 PM");
    expect(formatTimeRange("", undefined)).toBe("");
  });
});
