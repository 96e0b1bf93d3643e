import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderApp } from "../../../../test/render-app";
import { thithiDaysOf, type ThithiDays } from "@kma/core/posts/tamil-calendar/thithi-days";
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
  const items = () =>
    within(section())
      .getAllByRole("listitem")
      .map((item) => item.textContent);

  it("shows the 31st day (அந்தியேட்டி) coming for a death 25 days ago, then the first anniversary", async () => {
    await openWithDeath("29", "10", "2026");
    expect(items()).toEqual(["31st day remembranceஅந்தியேட்டிSaturday, 28 November 2026In 5 days", "1st anniversaryஓராண்டு நினைவஞ்சலிFriday, 29 October 2027"]);
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
    const items = within(section("நினைவு நாட்கள்"))
      .getAllByRole("listitem")
      .map((item) => item.textContent);
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
    // yearly thithi at Toronto is தை 17, Saturday 30 January 2027. The days come with the post,
    // as the server computes them (get-post's thithidays).
    async function openWithCalendar(remembrancecalendar: MemorialPostCalendar, locale: "en" | "ta" = "en", thithidays?: ThithiDays | null) {
      const post = buildPost({ remembrancecalendar });
      mockMemorialApi({ ...post, thithidays: thithidays === undefined ? thithiDaysOf(post, remembrancecalendar, "2026-11-23") : thithidays });
      renderApp(`/post/${BLOG_ID}`, { locale });
      await screen.findByRole("heading", { level: 1, name: /Sivakumar Thevarajah/ });
    }
    const years = (name = "The next ten years") =>
      within(section(name === "The next ten years" ? "Remembrance dates" : "நினைவு நாட்கள்")).getByRole("list", { name });
    const rows = (name?: string) =>
      within(years(name))
        .getAllByRole("listitem")
        .map((item) => item.textContent);
    const topItems = (name = "Remembrance dates") => Array.from(section(name).querySelector("ul")!.children).map((item) => item.textContent);

    it("shows the Tamil date of death and the next ten thithi days after the anniversary when the family keeps both", async () => {
      await openWithCalendar({ observe: "both", ceremonyplace: "toronto" });
      const [anniversary, tamilDeath, thithi] = topItems();
      expect(anniversary).toBe("3rd anniversaryமூன்றாம் ஆண்டு நினைவஞ்சலிWednesday, 3 February 2027");
      expect(tamilDeath).toBe("Tamil date of deathThai 21 · Navami, Theypirai (waning moon) · Visakam nakshatra");
      expect(thithi).toMatch(/^Yearly remembrance by the Tamil calendarஆண்டுத் திதி \(திவசம்\)By sunrise and sunset in TorontoThe next ten years/);
      const found = rows();
      expect(found).toHaveLength(10);
      expect(found[0]).toBe("Saturday, 30 January 2027Navami, Thai 17");
      // Ten years on, and every one in தை (Thai), on its Navami.
      expect(found.every((row) => /Navami, Thai \d+/.test(row ?? ""))).toBe(true);
      expect(found[9]).toMatch(/2036/);
      expect(within(years()).getByText("Saturday, 30 January 2027")).toHaveAttribute("datetime", "2027-01-30");
    });

    it("keeps the thithi alone, in Tamil, when the family chose it", async () => {
      await openWithCalendar({ observe: "thithi", ceremonyplace: "toronto" }, "ta");
      const [tamilDeath, thithi] = topItems("நினைவு நாட்கள்");
      expect(tamilDeath).toBe("இறந்த நாள் (தமிழ் நாட்காட்டி)தை 21 · தேய்பிறை நவமி · விசாகம் நட்சத்திரம்");
      expect(thithi).toMatch(/^ஆண்டுத் திதி \(திவசம்\)ரொறன்ரோ சூரிய உதய, அஸ்தமன நேரப்படிஅடுத்த பத்து ஆண்டுகள்/);
      const found = rows("அடுத்த பத்து ஆண்டுகள்");
      expect(found).toHaveLength(10);
      expect(found[0]).toBe("சனிக்கிழமை, 30 ஜனவரி 2027தை 17, நவமி திதி");
    });

    it("marks the date the family set for a year, and uses it", async () => {
      await openWithCalendar({ observe: "thithi", ceremonyplace: "toronto", overrides: { "2027": "2027-01-31" } });
      expect(rows()[0]).toBe("Sunday, 31 January 2027Navami, Thai 18Date set by the family");
      expect(rows()[1]).not.toContain("Date set by the family");
    });

    it("says in one sentence why a hard year's day is the one it is, in English and in Tamil, and nothing for the family's own date", async () => {
      const day = { tamilMonth: 9, tamilDay: 17, thithi: 24, rule: "afternoon", twiceInMonth: false, outsideMonth: false, overridden: false } as const;
      const thithidays: ThithiDays = {
        death: { tamilMonth: 9, tamilDay: 21, thithi: 24, nakshatra: 15, readAt: "sunrise" },
        days: [
          { ...day, year: 2027, date: "2027-01-30", rule: "twoAfternoons" },
          { ...day, year: 2028, date: "2028-01-19", rule: "noAfternoon" },
          { ...day, year: 2029, date: "2029-02-06", twiceInMonth: true },
          { ...day, year: 2030, date: "2030-02-13", tamilMonth: 10, tamilDay: 1, outsideMonth: true },
          { ...day, year: 2031, date: "2031-01-26", rule: "twoAfternoons", overridden: true },
          { ...day, year: 2032, date: "2032-01-16" },
        ],
      };
      await openWithCalendar({ observe: "thithi", ceremonyplace: "toronto" }, "en", thithidays);
      const found = rows();
      expect(found[0]).toBe("Saturday, 30 January 2027Navami, Thai 17This year the thithi touches two afternoons: the day it covers longer is kept.");
      expect(found[1]).toBe("Wednesday, 19 January 2028Navami, Thai 17This year the thithi touches no afternoon: the day it is running at sunrise is kept.");
      expect(found[2]).toContain("An added (adhika) month: the thithi comes twice in this Tamil month, and the second is kept.");
      expect(found[3]).toBe(
        "Wednesday, 13 February 2030Navami, Maasi 1The thithi does not fall in this Tamil month this year: the nearest day is given. Please confirm it with your priest.",
      );
      expect(found[4]).toBe("Sunday, 26 January 2031Navami, Thai 17Date set by the family");
      expect(found[5]).toBe("Friday, 16 January 2032Navami, Thai 17");
    });

    it("says the hard years' sentences in Tamil on a Tamil page", async () => {
      const day = { tamilMonth: 9, tamilDay: 17, thithi: 24, rule: "afternoon", twiceInMonth: false, outsideMonth: false, overridden: false } as const;
      const thithidays: ThithiDays = {
        death: { tamilMonth: 9, tamilDay: 21, thithi: 24, nakshatra: 15, readAt: "sunrise" },
        days: [
          { ...day, year: 2027, date: "2027-01-30", rule: "twoAfternoons" },
          { ...day, year: 2028, date: "2028-01-19", rule: "noAfternoon" },
          { ...day, year: 2029, date: "2029-02-06", twiceInMonth: true },
          { ...day, year: 2030, date: "2030-02-13", tamilMonth: 10, tamilDay: 1, outsideMonth: true },
          { ...day, year: 2031, date: "2031-01-26", overridden: true },
        ],
      };
      await openWithCalendar({ observe: "thithi", ceremonyplace: "toronto" }, "ta", thithidays);
      const found = rows("அடுத்த பத்து ஆண்டுகள்");
      expect(found[0]).toContain("இவ்வாண்டு திதி இரண்டு நாட்களின் பிற்பகலில் (அபரான்னம்) வருகிறது: அதிக நேரம் நிலவும் நாள் கொள்ளப்படுகிறது.");
      expect(found[1]).toContain("இவ்வாண்டு திதி எந்த நாளின் பிற்பகலிலும் (அபரான்னம்) வரவில்லை: சூரிய உதயத்தின்போது அது நிலவும் நாள் கொள்ளப்படுகிறது.");
      expect(found[2]).toContain("அதிக மாதம்: இத் தமிழ் மாதத்தில் திதி இரு முறை வருகிறது; இரண்டாவது கொள்ளப்படுகிறது.");
      expect(found[3]).toBe(
        "புதன்கிழமை, 13 பெப்ரவரி 2030மாசி 1, நவமி திதிஇவ்வாண்டு இத் தமிழ் மாதத்தில் திதி வரவில்லை: அண்மையிலுள்ள நாள் தரப்பட்டுள்ளது. உங்கள் குருக்களிடம் உறுதிப்படுத்துங்கள்.",
      );
      expect(found[4]).toContain("குடும்பத்தினர் குறித்த நாள்");
    });

    it("leaves out the days already past on the page's today", async () => {
      const day = { tamilMonth: 9, tamilDay: 17, thithi: 24, rule: "afternoon", twiceInMonth: false, outsideMonth: false, overridden: false } as const;
      const thithidays: ThithiDays = {
        death: { tamilMonth: 9, tamilDay: 21, thithi: 24, nakshatra: 15, readAt: "sunrise" },
        days: [
          { ...day, year: 2026, date: "2026-01-24" },
          { ...day, year: 2027, date: "2027-01-30" },
        ],
      };
      await openWithCalendar({ observe: "thithi", ceremonyplace: "toronto" }, "en", thithidays);
      expect(rows()).toEqual(["Saturday, 30 January 2027Navami, Thai 17"]);
    });

    it("shows the anniversary alone when the family never chose", async () => {
      await openWithCalendar(null, "en", null);
      expect(items()).toEqual(["3rd anniversaryமூன்றாம் ஆண்டு நினைவஞ்சலிWednesday, 3 February 2027"]);
    });
  });
});

type MemorialPostCalendar = NonNullable<Parameters<typeof buildPost>[0]>["remembrancecalendar"];
