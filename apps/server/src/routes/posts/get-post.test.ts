import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import { posts, users } from "../../db/schema";
import { buildTestApp, post, type TestApp } from "../../test/build-app";
import { API_TEST_PERSON, buildPost, buildUser } from "../../test/factories";

const reads = async (app: TestApp, postId: string, userId: string) => ({
  post: (await app.db.select().from(posts).where(eq(posts.id, postId)))[0].totalReads,
  author: (await app.db.select().from(users).where(eq(users.id, userId)))[0].totalReads,
});

/** docs/spec.md section 3 "Memorial post" as docs/api.md serves it; the creator's contact only for the author. */
const PUBLIC_KEYS = [
  "_id",
  "blog_id",
  "title",
  "firstname",
  "lastname",
  "nickname",
  "tamilfirstname",
  "tamillastname",
  "gender",
  "birthdate",
  "birthmonth",
  "birthyear",
  "deathdate",
  "deathmonth",
  "deathyear",
  "birthplace",
  "birthcity",
  "birthcountry",
  "deathplace",
  "deathcity",
  "deathcountry",
  "primaryschool",
  "highschool",
  "university",
  "career",
  "funeralservicedate",
  "funeralservicestarttime",
  "funeralserviceendtime",
  "funeraladdress",
  "funeraltimezone",
  "virtualurl",
  "contactname",
  "contactrelationship",
  "contactcontactnumber",
  "memorywall",
  // Decision 020: who may read the family's numbers, and whether the memorial is listed.
  "contactphonevisibility",
  "contactnumberrevealable",
  "contactnumberisamember",
  "visibility",
  "profilebanner",
  "backgroundimage",
  "memoriwallimages",
  "postcreatorname",
  "postcreatorrelationship",
  "survivingmembers",
  "predeceasedmembers",
  "events",
  "age",
  "draft",
  "moderation",
  "publishedAt",
  "author",
  "activity",
  // Decision 035: the family's choice for the yearly remembrance by the Tamil calendar (null when never made).
  "remembrancecalendar",
  // ... and its yearly thithi days, computed here so the page's browser code carries no astronomy (null without the thithi).
  "thithidays",
];
const AUTHOR_KEYS = [...PUBLIC_KEYS, "postcreatorcontactnumber", "postcreatoremail"];

