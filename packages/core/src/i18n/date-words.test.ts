import { describe, expect, it } from "vitest";
import { longLifeDate, longServiceDate } from "./date-words";

describe("date words", () => {
  it("writes a life date in full, or what is known of it", () => {
    expect(longLifeDate("12", "4", "1948", "en")).toBe("12 April 1948");
    expect(longLifeDate("12", "02", "1948", "ta")).toBe("12 பெப்ரவரி 1948");
    expect(longLifeDate("31", "2", "1948", "en")).toBe("February 1948");
    expect(longLifeDate("", "", "1948", "en")).toBe("1948");
    expect(longLifeDate("1", "1", "", "en")).toBe("");
  });

  it("writes a service date with its weekday, and refuses what is not a day", () => {
    expect(longServiceDate("10/02/2024", "en")).toBe("Saturday, 10 February 2024");
    expect(longServiceDate("10/02/2024", "ta")).toBe("சனிக்கிழமை, 10 பெப்ரவரி 2024");
    expect(longServiceDate("30/02/2024", "en")).toBeNull();
    expect(longServiceDate("2024-02-10", "en")).toBeNull();
    expect(longServiceDate("", "en")).toBeNull();
  });
});
