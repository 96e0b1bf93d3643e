import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import { POST_FIELD_MESSAGES as M, type PostFields } from "@kma/core/posts/post-schemas";
import { posts } from "../../db/schema";
import { buildTestApp, get, post, type TestApp } from "../../test/build-app";
import { buildPostFields, buildUser } from "../../test/factories";

const save = (app: TestApp, token: string, fields: Partial<PostFields>, draft: boolean, id?: string) =>
  post(app, "/create-post", { ...fields, draft, ...(id === undefined ? {} : { id }) }, token);

/** The deceased's name in Tamil script, beside the English one, on every read and in search. */
describe("Tamil-script names on memorials", async () => {
  const app = await buildTestApp();
  const tamil = { tamilfirstname: "சிவகுமார்", tamillastname: "இராசையா" };
  const stored = async (blogId: string) => (await app.db.select().from(posts).where(eq(posts.blogId, blogId)))[0];
  const searchIds = async (query: string) => {
    const res = await post(app, "/search-posts", { query, page: 1 });
    expect(res.statusCode).toBe(200);
    return (res.json().blogs as Array<{ blog_id: string }>).map((b) => b.blog_id);
  };

  it("are saved trimmed, answered by get-post and every list, and found by a Tamil prefix", async () => {
    const user = await buildUser(app);
    const res = await save(
      app,
      user.token,
      buildPostFields({ firstname: "Sivakumar", lastname: "Rasiah", tamilfirstname: "  சிவகுமார் ", tamillastname: "இராசையா" }),
      false,
    );
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    expect(id).toMatch(/^sivakumar-rasiah-[a-z0-9]{6}$/);

    const { blog } = (await post(app, "/get-post", { post_id: id })).json();
    expect(blog).toMatchObject({ firstname: "Sivakumar", lastname: "Rasiah", ...tamil });
    const own = (await post(app, "/get-post", { post_id: id, mode: "edit" }, user.token)).json().blog;
    expect(own).toMatchObject(tamil);

    const cards = [
      (await post(app, "/latest-posts", { page: 1 })).json().blogs,
      (await post(app, "/search-posts", { query: "siva", page: 1 })).json().blogs,
      (await post(app, "/user-written-posts", { page: 1, draft: false }, user.token)).json().blogs,
      (await get(app, "/most-engaged-posts")).json().blogs,
    ];
    for (const list of cards) expect(list.find((b: { blog_id: string }) => b.blog_id === id)).toMatchObject({ firstname: "Sivakumar", ...tamil });

    // Prefixes of 2 to 10 characters and the whole words, in either field; Latin spellings still work.
    for (const query of ["சி", "சிவ", "சிவகு", "சிவகுமார்", "இரா", "இராசையா", "சிவகுமார் இராசை", "siva", "rasiah"]) {
      expect(await searchIds(query), query).toEqual([id]);
    }
    expect((await post(app, "/search-posts-count", { query: "சிவக" })).json()).toEqual({ totalDocs: 1 });
    expect(await searchIds("இராம")).toEqual([]);
  });

  it("a composed and a decomposed vowel sign find the same memorial", async () => {
    const user = await buildUser(app);
    const { id } = (await save(app, user.token, buildPostFields({ firstname: "Ponniah", lastname: "Kopal", tamilfirstname: "பொன்னையா" }), false)).json();
    expect(await searchIds("பொன்")).toEqual([id]);
    expect(await searchIds("பொன்".normalize("NFD"))).toEqual([id]);
  });

  it("edits change the names and the search keys; emptied fields are absent ('') and no longer found", async () => {
    const user = await buildUser(app);
    const { id } = (
      await save(app, user.token, buildPostFields({ firstname: "Kanagaratnam", lastname: "Sellathurai", tamilfirstname: "கனகரத்தினம்" }), false)
    ).json();
    expect(await searchIds("கனக")).toEqual([id]);

    const edited = await save(app, user.token, buildPostFields({ firstname: "Kanagaratnam", lastname: "Sellathurai", tamillastname: "செல்லத்துரை" }), false, id);
    expect(edited.statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ tamilfirstname: "", tamillastname: "செல்லத்துரை" });
    expect(await searchIds("கனக")).toEqual([]);
    expect(await searchIds("செல்ல")).toEqual([id]);
    expect((await post(app, "/get-post", { post_id: id })).json().blog).toMatchObject({ tamilfirstname: "", tamillastname: "செல்லத்துரை" });
  });

  it("a draft's Tamil name is not searchable until it is published", async () => {
    const user = await buildUser(app);
    const { id } = (await save(app, user.token, { title: "Obituary", firstname: "Thangamma", lastname: "Velupillai", tamilfirstname: "தங்கம்மா" }, true)).json();
    expect(await stored(id)).toMatchObject({ draft: true, tamilfirstname: "தங்கம்மா" });
    expect(await searchIds("தங்க")).toEqual([]);
    await save(app, user.token, buildPostFields({ firstname: "Thangamma", lastname: "Velupillai", tamilfirstname: "தங்கம்மா" }), false, id);
    expect(await searchIds("தங்க")).toEqual([id]);
  });

  it("a memorial named only in Tamil script gets a transliterated slug", async () => {
    const user = await buildUser(app);
    const res = await save(app, user.token, { title: "Obituary", firstname: "சிவகுமார்", lastname: "இராசையா" }, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toMatch(/^sivakumar-irasaiya-[a-z0-9]{6}$/);
  });

  it.each([
    ["Latin letters", { tamilfirstname: "Sivakumar" }],
    ["Latin mixed in", { tamillastname: "இராசையா Rasiah" }],
    ["no Tamil letter", { tamilfirstname: "123" }],
  ])("refuses %s with 400 and the message, in a draft and a publish, and stores nothing", async (_, names) => {
    const user = await buildUser(app);
    for (const draft of [true, false]) {
      const res = await save(app, user.token, buildPostFields({ firstname: "Refused", lastname: "Tamilname", ...names }), draft);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: M.tamilNameInvalid });
      expect(M.tamilNameInvalid).toBe("Please write the Tamil name in Tamil letters");
    }
    expect(await searchIds("refused")).toEqual([]);
    expect((await post(app, "/user-written-post-count", { draft: true }, user.token)).json()).toEqual({ totalDocs: 0 });
  });

  it("gives a Tamil reader the refusal in Tamil", async () => {
    const user = await buildUser(app);
    const res = await app.inject({
      method: "POST",
      url: "/api/create-post",
      payload: { ...buildPostFields({ tamilfirstname: "Siva" }), draft: true },
      headers: { authorization: `Bearer ${user.token}`, cookie: "lang=ta" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "தமிழ்ப் பெயரைத் தமிழ் எழுத்துகளில் எழுதுங்கள்" });
  });

  it("refuses a name longer than 100 characters with 400", async () => {
    const user = await buildUser(app);
    const res = await save(app, user.token, buildPostFields({ tamilfirstname: "அ".repeat(101) }), false);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty("error");
  });

  it("another user cannot change them (403), and the memorial keeps its keys", async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const { id } = (await save(app, owner.token, buildPostFields({ firstname: "Parvathy", lastname: "Murugesu", tamilfirstname: "பார்வதி" }), false)).json();
    const res = await save(app, other.token, buildPostFields({ firstname: "Parvathy", lastname: "Murugesu", tamilfirstname: "வேறு" }), false, id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: MESSAGES.forbidden });
    expect(await stored(id)).toMatchObject({ tamilfirstname: "பார்வதி" });
    expect(await searchIds("பார்வ")).toEqual([id]);
    expect(await searchIds("வேறு")).toEqual([]);
  });
});
