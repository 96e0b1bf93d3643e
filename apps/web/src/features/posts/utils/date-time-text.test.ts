import { describe, expect, it } from "vitest";
import { dateTextToIso, isoToDateText, normalizeDateText, normalizeTimeText, time24ToText, timeTextTo24 } from "./date-time-text";

describe("dates as DD/MM/YYYY", () => {
  it.each([
    ["1/2/2024", "01/02/2024"],
    ["01/02/2024", "01/02/2024"],
    [" 9.11.1999 ", "09/11/1999"],
    ["31-12-2023", "31/12/2023"],
  ])("tidies %j into %j", (typed, stored) => {
    expect(normalizeDateText(typed)).toBe(stored);
  });

  it.each(["31/02/2024", "2024-02-10", "next Friday", "1/2/24"])("leaves %j as typed (trimmed)", (typed) => {
    expect(normalizeDateText(` ${typed} `)).toBe(typed);
  });

  it("translates to and from a native date input", () => {
    expect(dateTextToIso("10/02/2024")).toBe("2024-02-10");
    expect(dateTextToIso("soon")).toBe("");
    expect(isoToDateText("2024-02-10")).toBe("10/02/2024");
    expect(isoToDateText("")).toBe("");
  });
});

describe("times like 12:30 PM", () => {
  it.each([
    ["2:30pm", "2:30 PM"],
    ["2:30 PM", "2:30 PM"],
    ["2 pm", "2:00 PM"],
    ["12:30 a.m.", "12:30 AM"],
    ["14:30", "2:30 PM"],
    ["00:15", "12:15 AM"],
    ["9.05 am", "9:05 AM"],
    ["10 a. m", "10:00 AM"],
    ["10 a . ", "10:00 AM"],
    ["10a..", "10:00 AM"],
  ])("tidies %j into %j", (typed, stored) => {
    expect(normalizeTimeText(typed)).toBe(stored);
  });

  it.each(["13:00 PM", "25:00", "noon", "2:3 pm", "10 a . m", "10 p m .", "10 am x"])("leaves %j as typed", (typed) => {
    expect(normalizeTimeText(typed)).toBe(typed);
  });

  it("translates to and from a native time input", () => {
    expect(timeTextTo24("12:30 PM")).toBe("12:30");
    expect(timeTextTo24("9:05 AM")).toBe("09:05");
    expect(timeTextTo24("later")).toBe("");
    expect(time24ToText("21:00")).toBe("9:00 PM");
    expect(time24ToText("")).toBe("");
  });
});
