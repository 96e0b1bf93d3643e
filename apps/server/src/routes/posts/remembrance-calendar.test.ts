import { describe, expect, it } from "vitest";
import { POST_FIELD_MESSAGES } from "@kma/core/posts/post-rules";
import { localToday } from "@kma/core/posts/remembrance-dates";
import type { PostFields } from "@kma/core/posts/post-schemas";
import { buildTestApp, post, type TestApp } from "../../test/build-app";
import { buildPostFields, buildUser } from "../../test/factories";

const save = (app: TestApp, token: string, fields: Partial<PostFields>, draft: boolean, id?: string) =>
  post(app, "/create-post", { ...fields, draft, ...(id === undefined ? {} : { id }) }, token);

/** Decision 035: the keepers' choice of the Tamil-calendar remembrance, kept on the post. */
describe("the remembrance calendar on a memorial", async () => {
  const app = await buildTestApp();
  const calendar = { observe: "both", ceremonyplace: "toronto", deathtime: "14:30", overrides: { "2027": "2027-01-31" } } as const;

  it("is saved by a keeper, answered by get-post to everyone, and null until chosen", async () => {
    const user = await buildUser(app);
    const { id } = (await save(app, user.token, buildPostFields(), false)).json();
    expect((await post(app, "/get-post", { post_id: id })).json().blog.remembrancecalendar).toBeNull();

    const fields = buildPostFields({ remembrancecalendar: calendar });
    expect((await save(app, user.token, fields, false, id)).statusCode).toBe(200);
    expect((await post(app, "/get-post", { post_id: id })).json().blog.remembrancecalendar).toEqual(calendar);

    const custom = { observe: "thithi", ceremonyplace: { name: "Montreal", latitude: 45.5, longitude: -73.57, zone: "America/Toronto" } } as const;
    expect((await save(app, user.token, buildPostFields({ remembrancecalendar: custom }), false, id)).statusCode).toBe(200);
    expect((await post(app, "/get-post", { post_id: id })).json().blog.remembrancecalendar).toEqual(custom);
  });

  it("refuses an unknown place, zone, time or date, and anyone but a keeper", async () => {
    const user = await buildUser(app);
    const { id } = (await save(app, user.token, buildPostFields(), false)).json();
    for (const bad of [
      { observe: "thithi", ceremonyplace: "atlantis" },
      { observe: "thithi", ceremonyplace: { name: "X", latitude: 10, longitude: 10, zone: "Mars/Base" } },
      { observe: "thithi", ceremonyplace: "jaffna", deathtime: "25:00" },
      { observe: "thithi", ceremonyplace: "jaffna", overrides: { "2027": "2027-02-30" } },
      { observe: "lunar", ceremonyplace: "jaffna" },
    ]) {
      expect((await save(app, user.token, { ...buildPostFields(), remembrancecalendar: bad as never }, false, id)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const stranger = await buildUser(app);
    const res = await save(app, stranger.token, buildPostFields({ remembrancecalendar: calendar }), false, id);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect((await post(app, "/get-post", { post_id: id })).json().blog.remembrancecalendar).toBeNull();
  });

  it("refuses, with a sentence, a family's date outside its year or a place without its coordinates", async () => {
    const user = await buildUser(app);
    const { id } = (await save(app, user.token, buildPostFields(), true)).json();
    for (const [bad, message] of [
      [{ observe: "thithi", ceremonyplace: "jaffna", overrides: { "2027": "2029-01-30" } }, POST_FIELD_MESSAGES.thithiOverrideYear],
      [{ observe: "both", ceremonyplace: "jaffna", overrides: { "2027": "2027-03-02", "2030": "2029-12-31" } }, POST_FIELD_MESSAGES.thithiOverrideYear],
      [{ observe: "thithi", ceremonyplace: { name: "Montreal", latitude: 70, longitude: -73.57, zone: "America/Toronto" } }, null],
    ] as const) {
      const res = await save(app, user.token, { ...buildPostFields(), remembrancecalendar: bad as never }, true, id);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      if (message) expect(res.json().error).toBe(message);
    }
    // மார்கழி runs into January: a 2027 date in January 2028 is that year's.
    const margazhi = { observe: "thithi", ceremonyplace: "jaffna", overrides: { "2027": "2028-01-10" } } as const;
    expect((await save(app, user.token, buildPostFields({ remembrancecalendar: margazhi }), true, id)).statusCode).toBe(200);
  });

  it("answers the yearly thithi days from the year before today, with the family's date marked, and null for the anniversary alone", async () => {
    const user = await buildUser(app);
    // Died 3 February 2024 in Toronto (the factory's place of death): தை 21, தேய்பிறை நவமி.
    const keeps = { observe: "thithi", ceremonyplace: "toronto", overrides: { "2027": "2027-01-31" } } as const;
    const { id } = (await save(app, user.token, buildPostFields({ remembrancecalendar: keeps }), false)).json();
    const { thithidays } = (await post(app, "/get-post", { post_id: id })).json().blog;
    expect(thithidays.death).toEqual({ tamilMonth: 9, tamilDay: 21, thithi: 24, nakshatra: 15, readAt: "sunrise" });
    expect(thithidays.days).toHaveLength(12);
    expect(thithidays.days[0].year).toBe(Math.max(2025, Number(localToday().slice(0, 4)) - 1));
    const of2027 = thithidays.days.find((day: { year: number }) => day.year === 2027);
    expect(of2027).toMatchObject({ date: "2027-01-31", overridden: true, tamilMonth: 9 });

    const anniversary = { observe: "anniversary", ceremonyplace: "toronto" } as const;
    await save(app, user.token, buildPostFields({ remembrancecalendar: anniversary }), false, id);
    expect((await post(app, "/get-post", { post_id: id })).json().blog.thithidays).toBeNull();
  });
});
