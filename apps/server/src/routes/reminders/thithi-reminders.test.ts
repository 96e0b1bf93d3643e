import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { addDays, anniversary } from "@kma/core/posts/remembrance-dates";
import { keptThithiDays, thithiKeeping } from "@kma/core/posts/tamil-calendar/kept-thithi";
import type { RemembranceCalendar } from "@kma/core/posts/tamil-calendar/remembrance-calendar";
import { posts } from "../../db/schema";
import { derivePostColumns } from "../../db/derive-post-columns";
import { longDay } from "../../services/reminders/reminder-mails";
import { buildTestApp } from "../../test/build-app";
import { buildPost, buildPostFields, buildUser } from "../../test/factories";
import { at, followConfirmed, mailsTo } from "./reminder-test-helpers";

/**
 * Reminders follow the family's choice of calendar (decision 035): the yearly thithi instead of
 * the anniversary, or both, each mail saying which it is, on the family's own date when they set
 * one. The days are computed by core (keptThithiDays), as the sweep computes them.
 *
 * The fixture, checked by hand against the decision's rules: a death in Jaffna on 10 March 2030
 * is Maasi 26, Shashti of the waxing moon (the new moon was on 4 March). In 2031 the new moon is
 * at 15:49 UTC on 21 February, so Shashti (60°–72° of elongation, the moon gaining about 12° a
 * day) runs from about 13:00 UTC on 26 February to 13:00 UTC on the 27th: in Toronto from 08:00
 * to 08:00, covering the afternoon of 26 February only, which lies in Maasi (about 13 February
 * to 14 March). So the first yearly thithi at Toronto is Wednesday, 26 February 2031.
 *
 * Each describe has its own database: a sweep moves every memorial's passed thithi day on, so
 * one timeline's sweeps must not run ahead of another's.
 */

const DEATH = "2030-03-10";
const fields = {
  firstname: "Thillai",
  lastname: "Nadarajah",
  deathyear: "2030",
  deathmonth: "3",
  deathdate: "10",
  deathcity: "Jaffna",
  deathplace: "Jaffna Teaching Hospital",
};
const calendar = (observe: RemembranceCalendar["observe"], overrides?: Record<string, string>): RemembranceCalendar => ({
  observe,
  ceremonyplace: "toronto",
  ...(overrides ? { overrides } : {}),
});
const yearly = (choice: RemembranceCalendar, count = 2) => keptThithiDays(thithiKeeping(DEATH, choice, fields)!, 2031, count);
const subjects = (app: Awaited<ReturnType<typeof buildTestApp>>, email: string) =>
  mailsTo(app, email)
    .slice(1)
    .map((mail) => mail.subject); // after the confirmation

describe("a family who keeps the thithi alone", async () => {
  const app = await buildTestApp({ rateLimit: false });
  const author = await buildUser(app);
  const [first, second] = yearly(calendar("thithi"));

  it("gets the yearly thithi, on its day and a week before, and no Gregorian anniversary; the 31st day stays", async () => {
    expect(first!.date).toBe("2031-02-26"); // the day checked by hand above
    const blog = await buildPost(app.db, author, { ...fields, remembrancecalendar: calendar("thithi") });
    expect(blog.nextThithiDay).toBe(first!.date);
    const email = "thithi-only@example.com";
    await followConfirmed(app, blog.blogId, email);

    await app.reminders.sweep(at(addDays(DEATH, 23))); // a week before the 31st day
    await app.reminders.sweep(at(addDays(first!.date, -7)));
    await app.reminders.sweep(at(first!.date));
    await app.reminders.sweep(at(first!.date)); // never twice
    await app.reminders.sweep(at(addDays(anniversary(DEATH, 1), -7)));
    await app.reminders.sweep(at(anniversary(DEATH, 1)));
    expect(subjects(app, email)).toEqual([
      "In a week: the 31st day remembrance of Thillai Nadarajah",
      "In a week: the yearly thithi (திதி) remembrance of Thillai Nadarajah",
      "Today: the yearly thithi (திதி) remembrance of Thillai Nadarajah",
    ]);
    const [, week, day] = mailsTo(app, email).slice(1);
    expect(week!.text).toContain(`The yearly thithi (திதி) remembrance of Thillai Nadarajah is in a week, on ${longDay(first!.date, "en")}, at Toronto.`);
    expect(week!.text).toContain("Wednesday, 26 February 2031");
    expect(week!.text).toContain("By the Tamil calendar: Shashti, Maasi 14 (மாசி 14, சஷ்டி திதி).");
    expect(week!.text).toContain("The day is reckoned by sunrise and sunset at Toronto; the family's priest may choose another");
    expect(day!.text).toContain(`Today, ${longDay(first!.date, "en")}, is the yearly thithi (திதி) remembrance of Thillai Nadarajah, at Toronto.`);
  });

  it("moves the stored day on to next year's once it has passed, and reminds of that one", async () => {
    await app.reminders.sweep(at(addDays(first!.date, 1)));
    const [row] = await app.db.select({ next: posts.nextThithiDay }).from(posts).where(eq(posts.firstname, "Thillai"));
    expect(row!.next).toBe(second!.date);
    const email = "thithi-only@example.com";
    await app.reminders.sweep(at(addDays(second!.date, -7)));
    expect(subjects(app, email).at(-1)).toBe("In a week: the yearly thithi (திதி) remembrance of Thillai Nadarajah");
    expect(mailsTo(app, email).at(-1)!.text).toContain(`on ${longDay(second!.date, "en")}, at Toronto.`);
  });

  it("writes to a Tamil follower in Tamil, with the Tamil date", async () => {
    const blog = await buildPost(app.db, author, {
      ...fields,
      firstname: "Kanagam",
      tamilfirstname: "கனகம்",
      tamillastname: "நடராஜா",
      remembrancecalendar: calendar("thithi"),
    });
    const email = "thithi-ta@example.com";
    await followConfirmed(app, blog.blogId, email, "ta");
    const [, nextYear, third] = yearly(calendar("thithi"), 3);
    // The sweeps above moved on to the second year; this memorial was saved today, so the sweep moves it on too.
    await app.reminders.sweep(at(nextYear!.date));
    const mail = mailsTo(app, email).at(-1)!;
    expect(mail.subject).toBe("இன்று: கனகம் நடராஜா அவர்களின் ஆண்டுத் திதி (திவசம்)");
    expect(mail.text).toContain(`இன்று, ${longDay(nextYear!.date, "ta")}, கனகம் நடராஜா அவர்களின் ஆண்டுத் திதி (திவசம்); இடம்: ரொறன்ரோ.`);
    expect(mail.text).toContain(`தமிழ் நாட்காட்டிப்படி: மாசி ${nextYear!.tamilDay}, சஷ்டி திதி.`);
    expect(third!.date > nextYear!.date).toBe(true);
  });
});

