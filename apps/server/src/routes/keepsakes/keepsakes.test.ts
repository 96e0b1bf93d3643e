import ICAL from "ical.js";
import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import { addDays, anniversary, nextAnniversary } from "@kma/core/posts/remembrance-dates";
import { keptThithiDays, nextKeptThithi, thithiKeeping } from "@kma/core/posts/tamil-calendar/kept-thithi";
import { tamilMonthName, thithiName } from "@kma/core/posts/tamil-calendar/names";
import type { RemembranceCalendar } from "@kma/core/posts/tamil-calendar/remembrance-calendar";
import { posts } from "../../db/schema";
import { buildTestApp, get, post } from "../../test/build-app";
import { buildPost, buildPostFields, buildUser } from "../../test/factories";

const app = await buildTestApp({ rateLimit: false });
const author = await buildUser(app);
const stranger = await buildUser(app);

type ParsedEvent = { summary: string; location: string; tzid: string; start: string; end: string; allDay: boolean };

/** The .ics read by a real parser (ical.js), its VTIMEZONEs registered, each event's instants in UTC. */
function parseCalendar(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      summary: event.summary,
      location: event.location,
      tzid: event.startDate.zone?.tzid ?? "",
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      allDay: event.startDate.isDate,
    };
  });
}

/** A QR code in an image's pixels, decoded with jsQR. */
async function decodeQr(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image).flatten({ background: "#ffffff" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null;
}

const jaffnaMemorial = () =>
  buildPost(app.db, author, {
    firstname: "Sivakumar",
    lastname: "Rasiah",
    funeralservicedate: "10/02/2026",
    funeralservicestarttime: "10:00 AM",
    funeralserviceendtime: "1:00 PM",
    funeraladdress: "Kanagarathnam Hall, Nallur, Jaffna",
    funeraltimezone: "Asia/Colombo",
    virtualurl: "https://www.youtube.com/live/abc",
    events: [
      {
        eventname: "Viewing",
        eventdate: "09/02/2026",
        eventstarttime: "5:00 PM",
        eventendtime: "9:00 PM",
        eventaddress: "Chapel Ridge, Markham",
        eventtimezone: "America/Toronto",
      },
      {
        eventname: "Memorial services",
        eventdate: "15/07/2026",
        eventstarttime: "11:00 AM",
        eventendtime: "12:30 PM",
        eventaddress: "Wembley",
        eventtimezone: "Europe/London",
      },
    ],
  });

describe("GET /api/calendar/:blog_id.ics", () => {
  it("gives every service of a published memorial in one RFC 5545 file, each in its own zone", async () => {
    const memorial = await jaffnaMemorial();
    const res = await get(app, `/calendar/${memorial.blogId}.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${memorial.blogId}.ics"`);
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\n/);
    expect(res.body).toContain("DTSTART;TZID=Asia/Colombo:20260210T100000");
    const events = parseCalendar(res.body);
    expect(events).toEqual([
      {
        summary: "Funeral service of Sivakumar Rasiah",
        location: "Kanagarathnam Hall, Nallur, Jaffna",
        tzid: "Asia/Colombo",
        start: "2026-02-10T04:30:00.000Z",
        end: "2026-02-10T07:30:00.000Z",
        allDay: false,
      },
      {
        summary: "Viewing: Sivakumar Rasiah",
        location: "Chapel Ridge, Markham",
        tzid: "America/Toronto",
        start: "2026-02-09T22:00:00.000Z",
        end: "2026-02-10T02:00:00.000Z",
        allDay: false,
      },
      // British Summer Time: 11:00 in London is 10:00 UTC in July.
      {
        summary: "Memorial services: Sivakumar Rasiah",
        location: "Wembley",
        tzid: "Europe/London",
        start: "2026-07-15T10:00:00.000Z",
        end: "2026-07-15T11:30:00.000Z",
        allDay: false,
      },
    ]);
    expect(res.body).toContain(`http://localhost:3000/post/${memorial.blogId}`.replace("http://localhost:3000", app.config.publicUrl));
  });

  it("gives one service with ?item=funeral or ?item=event-N, and a 404 for a service it does not have", async () => {
    const memorial = await jaffnaMemorial();
    const funeral = await get(app, `/calendar/${memorial.blogId}.ics?item=funeral`);
    expect(funeral.headers["content-disposition"]).toBe(`attachment; filename="${memorial.blogId}-funeral.ics"`);
    expect(parseCalendar(funeral.body).map((e) => e.summary)).toEqual(["Funeral service of Sivakumar Rasiah"]);
    const viewing = await get(app, `/calendar/${memorial.blogId}.ics?item=event-1`);
    expect(parseCalendar(viewing.body).map((e) => [e.summary, e.tzid])).toEqual([["Viewing: Sivakumar Rasiah", "America/Toronto"]]);
    expect((await get(app, `/calendar/${memorial.blogId}.ics?item=event-3`)).statusCode).toBe(404);
    const bad = await get(app, `/calendar/${memorial.blogId}.ics?item=everything`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: "item is invalid" });
  });

  it("reads the zone from the place for memorials saved before zones were kept", async () => {
    const memorial = await buildPost(app.db, author, { funeralservicedate: "10/02/2024", funeraladdress: "Chapel Ridge Funeral Home, Markham", events: [] });
    const [funeral] = parseCalendar((await get(app, `/calendar/${memorial.blogId}.ics`)).body);
    expect(funeral).toMatchObject({ tzid: "America/Toronto", start: "2024-02-10T15:00:00.000Z", end: "2024-02-10T18:00:00.000Z" });
  });

  it("writes floating times when no zone is known, and a whole day when no time was given", async () => {
    const memorial = await buildPost(app.db, author, {
      funeralservicedate: "10/02/2024",
      funeralservicestarttime: "",
      funeralserviceendtime: "",
      funeraladdress: "Village hall",
      deathplace: "Somewhere",
      deathcity: "Elsewhere",
      deathcountry: "Atlantis",
      events: [{ eventname: "Burial", eventdate: "11/02/2024", eventstarttime: "9:00 AM", eventendtime: "", eventaddress: "Old cemetery" }],
    });
    const res = await get(app, `/calendar/${memorial.blogId}.ics`);
    expect(res.body).toContain("DTSTART;VALUE=DATE:20240210");
    expect(res.body).toContain("DTSTART:20240211T090000\r\n");
    expect(res.body).not.toContain("BEGIN:VTIMEZONE");
    const events = parseCalendar(res.body);
    expect(events.map((e) => e.allDay)).toEqual([true, false]);
  });

  it("answers 404 for a draft (even to another signed-in user), an unknown memorial, one without services and a name that is not an .ics", async () => {
    const draft = await buildPost(app.db, author, { draft: true });
    expect((await get(app, `/calendar/${draft.blogId}.ics`, stranger.token)).statusCode).toBe(404);
    expect((await get(app, `/calendar/${draft.blogId}.ics`)).json()).toEqual({ error: MESSAGES.postNotFound });
    expect((await get(app, "/calendar/nobody-abc123.ics")).statusCode).toBe(404);
    const bare = await buildPost(app.db, author, { funeralservicedate: "", events: [] });
    expect((await get(app, `/calendar/${bare.blogId}.ics`)).statusCode).toBe(404);
    const published = await jaffnaMemorial();
    for (const file of [`${published.blogId}.pdf`, `${published.blogId}`, "..%2F..%2Fetc%2Fpasswd.ics"]) {
      expect((await get(app, `/calendar/${file}`)).statusCode).toBe(404);
    }
    expect((await get(app, "/calendar/%00.ics")).statusCode).toBe(400);
  });
});

