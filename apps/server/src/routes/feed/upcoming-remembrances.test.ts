import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { nextKeptThithi, thithiKeeping } from "@kma/core/posts/tamil-calendar/kept-thithi";
import type { RemembranceCalendar } from "@kma/core/posts/tamil-calendar/remembrance-calendar";
import { ALL_SCOPES } from "../../lib/public-cache";
import { buildTestApp, get, post } from "../../test/build-app";
import { buildPost, buildPostFields, buildUser } from "../../test/factories";

type Card = { blog_id: string; firstname: string; remembrance: { kind: string; date: string; ordinal?: number } } & Record<string, unknown>;

/** The server's clock, fixed: a Thursday in a common year, so 28 February holds the 29 February deaths. */
const TODAY = new Date(2027, 1, 25, 9, 30);

describe("GET /api/posts/upcoming-remembrances: the 31st days and anniversaries of the next 7 days", async () => {
  const app = await buildTestApp({ responseCache: true });
  const author = await buildUser(app, { fullname: "Meena Rajan" });
  let minute = 0;
  const died = (firstname: string, day: string, month: string, year: string, extra: Parameters<typeof buildPost>[2] = {}) =>
    buildPost(app.db, author, {
      firstname,
      deathdate: day,
      deathmonth: month,
      deathyear: year,
      publishedAt: new Date(Date.UTC(2026, 0, 1) + minute++ * 60_000),
      ...extra,
    });

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(TODAY);
    await died("ThirtyToday", "26", "1", "2027"); // 31st day 25 Feb: today
    await died("FirstYear", "25", "2", "2026"); // 1st anniversary today, published after ThirtyToday
    await died("ThirtyTomorrow", "27", "1", "2027"); // 31st day 26 Feb
    await died("Eighth", "26", "2", "2019"); // 8th anniversary 26 Feb
    await died("LeapDay", "29", "2", "2024"); // 3rd anniversary on 28 Feb in 2027
    await died("Seventh", "1", "3", "2020"); // 7th anniversary 1 March
    await died("ThirtyLast", "1", "2", "2027"); // 31st day 3 March, the 7th day
    // Outside the week, or not remembered at all:
    await died("ThirtyTooLate", "2", "2", "2027"); // 31st day 4 March
    await died("ThirtyPassed", "25", "1", "2027"); // 31st day 24 Feb
    await died("AnniversaryTooLate", "4", "3", "2020");
    await died("DiedToday", "25", "2", "2027"); // no anniversary yet
    await died("Draft", "26", "2", "2020", { draft: true });
    await died("NoSuchDay", "31", "2", "2020");
    await died("NoDay", "", "2", "2020");
  });
  afterAll(() => vi.useRealTimers());

  const upcoming = async (query = "") => {
    const res = await get(app, `/posts/upcoming-remembrances${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { blogs: Card[]; totalDocs: number; today: string };
  };

  it("lists them soonest first, each with its date, kind and ordinal, and the server's today", async () => {
    const { blogs, totalDocs, today } = await upcoming();
    expect(today).toBe("2027-02-25");
    expect(totalDocs).toBe(7);
    expect(blogs.map((b) => [b.firstname, b.remembrance])).toEqual([
      ["FirstYear", { kind: "anniversary", date: "2027-02-25", ordinal: 1 }],
      ["ThirtyToday", { kind: "thirtyFirstDay", date: "2027-02-25" }],
      ["Eighth", { kind: "anniversary", date: "2027-02-26", ordinal: 8 }],
      ["ThirtyTomorrow", { kind: "thirtyFirstDay", date: "2027-02-26" }],
      ["LeapDay", { kind: "anniversary", date: "2027-02-28", ordinal: 3 }],
      ["Seventh", { kind: "anniversary", date: "2027-03-01", ordinal: 7 }],
      ["ThirtyLast", { kind: "thirtyFirstDay", date: "2027-03-03" }],
    ]);
  });

  it("answers the card fields of the other lists beside the remembrance", async () => {
    const [first] = (await upcoming()).blogs;
    expect(Object.keys(first).sort()).toEqual([...Object.keys((await post(app, "/latest-posts", { page: 1 })).json().blogs[0]), "remembrance"].sort());
  });

  it("pages 10 at a time, with the total on every page", async () => {
    for (let i = 0; i < 6; i++) await died(`Paged${i}`, "27", "2", "2010");
    // Written behind the app's back (no API write to invalidate what it keeps).
    app.publicCache.invalidate([ALL_SCOPES]);
    const pages = [await upcoming("?page=1"), await upcoming("?page=2"), await upcoming("?page=3")];
    expect(pages.map((p) => [p.blogs.length, p.totalDocs])).toEqual([
      [10, 13],
      [3, 13],
      [0, 13],
    ]);
    expect(new Set(pages.flatMap((p) => p.blogs.map((b) => b.blog_id))).size).toBe(13);
  });

  it("shows a new memorial at once, and the next day's list the next day (the day is in the cache key)", async () => {
    const everyPage = async () => [...(await upcoming("?page=1")).blogs, ...(await upcoming("?page=2")).blogs];
    expect((await everyPage()).some((b) => b.firstname === "JustPublished")).toBe(false);
    const token = await app.issueAccessToken(author.id); // on the fixed clock
    const res = await post(
      app,
      "/create-post",
      { ...buildPostFields({ firstname: "JustPublished", deathdate: "2", deathmonth: "3", deathyear: "2001" }), draft: false },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect((await everyPage()).find((b) => b.firstname === "JustPublished")?.remembrance).toEqual({ kind: "anniversary", date: "2027-03-02", ordinal: 26 });

    vi.setSystemTime(new Date(2027, 1, 26, 0, 5));
    expect((await upcoming()).today).toBe("2027-02-26");
    const tomorrow = (await everyPage()).map((b) => b.firstname);
    expect(tomorrow).not.toContain("FirstYear");
    expect(tomorrow).toContain("ThirtyTooLate");
    vi.setSystemTime(TODAY);
  });

  it("answers 400 to a page that is not a whole number from 1", async () => {
    for (const query of ["?page=0", "?page=x", "?page=1.5", "?page=-1", "?page=99999999"]) {
      const res = await get(app, `/posts/upcoming-remembrances${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ error: MESSAGES.pageInvalid });
    }
  });
});

