import { describe, expect, it } from "vitest";
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
});