/** Each event's UID, SEQUENCE, day (all-day events) and texts, as a calendar app reads them. */
function yearlyEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      sequence: Number(component.getFirstPropertyValue("sequence")),
      day: event.startDate.toString(),
      endDay: event.endDate.toString(),
      allDay: event.startDate.isDate,
      summary: event.summary,
      description: event.description,
      location: event.location,
    };
  });
}

describe("the calendar file's yearly remembrances (decision 035)", () => {
  // A death in Jaffna on 15 January 2025: Thai 2, the second thithi of the waning moon. The days
  // are core's (keptThithiDays), counted, as the server does, from today's UTC day.
  const DEATH = "2025-01-15";
  const deathFields = {
    deathdate: "15",
    deathmonth: "1",
    deathyear: "2025",
    deathcity: "Jaffna",
    deathplace: "Jaffna Teaching Hospital",
    deathcountry: "Sri Lanka",
  };
  const choice = (observe: RemembranceCalendar["observe"], overrides?: Record<string, string>): RemembranceCalendar => ({
    observe,
    ceremonyplace: "toronto",
    ...(overrides ? { overrides } : {}),
  });
  const today = () => new Date().toISOString().slice(0, 10);
  const keptDays = (calendar: RemembranceCalendar) => {
    const keeping = thithiKeeping(DEATH, calendar, deathFields)!;
    return keptThithiDays(keeping, nextKeptThithi(keeping, today()).year, 10);
  };
  const memorial = (remembrancecalendar: RemembranceCalendar | null) =>
    buildPost(app.db, author, {
      firstname: "Sivakumar",
      lastname: "Rasiah",
      ...deathFields,
      funeralservicedate: "20/01/2025",
      funeraltimezone: "Asia/Colombo",
      events: [],
      remembrancecalendar,
    });

  it("holds the next 10 yearly thithi days as all-day events, one UID per year, with the ceremony's place and the priest's say", async () => {
    const blog = await memorial(choice("thithi"));
    const expected = keptDays(choice("thithi"));
    expect(expected[0]!.thithi.number).toBe(17); // Dvitiyai of the waning moon, as on the day of death
    const thithi = await get(app, `/calendar/${blog.blogId}.ics?item=thithi`);
    expect(thithi.statusCode).toBe(200);
    expect(thithi.headers["content-disposition"]).toBe(`attachment; filename="${blog.blogId}-thithi.ics"`);
    const events = yearlyEvents(thithi.body);
    expect(events).toHaveLength(10);
    expect(events.map((e) => [e.uid, e.day, e.allDay])).toEqual(expected.map((day) => [`${blog.id}-thithi-${day.year}@keepmemoriesalive`, day.date, true]));
    expect(events[0]!.summary).toBe(
      `Yearly thithi remembrance of Sivakumar Rasiah (Dvitiyai, ${tamilMonthName(expected[0]!.tamilMonth, "en")} ${expected[0]!.tamilDay})`,
    );
    expect(events[0]!.summary).toMatch(/^Yearly thithi remembrance of Sivakumar Rasiah \(Dvitiyai, Thai \d{1,2}\)$/);
    expect(events[0]!.location).toBe("Toronto");
    expect(events[0]!.description).toContain(`(தை ${expected[0]!.tamilDay}, ${thithiName(17, "ta")} திதி)`);
    expect(events[0]!.description).toContain(
      "Reckoned by sunrise and sunset at Toronto, where the ceremony is held. The family's priest may set a different date",
    );
    expect(events.every((e) => e.endDay > e.day)).toBe(true);

    // The whole file: the funeral service, then the ten days; no anniversary (the thithi alone).
    const all = yearlyEvents((await get(app, `/calendar/${blog.blogId}.ics`)).body);
    expect(all.map((e) => e.summary.split(" (")[0])).toEqual([
      "Funeral service of Sivakumar Rasiah",
      ...Array(10).fill("Yearly thithi remembrance of Sivakumar Rasiah"),
    ]);
    expect((await get(app, `/calendar/${blog.blogId}.ics?item=anniversary`)).statusCode).toBe(404);
  });

  it("keeps each year's UID when the family sets a year's date: that event moves, with a higher SEQUENCE", async () => {
    const blog = await memorial(choice("thithi"));
    const before = yearlyEvents((await get(app, `/calendar/${blog.blogId}.ics?item=thithi`)).body);
    expect(yearlyEvents((await get(app, `/calendar/${blog.blogId}.ics?item=thithi`)).body)).toEqual(before); // the same file again
    const second = keptDays(choice("thithi"))[1]!;
    const theirs = addDays(second.date, -1); // their priest keeps the day before
    const edited = choice("thithi", { [String(second.year)]: theirs });
    await app.db
      .update(posts)
      .set({ remembrancecalendar: edited, updatedAt: new Date(blog.updatedAt.getTime() + 5000) })
      .where(eq(posts.id, blog.id));
    const after = yearlyEvents((await get(app, `/calendar/${blog.blogId}.ics?item=thithi`)).body);
    expect(after.map((e) => e.uid)).toEqual(before.map((e) => e.uid));
    expect(after.map((e) => e.day)).toEqual(keptDays(edited).map((day) => day.date));
    expect(after[1]!.day).toBe(theirs);
    expect(after[1]!.description).toContain("The family set this date with their priest.");
    expect(after[0]!.sequence).toBeGreaterThan(before[0]!.sequence);
    expect(after.filter((e, i) => e.day !== before[i]!.day)).toHaveLength(1);
  });

  it("holds the anniversaries too when the family keeps both, and neither for the anniversary alone (as before)", async () => {
    const both = await memorial(choice("both"));
    const events = yearlyEvents((await get(app, `/calendar/${both.blogId}.ics`)).body);
    const first = nextAnniversary(DEATH, today()).ordinal;
    const anniversaries = Array.from({ length: 10 }, (_, i) => anniversary(DEATH, first + i));
    expect(events.filter((e) => e.uid.includes("-anniversary-")).map((e) => [e.uid, e.day])).toEqual(
      anniversaries.map((day) => [`${both.id}-anniversary-${day.slice(0, 4)}@keepmemoriesalive`, day]),
    );
    expect(events.find((e) => e.uid.includes("-anniversary-"))!.summary).toMatch(/^\d+(st|nd|rd|th) anniversary of Sivakumar Rasiah \(.+நினைவஞ்சலி\)$/);
    expect(events.filter((e) => e.uid.includes("-thithi-")).map((e) => e.day)).toEqual(keptDays(choice("both")).map((day) => day.date));

    for (const calendar of [choice("anniversary"), null]) {
      const blog = await memorial(calendar);
      expect(yearlyEvents((await get(app, `/calendar/${blog.blogId}.ics`)).body).map((e) => e.summary)).toEqual(["Funeral service of Sivakumar Rasiah"]);
      expect((await get(app, `/calendar/${blog.blogId}.ics?item=thithi`)).statusCode).toBe(404);
    }
  });
});

