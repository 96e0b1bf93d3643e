import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import { POST_FIELD_MESSAGES as M, type PostFields } from "@kma/core/posts/post-schemas";
import { blankOf, PUBLISH_ORDER } from "@kma/core/test-fixtures/publish-order";
import { posts, users } from "../../db/schema";
import { buildTestApp, post, type TestApp } from "../../test/build-app";
import { API_TEST_NAME, buildPost, buildPostFields, buildUser } from "../../test/factories";

const save = (app: TestApp, token: string | undefined, fields: Partial<PostFields>, draft: boolean, id?: string) =>
  post(app, "/create-post", { ...fields, draft, ...(id === undefined ? {} : { id }) }, token);

const stored = async (app: TestApp, blogId: string) => (await app.db.select().from(posts).where(eq(posts.blogId, blogId)))[0];
const totalPosts = async (app: TestApp, userId: string) => (await app.db.select().from(users).where(eq(users.id, userId)))[0].totalPosts;

const [KEY1, KEY2, KEY3] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];

describe("POST /api/create-post", async () => {
  const app = await buildTestApp();
  const publicUrl = app.config.publicUrl;

  describe("draft save", () => {
    it("needs only category, first name and last name", async () => {
      const user = await buildUser(app);
      const res = await save(app, user.token, { title: "Obituary", firstname: "Ravi", lastname: "Kumar" }, true);
      expect(res.statusCode).toBe(200);
      const { id } = res.json();
      expect(id).toMatch(/^ravi-kumar-[a-z0-9]{6}$/);
      const row = await stored(app, id);
      expect(row).toMatchObject({ draft: true, publishedAt: null, authorId: user.id, firstname: "Ravi", gender: "", age: null });
      expect(await totalPosts(app, user.id)).toBe(0);
    });

    it.each([
      ["title", MESSAGES.categoryRequired],
      ["firstname", M.firstname],
      ["lastname", M.lastname],
    ] as const)("answers the message for a missing %s", async (field, message) => {
      const user = await buildUser(app);
      const fields: Partial<PostFields> = { title: "Obituary", firstname: "Ravi", lastname: "Kumar", [field]: "   " };
      const res = await save(app, user.token, fields, true);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
    });

    it("refuses a category that is not one of the four", async () => {
      const user = await buildUser(app);
      const res = await save(app, user.token, { title: "Birthday", firstname: "Ravi", lastname: "Kumar" }, true);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "Please select post category" });
    });
  });

  describe("publish", () => {
    it("checks every rule in SPEC order: each blank field fails before every later one", async () => {
      const user = await buildUser(app);
      for (let i = 0; i < PUBLISH_ORDER.length; i++) {
        const fields: PostFields = buildPostFields();
        for (const [later] of PUBLISH_ORDER.slice(i)) Object.assign(fields, { [later]: blankOf(later) });
        const res = await save(app, user.token, fields, false);
        expect({ field: PUBLISH_ORDER[i][0], status: res.statusCode, body: res.json() }).toEqual({
          field: PUBLISH_ORDER[i][0],
          status: 400,
          body: { error: PUBLISH_ORDER[i][1] },
        });
      }
      expect(await app.db.select().from(posts).where(eq(posts.authorId, user.id))).toEqual([]);
    });

    it.each([
      [{ birthdate: "32" }, M.birthdate],
      [{ birthmonth: "13" }, M.birthmonth],
      [{ birthyear: "50" }, M.birthyear],
      [{ deathdate: "0" }, M.deathdate],
      [{ gender: "Unknown" }, M.gender],
      [{ postcreatorcontactnumber: "12345" }, MESSAGES.mobileInvalidShort],
      [{ postcreatoremail: "priya@example" }, M.postcreatoremailInvalid],
      [{ contactcontactnumber: "call me" }, MESSAGES.mobileInvalidShort],
      [{ deathyear: "1940" }, M.deathBeforeBirth],
      [
        { survivingmembers: [{ survivingmembername: "", survivingmemberrelationship: "Son", survivingmembermobilenumber: "+94771234567" }] },
        M.survivingmembername,
      ],
      [{ predeceasedmembers: [{ predeceasedmembername: "Kamala", predeceasedmemberrelationship: "" }] }, M.predeceasedmemberrelationship],
      [{ events: [{ eventname: "Party", eventdate: "09/02/2024", eventstarttime: "5 PM", eventendtime: "9 PM", eventaddress: "Hall" }] }, M.eventname],
    ] as Array<[Partial<PostFields>, string]>)("refuses %j with its message", async (override, message) => {
      const user = await buildUser(app);
      const res = await save(app, user.token, buildPostFields(override), false);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
    });

    it("publishes a new post: published_at set, age computed (client's age ignored), total_posts + 1", async () => {
      const user = await buildUser(app);
      const before = Date.now();
      const res = await post(app, "/create-post", { ...buildPostFields(), age: 5, draft: false }, user.token);
      expect(res.statusCode).toBe(200);
      const row = await stored(app, res.json().id);
      expect(row.draft).toBe(false);
      expect(row.publishedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      // born 12/4/1950, died 3/2/2024: the birthday had not come yet in 2024.
      expect(row.age).toBe(73);
      expect(row.searchText).toContain(API_TEST_NAME.toLowerCase());
      expect(row.places).toContain("jaffna");
      expect(row.deathSort).toBe(20240203);
      expect(await totalPosts(app, user.id)).toBe(1);
    });

    it("counts only listed memorials on the profile: unlisting takes one off, listing again puts it back, deleting an unlisted one changes nothing", async () => {
      const user = await buildUser(app);
      const profileCount = async () => (await post(app, "/get-profile", { username: user.username })).json().account_info.total_posts;
      const { id } = (await save(app, user.token, buildPostFields({ visibility: "unlisted" }), false)).json();
      expect(await profileCount()).toBe(0);
      expect((await save(app, user.token, buildPostFields({ visibility: "public" }), false, id)).statusCode).toBe(200);
      expect(await profileCount()).toBe(1);
      // An edit that leaves visibility out keeps it (and the count).
      const { visibility: _kept, ...withoutVisibility } = buildPostFields({ career: "Headmaster" });
      expect((await save(app, user.token, withoutVisibility, false, id)).statusCode).toBe(200);
      expect(await profileCount()).toBe(1);
      expect((await save(app, user.token, buildPostFields({ visibility: "unlisted" }), false, id)).statusCode).toBe(200);
      expect(await profileCount()).toBe(0);
      expect((await post(app, "/delete-post", { blog_id: id }, user.token)).statusCode).toBe(200);
      expect(await profileCount()).toBe(0);
    });

    it("publishes a stored draft once, keeps the first publish date on edits, and unpublishing gives the count back", async () => {
      const user = await buildUser(app);
      const { id } = (await save(app, user.token, { title: "Obituary", firstname: "Ravi", lastname: "Kumar" }, true)).json();

      expect((await save(app, user.token, buildPostFields(), false, id)).json()).toEqual({ id });
      const first = await stored(app, id);
      expect(first.draft).toBe(false);
      expect(first.publishedAt).not.toBeNull();
      expect(await totalPosts(app, user.id)).toBe(1);

      const edit = await save(app, user.token, buildPostFields({ career: "Headmaster" }), false, id);
      expect(edit.json()).toEqual({ id });
      const edited = await stored(app, id);
      expect(edited.career).toBe("Headmaster");
      expect(edited.publishedAt).toEqual(first.publishedAt);
      expect(edited.updatedAt.getTime()).toBeGreaterThanOrEqual(first.updatedAt.getTime());
      expect(await totalPosts(app, user.id)).toBe(1);

      expect((await save(app, user.token, buildPostFields(), true, id)).statusCode).toBe(200);
      expect(await stored(app, id)).toMatchObject({ draft: true, publishedAt: null });
      expect(await totalPosts(app, user.id)).toBe(0);

      expect((await save(app, user.token, buildPostFields(), true, id)).statusCode).toBe(200);
      expect(await totalPosts(app, user.id)).toBe(0);
    });

    it("a failed publish of a stored draft changes nothing", async () => {
      const user = await buildUser(app);
      const draftFields = buildPostFields({ highschool: "", nickname: "Appa" });
      const { id } = (await save(app, user.token, draftFields, true)).json();
      const before = await stored(app, id);

      const res = await save(app, user.token, { ...draftFields, nickname: "Changed", firstname: "Someone" }, false, id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: M.highschool });
      expect(await stored(app, id)).toEqual(before);
      expect(await totalPosts(app, user.id)).toBe(0);
    });
  });

  describe("who may edit", () => {
    it("refuses another user's token with 403 and leaves the post as it was", async () => {
      const owner = await buildUser(app);
      const other = await buildUser(app);
      const existing = await buildPost(app.db, owner);
      const res = await save(app, other.token, buildPostFields({ firstname: "Hijacked" }), false, existing.blogId);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: MESSAGES.forbidden });
      expect(await stored(app, existing.blogId)).toEqual(existing);
      expect(await totalPosts(app, other.id)).toBe(0);
    });

    it("answers another user 404 for the author's draft, as if it did not exist, and leaves it as it was", async () => {
      const owner = await buildUser(app);
      const other = await buildUser(app);
      const existing = await buildPost(app.db, owner, { draft: true });
      for (const draft of [true, false]) {
        const res = await save(app, other.token, buildPostFields({ firstname: "Hijacked" }), draft, existing.blogId);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: MESSAGES.postNotFound });
      }
      expect(await stored(app, existing.blogId)).toEqual(existing);
    });

    it("answers 404 for an unknown id", async () => {
      const user = await buildUser(app);
      const res = await save(app, user.token, buildPostFields(), false, "nobody-abcdef");
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: MESSAGES.postNotFound });
    });

    it("needs a token", async () => {
      const res = await save(app, undefined, buildPostFields(), false);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: MESSAGES.unauthorized });
    });
  });

  describe("images", () => {
    it.each([
      ["a foreign banner", { profilebanner: "https://evil.example/x.jpg" }],
      ["a foreign background", { backgroundimage: "https://evil.example/x.jpg" }],
      ["a foreign album image", { memoriwallimages: [`/api/uploads/${KEY1}`, "https://evil.example/x.jpg"] }],
      ["an upload path that is not a key", { profilebanner: "/api/uploads/../../etc/passwd" }],
      ["an upload URL with a query", { profilebanner: `/api/uploads/${KEY1}?x=1` }],
      ["a protocol-relative URL", { profilebanner: "//evil.example/x.jpg" }],
      ["a backslash trick", { profilebanner: "/\\evil.example/x.jpg" }],
      ["a data: URL", { profilebanner: "data:image/png;base64,AAAA" }],
      ["a page of this site that is not an upload", { profilebanner: "http://localhost:3000/index.html" }],
      ["a background that is not one of the eight", { backgroundimage: "http://localhost:3000/backgrounds/background-9.jpg" }],
    ])("refuses %s", async (_name, override) => {
      const user = await buildUser(app);
      const res = await save(app, user.token, buildPostFields(override), false);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "Images must be uploaded to this site" });
    });

    it("refuses a foreign image in a draft too", async () => {
      const user = await buildUser(app);
      const res = await save(app, user.token, { title: "Obituary", firstname: "Ravi", lastname: "Kumar", profilebanner: "https://evil.example/x.jpg" }, true);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "Images must be uploaded to this site" });
    });

    it("takes uploads and presets of this site, absolute or relative", async () => {
      const user = await buildUser(app);
      const fields = buildPostFields({
        profilebanner: `${publicUrl}/api/uploads/${KEY1}`,
        backgroundimage: `${publicUrl}/backgrounds/background-8.jpg`,
        memoriwallimages: [`/api/uploads/${KEY2}`, `${publicUrl}/api/uploads/${KEY3}`, ""],
      });
      const res = await save(app, user.token, fields, false);
      expect(res.statusCode).toBe(200);
      expect((await stored(app, res.json().id)).memoriwallimages).toEqual([`/api/uploads/${KEY2}`, `${publicUrl}/api/uploads/${KEY3}`]);
    });

    it("refuses a virtual service link that is not a web address", async () => {
      const user = await buildUser(app);
      const res = await save(app, user.token, buildPostFields({ virtualurl: "javascript:alert(1)" }), false);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: MESSAGES.virtualUrlInvalid });
      const ok = await save(app, user.token, buildPostFields({ virtualurl: "https://zoom.us/j/123" }), false);
      expect(ok.statusCode).toBe(200);
    });
  });

  describe("bad input", () => {
    it.each([
      ["draft missing", { ...buildPostFields() }, "draft is required"],
      ["draft not a boolean", { ...buildPostFields(), draft: "yes" }, "draft must be a boolean"],
      ["a name that is a number", { ...buildPostFields(), firstname: 42, draft: true }, "firstname must be a string"],
      ["a 200-character first name", { ...buildPostFields(), firstname: "a".repeat(200), draft: true }, "firstname is too long (at most 100 characters)"],
      [
        "an album of 201 images",
        { ...buildPostFields(), memoriwallimages: Array(201).fill("/a.jpg"), draft: true },
        "memoriwallimages has too many items (at most 200)",
      ],
    ])("answers 400 with a sentence for %s", async (_name, body, message) => {
      const user = await buildUser(app);
      const res = await post(app, "/create-post", body, user.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
    });

    // The sentence names the field; its wording for wrong types comes from plugins/errors.ts.
    it.each([
      ["draft not a boolean", { ...buildPostFields(), draft: "yes" }, "draft"],
      ["a name that is a number", { ...buildPostFields(), firstname: 42, draft: true }, "firstname"],
      ["an album that is not a list", { ...buildPostFields(), memoriwallimages: "x.jpg", draft: true }, "memoriwallimages"],
      ["a family member that is not an object", { ...buildPostFields(), survivingmembers: ["Priya"], draft: true }, "survivingmembers.0"],
      ["an id that is not text", { ...buildPostFields(), id: 7, draft: true }, "id"],
    ])("answers 400 naming the field for %s", async (_name, body, field) => {
      const user = await buildUser(app);
      const res = await post(app, "/create-post", body, user.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(new RegExp(`^${field.replace(".", "\\.")} (is|must)`));
    });

    it("answers 400 for a body that is not an object", async () => {
      const user = await buildUser(app);
      const res = await post(app, "/create-post", ["Ravi"], user.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
    });
  });
});
