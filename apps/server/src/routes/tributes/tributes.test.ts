import { describe, expect, it } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { buildTestApp, post } from "../../test/build-app";
import { buildPost, buildUser } from "../../test/factories";
import { ISO, UNKNOWN_ID, counters, expectError, notificationsOf, visitorTribute } from "../comments/engagement-test-helpers";

type TributeJson = { _id: string; tribute: string; tributed_by: unknown };

describe("tributes", async () => {
  const app = await buildTestApp({ rateLimit: false });

  async function setup() {
    const author = await buildUser(app);
    const blog = await buildPost(app.db, author);
    return { author, blog };
  }
  const addAnonymous = (postId: string, overrides: Record<string, string> = {}) =>
    post(app, "/add-tribute", { _id: postId, blog_author: "ignored", tributesObj: visitorTribute(overrides) });
  const addAs = (token: string, postId: string, tribute: string) => post(app, "/add-tribute", { _id: postId, tributesObj: { tribute } }, token);

  describe("POST /api/add-tribute", () => {
    it("adds an anonymous tribute: the tribute object, total_tributes +1, the author notified", async () => {
      const { author, blog } = await setup();
      const res = await addAnonymous(blog.id);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        _id: expect.any(String),
        tribute: "Rest in peace, dear teacher.",
        tributedAt: expect.stringMatching(ISO),
        tributer_first_name: "Anita",
        tributer_last_name: "Rajan",
        current_place: "Colombo",
        tributed_by: null,
        status: "public",
        can: { delete: false },
      });
      expect(res.body).not.toContain("anita@example.com");
      expect(await counters(app, blog.id)).toMatchObject({ tributes: 1 });
      const [note] = await notificationsOf(app, author.id);
      expect(note).toMatchObject({ type: "tribute", tributeId: body._id, actorId: null, actorName: { firstname: "Anita", lastname: "Rajan" } });
    });

    it.each<[string, Record<string, string>, string]>([
      ["tribute empty", { tribute: "" }, MESSAGES.tributeRequired],
      ["first name empty", { tributerFirstName: "" }, MESSAGES.commenterFirstNameRequired],
      ["last name empty", { tributerLastName: " " }, MESSAGES.commenterLastNameRequired],
      ["email empty", { email: "" }, MESSAGES.commenterEmailRequired],
      ["email invalid", { email: "no-at-sign" }, MESSAGES.commenterEmailInvalid],
      ["mobile empty", { mobileNumber: "" }, MESSAGES.commenterMobileRequired],
      ["mobile invalid", { mobileNumber: "077" }, MESSAGES.commenterMobileInvalid],
      ["place empty", { currentPlace: "" }, MESSAGES.commenterPlaceRequired],
    ])("anonymous, %s: 400 with the SPEC message", async (_name, change, message) => {
      const { blog } = await setup();
      expectError(await addAnonymous(blog.id, change), 400, message);
      expect(await counters(app, blog.id)).toMatchObject({ tributes: 0 });
    });

    it("asks a signed-in tributer only for the text, attaches their profile, and never notifies oneself", async () => {
      const { author, blog } = await setup();
      const visitor = await buildUser(app, { fullname: "Meena Raj", residence: "Oslo" });
      const res = await addAs(visitor.token, blog.id, "Flowers for you.");
      expect(res.json()).toMatchObject({
        tributer_first_name: "Meena",
        tributer_last_name: "Raj",
        current_place: "Oslo",
        tributed_by: { personal_info: { username: visitor.username, fullname: "Meena Raj", profile_img: visitor.profileImg, residence: "Oslo" } },
      });
      expectError(await addAs(visitor.token, blog.id, ""), 400, MESSAGES.tributeRequired);
      await addAs(author.token, blog.id, "My own");
      expect((await notificationsOf(app, author.id)).map((n) => n.actorId)).toEqual([visitor.id]);
      expect(await counters(app, blog.id)).toMatchObject({ tributes: 2 });
    });

    it("answers 404 for drafts and unknown posts, 400 for bad input", async () => {
      const author = await buildUser(app);
      const draft = await buildPost(app.db, author, { draft: true });
      expectError(await addAnonymous(draft.id), 404, MESSAGES.postNotFound);
      expectError(await addAnonymous(UNKNOWN_ID), 404, MESSAGES.postNotFound);
      expectError(await post(app, "/add-tribute", { tributesObj: visitorTribute() }), 400, "_id is required");
      expectError(await post(app, "/add-tribute", { _id: "123", tributesObj: visitorTribute() }), 400, "_id is invalid");
      expectError(await post(app, "/add-tribute", { _id: draft.id }), 400, "tributesObj is required");
      expect(expectError(await addAnonymous(UNKNOWN_ID, { tribute: "a".repeat(6_000) }), 400)).toContain("too long");
    });

    it("counts 20 concurrent tributes exactly", async () => {
      const { blog } = await setup();
      const results = await Promise.all(Array.from({ length: 20 }, () => addAnonymous(blog.id)));
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      expect(await counters(app, blog.id)).toMatchObject({ tributes: 20 });
    });
  });

  describe("POST /api/get-post-tributes", () => {
    it("pages newest first, 10 at a time, by post _id or blog_id", async () => {
      const { blog } = await setup();
      for (let i = 0; i < 11; i++) await addAnonymous(blog.id, { tribute: `Tribute ${i}` });
      const page1 = (await post(app, "/get-post-tributes", { blog_id: blog.id, skip: 0 })).json().tributes as TributeJson[];
      expect(page1.map((t) => t.tribute)).toEqual(Array.from({ length: 10 }, (_, i) => `Tribute ${10 - i}`));
      const page2 = (await post(app, "/get-post-tributes", { blog_id: blog.blogId, skip: 10 })).json();
      expect(Object.keys(page2)).toEqual(["tributes"]);
      expect(page2.tributes.map((t: TributeJson) => t.tribute)).toEqual(["Tribute 0"]);
    });

    it("answers 404 for an unknown post", async () => {
      expectError(await post(app, "/get-post-tributes", { blog_id: "nobody-xyz", skip: 0 }), 404, MESSAGES.postNotFound);
    });
  });

  describe("POST /api/delete-tribute", () => {
    it("lets the signed-in tributer and the post's author delete, nobody else, and takes back the count and notification", async () => {
      const { author, blog } = await setup();
      const meena = await buildUser(app);
      const third = await buildUser(app);
      const mine = (await addAs(meena.token, blog.id, "Mine")).json() as TributeJson;
      const anonymous = (await addAnonymous(blog.id)).json() as TributeJson;
      expect(await notificationsOf(app, author.id)).toHaveLength(2);

      expectError(await post(app, "/delete-tribute", { _id: mine._id }), 401);
      expectError(await post(app, "/delete-tribute", { _id: mine._id }, third.token), 403, MESSAGES.forbidden);
      expectError(await post(app, "/delete-tribute", { _id: anonymous._id }, meena.token), 403, MESSAGES.forbidden);

      expect((await post(app, "/delete-tribute", { _id: mine._id }, meena.token)).json()).toEqual({ status: "done" });
      expect(await counters(app, blog.id)).toMatchObject({ tributes: 1 });
      expect((await post(app, "/delete-tribute", { _id: anonymous._id }, author.token)).json()).toEqual({ status: "done" });
      expect(await counters(app, blog.id)).toMatchObject({ tributes: 0 });
      expect(await notificationsOf(app, author.id)).toEqual([]);

      expectError(await post(app, "/delete-tribute", { _id: anonymous._id }, author.token), 404, MESSAGES.tributeNotFound);
      expectError(await post(app, "/delete-tribute", { _id: "x" }, author.token), 400, "_id is invalid");
    });

    it("takes one off for two racing deletes of the same tribute", async () => {
      const { author, blog } = await setup();
      await addAnonymous(blog.id);
      const target = (await addAnonymous(blog.id)).json() as TributeJson;
      const results = await Promise.all([1, 2].map(() => post(app, "/delete-tribute", { _id: target._id }, author.token)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
      expect(await counters(app, blog.id)).toMatchObject({ tributes: 1 });
    });
  });
});