describe("GET /api/qr/:blog_id.png and .svg", () => {
  it("draws the memorial's address as a PNG QR code that decodes to it", async () => {
    const memorial = await jaffnaMemorial();
    const res = await get(app, `/qr/${memorial.blogId}.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["content-disposition"]).toBe(`inline; filename="${memorial.blogId}-qr.png"`);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: "png", width: 1024, height: 1024 });
    expect(await decodeQr(res.rawPayload)).toBe(`${app.config.publicUrl}/post/${memorial.blogId}`);
  });

  it("draws the same code as an SVG (for print), offered as a download with ?download=1", async () => {
    const memorial = await jaffnaMemorial();
    const res = await get(app, `/qr/${memorial.blogId}.svg?download=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${memorial.blogId}-qr.svg"`);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const rendered = await sharp(res.rawPayload, { density: 300 }).png().toBuffer();
    expect(await decodeQr(rendered)).toBe(`${app.config.publicUrl}/post/${memorial.blogId}`);
  });

  it("answers 404 for a draft (even to another signed-in user), an unknown memorial and another format", async () => {
    const draft = await buildPost(app.db, author, { draft: true });
    expect((await get(app, `/qr/${draft.blogId}.png`, stranger.token)).statusCode).toBe(404);
    expect((await get(app, "/qr/nobody-abc123.svg")).json()).toEqual({ error: MESSAGES.postNotFound });
    const published = await jaffnaMemorial();
    expect((await get(app, `/qr/${published.blogId}.gif`)).statusCode).toBe(404);
    expect((await get(app, `/qr/${published.blogId}.png?download=yes`)).statusCode).toBe(400);
  });
});

describe("the livestream link is the family's", () => {
  it("cannot be set or changed by anyone but the memorial's keepers (403, the link stays)", async () => {
    const memorial = await jaffnaMemorial();
    const res = await post(
      app,
      "/create-post",
      { ...buildPostFields({ virtualurl: "https://scam.example/live" }), id: memorial.blogId, draft: false },
      stranger.token,
    );
    expect(res.statusCode).toBe(403);
    const { blog } = (await post(app, "/get-post", { post_id: memorial.blogId })).json();
    expect(blog.virtualurl).toBe(memorial.virtualurl);
  });
});

describe("time zones on POST /api/create-post", () => {
  it("keeps the funeral's and each event's zone and gives them back in get-post", async () => {
    const fields = buildPostFields({
      funeraltimezone: "Europe/Zurich",
      events: [
        {
          eventname: "Burial",
          eventdate: "11/02/2024",
          eventstarttime: "9:00 AM",
          eventendtime: "10:00 AM",
          eventaddress: "Bern",
          eventtimezone: "Europe/Zurich",
        },
      ],
    });
    const saved = await post(app, "/create-post", { ...fields, draft: false }, author.token);
    expect(saved.statusCode).toBe(200);
    const { blog } = (await post(app, "/get-post", { post_id: saved.json().id })).json();
    expect(blog.funeraltimezone).toBe("Europe/Zurich");
    expect(blog.events[0].eventtimezone).toBe("Europe/Zurich");
  });

  it("refuses a zone that is not an IANA zone, for the funeral and for an event", async () => {
    for (const overrides of [
      { funeraltimezone: "Mars/Olympus" },
      {
        events: [
          { eventname: "Burial", eventdate: "11/02/2024", eventstarttime: "9:00 AM", eventendtime: "10:00 AM", eventaddress: "Bern", eventtimezone: "GMT+99" },
        ],
      },
    ]) {
      const res = await post(app, "/create-post", { ...buildPostFields(overrides), draft: true }, author.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "Please choose a time zone from the list" });
    }
  });
});