describe("GET /api/posts/upcoming-remembrances follows the family's calendar (decision 035)", async () => {
  const app = await buildTestApp();
  const author = await buildUser(app);
  const choice = (observe: RemembranceCalendar["observe"]): RemembranceCalendar => ({ observe, ceremonyplace: "london" });
  /** The kept thithi day core computes for a death in Jaffna, seen from the fixed today. */
  const thithiOf = (death: string, observe: RemembranceCalendar["observe"]) =>
    nextKeptThithi(thithiKeeping(death, choice(observe), { deathcity: "Jaffna" })!, "2027-02-25").date;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(TODAY);
    let minute = 0;
    const died = (firstname: string, death: string, remembrancecalendar: RemembranceCalendar | null) => {
      const [year, month, day] = death.split("-");
      const publishedAt = new Date(Date.UTC(2026, 0, 1) + minute++ * 60_000); // a day's ties: the newest first
      return buildPost(app.db, author, {
        firstname,
        deathdate: day,
        deathmonth: month,
        deathyear: year,
        deathcity: "Jaffna",
        remembrancecalendar,
        publishedAt,
      });
    };
    await died("ThithiOnly", "2019-02-26", choice("thithi")); // anniversary 26 Feb: not kept; its thithi this week
    await died("BothByAnniversary", "2020-02-26", choice("both")); // anniversary 26 Feb; thithi in March
    await died("BothByThithi", "2020-02-14", choice("both")); // thithi this week; anniversary passed
    await died("ChoseAnniversary", "2020-02-27", choice("anniversary"));
    await died("NoChoice", "2020-02-28", null);
  });
  afterAll(() => vi.useRealTimers());

  it("lists a thithi day as kind 'thithi', and no anniversary for a family who keeps the thithi alone", async () => {
    expect([thithiOf("2019-02-26", "thithi"), thithiOf("2020-02-14", "both"), thithiOf("2020-02-26", "both")]).toEqual([
      "2027-02-28",
      "2027-02-26",
      "2027-03-10",
    ]);
    const res = await get(app, "/posts/upcoming-remembrances");
    const blogs = (res.json() as { blogs: Card[] }).blogs;
    expect(blogs.map((b) => [b.firstname, b.remembrance])).toEqual([
      ["BothByThithi", { kind: "thithi", date: "2027-02-26" }],
      ["BothByAnniversary", { kind: "anniversary", date: "2027-02-26", ordinal: 7 }],
      ["ChoseAnniversary", { kind: "anniversary", date: "2027-02-27", ordinal: 7 }],
      ["NoChoice", { kind: "anniversary", date: "2027-02-28", ordinal: 7 }],
      ["ThithiOnly", { kind: "thithi", date: "2027-02-28" }],
    ]);
  });
});
