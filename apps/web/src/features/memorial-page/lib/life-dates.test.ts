import { describe, expect, it } from "vitest";
import { formatLifeDate } from "./life-dates";
import { storyParagraphs } from "./story-paragraphs";

describe("formatLifeDate", () => {
  it("shows 'D Mon, YYYY'", () => {
    expect(formatLifeDate("12", "4", "1948")).toBe("12 Apr, 1948");
    expect(formatLifeDate("03", "02", "2024")).toBe("3 Feb, 2024");
  });
  it("falls back to what is known", () => {
    expect(formatLifeDate("", "4", "1948")).toBe("Apr 1948");
    expect(formatLifeDate("31", "2", "2024")).toBe("Feb 2024");
    expect(formatLifeDate("", "", "1948")).toBe("1948");
    expect(formatLifeDate("1", "1", "")).toBe("");
  });
});

describe("storyParagraphs", () => {
  it("splits at blank lines and drops empty ones", () => {
    expect(storyParagraphs("He taught us patience.\n\nHe loved the sea.\r\n\r\n\n  \nLast one\nwith a break")).toEqual([
      "He taught us patience.",
      "He loved the sea.",
      "Last one\nwith a break",
    ]);
    expect(storyParagraphs("")).toEqual([]);
    expect(storyParagraphs(undefined)).toEqual([]);
  });
});