describe("a family who keeps both", async () => {
  const app = await buildTestApp({ rateLimit: false });
  const author = await buildUser(app);

  it("gets two yearly reminders, each saying which it is", async () => {
    const [first] = yearly(calendar("both"), 1);
    const blog = await buildPost(app.db, author, { ...fields, remembrancecalendar: calendar("both") });
    const email = "both@example.com";
    await followConfirmed(app, blog.blogId, email);
    // 26 February (thithi) comes before 10 March (anniversary); their week-before days too.
    for (const day of [addDays(first!.date, -7), first!.date, addDays(anniversary(DEATH, 1), -7), anniversary(DEATH, 1)]) await app.reminders.sweep(at(day));
    expect(subjects(app, email)).toEqual([
      "In a week: the yearly thithi (திதி) remembrance of Thillai Nadarajah",
      "Today: the yearly thithi (திதி) remembrance of Thillai Nadarajah",
      "In a week: the 1st anniversary of Thillai Nadarajah",
      "Today: the 1st anniversary of Thillai Nadarajah",
    ]);
    expect(mailsTo(app, email).at(-1)!.text).toContain("Today, Monday, 10 March 2031, is the 1st anniversary of Thillai Nadarajah.");
  });
});

describe("a year the family set by hand", async () => {
  const app = await buildTestApp({ rateLimit: false });
  const author = await buildUser(app);

  it("reminds of their date for that year, not the computed one, and says they set it", async () => {
    const [computed] = yearly(calendar("thithi"), 1);
    const theirs = addDays(computed!.date, 1); // their priest keeps the next day
    const choice = calendar("thithi", { [String(computed!.year)]: theirs });
    expect(yearly(choice, 1)[0]).toMatchObject({ date: theirs, overridden: true });
    const blog = await buildPost(app.db, author, { ...fields, remembrancecalendar: choice });
    expect(blog.nextThithiDay).toBe(theirs);
    const email = "override@example.com";
    await followConfirmed(app, blog.blogId, email);
    for (const day of [addDays(computed!.date, -7), addDays(theirs, -7), computed!.date, theirs]) await app.reminders.sweep(at(day));
    const mails = mailsTo(app, email).slice(1);
    expect(mails.map((mail) => mail.subject)).toEqual([
      "In a week: the yearly thithi (திதி) remembrance of Thillai Nadarajah",
      "Today: the yearly thithi (திதி) remembrance of Thillai Nadarajah",
    ]);
    expect(mails[0]!.text).toContain(`is in a week, on ${longDay(theirs, "en")}, at Toronto.`);
    expect(mails[1]!.text).toContain("The family set this day with their priest.");
  });

  it("computes the day of a memorial that chose the thithi before the column existed (migration 0021)", async () => {
    const blog = await buildPost(app.db, author, { ...fields, firstname: "Older", remembrancecalendar: calendar("thithi") });
    await app.db.update(posts).set({ nextThithiDay: null }).where(eq(posts.id, blog.id));
    const backfill = fs
      .readFileSync(path.join(import.meta.dirname, "../../db/migrations/0021_next_thithi_day.sql"), "utf8")
      .split("--> statement-breakpoint")
      .find((statement) => statement.includes('UPDATE "posts"'))!;
    await app.db.execute(sql.raw(backfill));
    const read = async () => (await app.db.select({ next: posts.nextThithiDay }).from(posts).where(eq(posts.id, blog.id)))[0]!.next;
    expect(await read()).toBe("2000-01-01");
    const today = "2031-06-01";
    await app.reminders.sweep(at(today));
    expect(await read()).toBe(derivePostColumns(buildPostFields({ ...fields, remembrancecalendar: calendar("thithi") }), today).nextThithiDay);
    expect(await read()).toBe(yearly(calendar("thithi"), 2)[1]!.date);
  });
});
