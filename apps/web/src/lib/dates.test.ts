import { describe, expect, it } from "vitest";
import { currentYear, formatDisplayDate } from "./dates";

describe("dates", () => {
  it("formats as 'D Mon, YYYY'", () => {
    expect(formatDisplayDate("2024-01-05T10:00:00.000Z")).toBe("5 Jan, 2024");
    expect(formatDisplayDate(new Date(2023, 11, 25))).toBe("25 Dec, 2023");
    expect(formatDisplayDate("not a date")).toBe("");
  });

  it("knows the year", () => {
    expect(currentYear(new Date(2031, 5, 1))).toBe(2031);
  });
});