describe("POST /api/get-post", async () => {
  const app = await buildTestApp();

  it("answers the whole published post to anyone, with author and activity", async () => {
    const author = await buildUser(app, { profileImg: "/api/uploads/me.jpg" });
    const row = await buildPost(app.db, author, { totalLikes: 4, totalComments: 3, totalTributes: 2, totalImages: 1 });
    const res = await post(app, "/get-post", { post_id: row.blogId });
    expect(res.statusCode).toBe(200);
    const { blog } = res.json();
    expect(Object.keys(blog).sort()).toEqual([...PUBLIC_KEYS].sort());
    expect(blog).toMatchObject({
      _id: row.id,
      blog_id: row.blogId,
      title: "Obituary",
      firstname: API_TEST_PERSON.firstname,
      lastname: API_TEST_PERSON.lastname,
      age: 73,
      draft: false,
      publishedAt: row.publishedAt!.toISOString(),
      memoriwallimages: row.memoriwallimages,
      // Decision 020 (changed on purpose): the family's numbers are the keepers' only; others learn a number exists.
      survivingmembers: row.survivingmembers.map((m) => ({ ...m, survivingmembermobilenumber: "", phonevisibility: "signed-in", numberrevealable: true })),
      contactcontactnumber: "",
      contactnumberrevealable: true,
      visibility: "public",
      events: row.events,
      author: { _id: author.id, personal_info: { username: author.username, fullname: author.fullname, profile_img: "/api/uploads/me.jpg" } },
      activity: { total_likes: 4, total_comments: 3, total_parent_comments: 0, total_tributes: 2, total_images: 1, total_reads: 1 },
    });
  });

  it("keeps the creator's own e-mail and phone from everyone but the author", async () => {
    const author = await buildUser(app);
    const other = await buildUser(app);
    const row = await buildPost(app.db, author);
    for (const token of [undefined, other.token]) {
      const { blog } = (await post(app, "/get-post", { post_id: row.blogId }, token)).json();
      expect(blog).not.toHaveProperty("postcreatoremail");
      expect(blog).not.toHaveProperty("postcreatorcontactnumber");
      // The family's numbers are kept from them too (decision 020), behind 'Show number'.
      expect(blog.contactcontactnumber).toBe("");
    }
    const own = (await post(app, "/get-post", { post_id: row.blogId }, author.token)).json().blog;
    expect(Object.keys(own).sort()).toEqual([...AUTHOR_KEYS].sort());
    expect(own).toMatchObject({
      postcreatoremail: "priya@example.com",
      postcreatorcontactnumber: row.postcreatorcontactnumber,
      contactcontactnumber: row.contactcontactnumber,
      survivingmembers: [{ survivingmembermobilenumber: row.survivingmembers[0]!.survivingmembermobilenumber }],
    });
  });

  describe("drafts", () => {
    it("shows a draft to its author only: another user and anonymous get 404", async () => {
      const author = await buildUser(app);
      const other = await buildUser(app);
      const draft = await buildPost(app.db, author, { draft: true });

      const own = await post(app, "/get-post", { post_id: draft.blogId, draft: true, mode: "edit" }, author.token);
      expect(own.statusCode).toBe(200);
      expect(own.json().blog).toMatchObject({ blog_id: draft.blogId, draft: true, publishedAt: null });

      for (const token of [other.token, undefined]) {
        for (const body of [{ post_id: draft.blogId }, { post_id: draft.blogId, draft: true, mode: "edit" }]) {
          const res = await post(app, "/get-post", body, token);
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual({ error: MESSAGES.postNotFound });
        }
      }
    });

    it("counts no read for a draft", async () => {
      const author = await buildUser(app);
      const draft = await buildPost(app.db, author, { draft: true });
      await post(app, "/get-post", { post_id: draft.blogId }, author.token);
      expect(await reads(app, draft.id, author.id)).toEqual({ post: 0, author: 0 });
    });
  });

  describe("edit mode", () => {
    it("refuses another user with 403", async () => {
      const author = await buildUser(app);
      const other = await buildUser(app);
      const row = await buildPost(app.db, author);
      for (const token of [other.token, undefined]) {
        const res = await post(app, "/get-post", { post_id: row.blogId, draft: true, mode: "edit" }, token);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: MESSAGES.forbidden });
      }
    });

    it("lets the author load the form without counting a read", async () => {
      const author = await buildUser(app);
      const row = await buildPost(app.db, author);
      const res = await post(app, "/get-post", { post_id: row.blogId, draft: true, mode: "edit" }, author.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().blog.postcreatoremail).toBe("priya@example.com");
      expect(await reads(app, row.id, author.id)).toEqual({ post: 0, author: 0 });
    });
  });

  it("adds one read to the post and to its author at each public load", async () => {
    const author = await buildUser(app);
    const reader = await buildUser(app);
    const first = await buildPost(app.db, author);
    const second = await buildPost(app.db, author);

    expect((await post(app, "/get-post", { post_id: first.blogId })).json().blog.activity.total_reads).toBe(1);
    expect((await post(app, "/get-post", { post_id: first.blogId }, reader.token)).json().blog.activity.total_reads).toBe(2);
    expect((await post(app, "/get-post", { post_id: first.blogId })).json().blog.activity.total_reads).toBe(3);
    await post(app, "/get-post", { post_id: second.blogId });
    const profile = await post(app, "/get-profile", { username: author.username });
    expect(profile.json().account_info.total_reads).toBe(4);
    // Counted in memory, written in batches (every second, and at close).
    await app.postReads.flush(app.db);
    expect(await reads(app, first.id, author.id)).toEqual({ post: 3, author: 4 });
    expect(await reads(app, second.id, author.id)).toEqual({ post: 1, author: 4 });
  });

  it("answers 404 for an unknown post", async () => {
    const res = await post(app, "/get-post", { post_id: "nobody-abcdef" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MESSAGES.postNotFound });
  });

  it("answers 400 without a post_id and 401 for a bad token", async () => {
    const missing = await post(app, "/get-post", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: "post_id is required" });
    const blank = await post(app, "/get-post", { post_id: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: "post_id is required" });
    const author = await buildUser(app);
    const row = await buildPost(app.db, author);
    const res = await post(app, "/get-post", { post_id: row.blogId }, "not-a-token");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MESSAGES.unauthorized });
  });
});
