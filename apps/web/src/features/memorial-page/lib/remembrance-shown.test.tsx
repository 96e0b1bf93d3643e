import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { addDays, type IsoDay } from "@kma/core/posts/remembrance-dates";
import { thithiDaysOf } from "@kma/core/posts/tamil-calendar/thithi-days";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createI18n, LanguageProvider } from "../../../lib/i18n";
import { todayQueryOptions } from "../../../lib/today";
import { buildPost } from "../test/memorial-fixtures";
import { RemembranceDates } from "../components/remembrance/remembrance-dates";
import { sameRemembranceThrough, type RemembrancePost } from "./remembrance-shown";

/** The section's markup as a browser whose today is `today` draws it. */
function sectionOn(post: RemembrancePost, today: IsoDay): string {
  const client = new QueryClient();
  client.setQueryData(todayQueryOptions().queryKey, today);
  return renderToStaticMarkup(
    <LanguageProvider i18n={createI18n()}>
      <QueryClientProvider client={client}>
        <RemembranceDates post={post} />
      </QueryClientProvider>
    </LanguageProvider>,
  );
}

const died = (deathdate: string, deathmonth: string, deathyear: string) => buildPost({ deathdate, deathmonth, deathyear });

/**
 * How long a kept memorial page may be sent unchanged (decision 052): the remembrance section is
 * the page's only part counted from today, and the day it says is the last one drawn the same.
 */
describe("sameRemembranceThrough", () => {
  it("runs to the last day asked for while nothing in the section is near (a death years ago, its anniversary months away)", () => {
    expect(sameRemembranceThrough(died("15", "6", "2020"), "2026-03-10", "2026-05-09")).toBe("2026-05-09");
  });

  it("ends the day before the anniversary's count of days begins ('In 30 days')", () => {
    expect(sameRemembranceThrough(died("15", "6", "2020"), "2026-05-10", "2026-07-09")).toBe("2026-05-15");
  });

  it("is today alone while a date is counted down, as the count changes every day", () => {
    expect(sameRemembranceThrough(died("15", "6", "2020"), "2026-06-01", "2026-07-31")).toBe("2026-06-01");
    // The 31st day of a death nine days ago: "In 21 days".
    expect(sameRemembranceThrough(died("1", "3", "2026"), "2026-03-10", "2026-05-09")).toBe("2026-03-10");
  });

  it("ends when a passed 31st day leaves the section, a week after it", () => {
    // Died 1 January: the 31st day was 31 January, shown as passed through 7 February.
    expect(sameRemembranceThrough(died("1", "1", "2026"), "2026-02-03", "2026-04-04")).toBe("2026-02-07");
  });

  it("follows the yearly thithi days when the family keeps the Tamil calendar", () => {
    const calendar = { observe: "thithi" as const, ceremonyplace: "toronto" as const };
    const post = { ...buildPost({ remembrancecalendar: calendar }), thithidays: null };
    const withDays = { ...post, thithidays: thithiDaysOf(post, calendar, "2026-11-23") };
    const through = sameRemembranceThrough(withDays, "2026-11-23", "2027-01-22");
    // The next thithi day is Saturday 30 January 2027: counted from 31 December on.
    expect(through).toBe("2026-12-30");
  });

  it("names a day the section is drawn the same on every day up to, and differently the day after", () => {
    const calendar = { observe: "both" as const, ceremonyplace: "toronto" as const };
    const tamil = buildPost({ remembrancecalendar: calendar });
    const posts: RemembrancePost[] = [
      died("15", "6", "2020"),
      died("1", "3", "2026"),
      died("1", "1", "2026"),
      died("", "10", "2026"),
      { ...tamil, thithidays: thithiDaysOf(tamil, calendar, "2026-11-23") },
    ];
    for (const post of posts) {
      for (const today of ["2026-01-20", "2026-02-03", "2026-05-10", "2026-11-23", "2026-12-20"] as IsoDay[]) {
        const lastDay = addDays(today, 45);
        const through = sameRemembranceThrough(post, today, lastDay);
        const drawnToday = sectionOn(post, today);
        for (let day = today; day <= through; day = addDays(day, 1)) expect(sectionOn(post, day), `${today} → ${day}`).toBe(drawnToday);
        if (through < lastDay) expect(sectionOn(post, addDays(through, 1))).not.toBe(drawnToday);
      }
    }
  });
});
