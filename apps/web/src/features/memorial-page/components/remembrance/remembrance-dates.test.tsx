import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderApp } from "../../../../test/render-app";
import { BLOG_ID, buildPost, mockMemorialApi } from "../../test/memorial-fixtures";

/** The memorial page's "Remembrance dates", on a fixed today: Monday 23 November 2026. */
describe("memorial page: remembrance dates", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 23, 10, 0));
  });
  afterEach(() => vi.useRealTimers());

  async function openWithDeath(deathdate: string, deathmonth: string, deathyear: string, locale: "en" | "ta" = "en") {
    mockMemorialApi(buildPost({ deathdate, deathmonth, deathyear }));
    renderApp(`/post/${BLOG_ID}`, { locale });
    await screen.findByRole("heading", { level: 1, name: /Sivakumar Thevarajah/ });
  }
  const section = (name = "Remembrance dates") => screen.getByRole("region", { name });
  const items = () => within(section()).getAllByRole("listitem").map((item) => item.textContent);

  it("shows the 31st day (அந்தியேட்டி) coming for a death 25 days ago, then the first anniversary", async () => {
    await openWithDeath("29", "10", "2026");
    expect(items()).toEqual([
      "31st day remembranceஅந்தியேட்டிSaturday, 28 November 2026In 5 days",
      "1st anniversaryஓராண்டு நினைவஞ்சலிFriday, 29 October 2027",
    ]);
    expect(within(section()).getByText("அந்தியேட்டி")).toHaveAttribute("lang", "ta");
    expect(within(section()).getByText("Saturday, 28 November 2026")).toHaveAttribute("datetime", "2026-11-28");
  });

  it("says the 31st day was on its date for a week after it", async () => {
    await openWithDeath("20", "10", "2026");
    expect(items()[0]).toBe("31st day remembranceஅந்தியேட்டிWas on Thursday, 19 November 2026");
  });

  it("shows only the next anniversary, with its ordinal, for an older death", async () => {
    await openWithDeath("24", "11", "2023");
    expect(items()).toEqual(["3rd anniversaryமூன்றாம் ஆண்டு நினைவஞ்சலிTuesday, 24 November 2026Tomorrow"]);
  });

  it("reads in Tamil on a Tamil page, with Tamil month and day names", async () => {
    await openWithDeath("29", "10", "2026", "ta");
    const items = within(section("நினைவு நாட்கள்")).getAllByRole("listitem").map((item) => item.textContent);
    expect(items).toEqual(["அந்தியேட்டிசனிக்கிழமை, 28 நவம்பர் 2026இன்னும் 5 நாட்களில்", "ஓராண்டு நினைவஞ்சலிவெள்ளிக்கிழமை, 29 ஒக்டோபர் 2027"]);
  });

  it("says when a passed 31st day was, in Tamil", async () => {
    await openWithDeath("20", "10", "2026", "ta");
    expect(within(section("நினைவு நாட்கள்")).getAllByRole("listitem")[0]!.textContent).toBe("அந்தியேட்டிவியாழக்கிழமை, 19 நவம்பர் 2026 அன்று நடைபெற்றது");
  });

  it("is not there without a whole date of death", async () => {
    await openWithDeath("", "10", "2026");
    expect(screen.queryByRole("region", { name: "Remembrance dates" })).not.toBeInTheDocument();
  });

  describe("by the Tamil calendar (decision 035)", () => {
    // Died 3 February 2024 in Toronto: தை 21, தேய்பிறை நவமி, விசாகம் at that sunrise; the next
    // yearly thithi at Toronto is தை 17, Saturday 30 January 2027.
    async function openWithCalendar(remembrancecalendar: MemorialPostCalendar, locale: "en" | "ta" = "en") {
      mockMemorialApi(buildPost({ remembrancecalendar }));
      renderApp(`/post/${BLOG_ID}`, { locale });
      await screen.findByRole("heading", { level: 1, name: /Sivakumar Thevarajah/ });
    }

    it("shows the Tamil date of death and the next thithi day after the anniversary when the family keeps both", async () => {
      await openWithCalendar({ observe: "both", ceremonyplace: "toronto" });
      expect(items()).toEqual([
        "3rd anniversaryமூன்றாம் ஆண்டு நினைவஞ்சலிWednesday, 3 February 2027",
        "Tamil date of deathThai 21 · Navami, Theypirai (waning moon) · Visakam nakshatra",
        "Yearly remembrance by the Tamil calendarஆண்டுத் திதி (திவசம்)Navami, Thai 17Saturday, 30 January 2027By sunrise and sunset in Toronto",
      ]);
      expect(within(section()).getByText("Saturday, 30 January 2027")).toHaveAttribute("datetime", "2027-01-30");
    });

    it("keeps the thithi alone, in Tamil, when the family chose it", async () => {
      await openWithCalendar({ observe: "thithi", ceremonyplace: "toronto" }, "ta");
      const items = within(section("நினைவு நாட்கள்")).getAllByRole("listitem").map((item) => item.textContent);
      expect(items).toEqual([
        "இறந்த நாள் (தமிழ் நாட்காட்டி)தை 21 · தேய்பிறை நவமி · விசாகம் நட்சத்திரம்",
        "ஆண்டுத் திதி (திவசம்)தை 17, நவமி திதிசனிக்கிழமை, 30 ஜனவரி 2027ரொறன்ரோ சூரிய உதய, அஸ்தமன நேரப்படி",
      ]);
    });

    it("uses the date the family set for that year", async () => {
      await openWithCalendar({ observe: "thithi", ceremonyplace: "toronto", overrides: { "2027": "2027-01-31" } });
      expect(items()[1]).toBe("Yearly remembrance by the Tamil calendarஆண்டுத் திதி (திவசம்)Navami, Thai 17Sunday, 31 January 2027Date set by the family");
    });

    it("shows the anniversary alone when the family never chose", async () => {
      await openWithCalendar(null);
      expect(items()).toEqual(["3rd anniversaryமூன்றாம் ஆண்டு நினைவஞ்சலிWednesday, 3 February 2027"]);
    });
  });
});

type MemorialPostCalendar = NonNullable<Parameters<typeof buildPost>[0]>["remembrancecalendar"];
