import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { PLACES } from "@kma/core/enums";
import type { PostFields } from "@kma/core/posts/post-schemas";
import { rebuildSearchData } from "../../db/rebuild-search-data";
import { countPostsByPlace, resolvePostSearch, searchPosts, type PostSearch } from "../../services/search-posts";
import { buildTestApp, post, type TestApp } from "../../test/build-app";
import { buildPostFields, buildUser } from "../../test/factories";

/**
 * Decision 010: search keys and key counts are kept by the database in the statement that
 * writes the post. These tests write through the routes (create-post, delete-post) and read
 * through search-posts and search-posts-count, as a visitor would.
 */
type Card = { blog_id: string; firstname: string };
type User = Awaited<ReturnType<typeof buildUser>>;

/** Born and died in a city (its own town too), of a country: both are places of the post. */
const place = (birthcity: string, deathcity: string, country = "Sri Lanka") => ({
  birthplace: birthcity,
  birthcity,
  birthcountry: birthcity === "Jaffna" || birthcity === "Kilinochchi" ? "Sri Lanka" : country,
  deathplace: deathcity,
  deathcity,
  deathcountry: country,
});

async function publish(app: TestApp, user: User, fields: Partial<PostFields>, options: { id?: string; draft?: boolean } = {}) {
  const res = await post(
    app,
    "/create-post",
    { ...buildPostFields({ nickname: "", ...fields }), draft: options.draft ?? false, ...(options.id ? { id: options.id } : {}) },
    user.token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
}

const search = async (app: TestApp, body: Record<string, unknown>) => {
  const res = await post(app, "/search-posts", { page: 1, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().blogs as Card[]).map((b) => b.blog_id);
};
const total = async (app: TestApp, body: Record<string, unknown>) => (await post(app, "/search-posts-count", body)).json().totalDocs as number;
const chips = async (app: TestApp, places: string[] = [...PLACES]) =>
  (await post(app, "/search-posts-count", { places })).json().counts as Record<string, number>;

/** Each place's published posts counted from the posts themselves. */
async function countedFromRows(app: TestApp, places: readonly string[]) {
  const out: Record<string, number> = {};
  for (const p of places) {
    const result = (await app.db.execute(sql`select count(*)::int as n from posts where not draft and ${p.toLowerCase()} = any(places)`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    out[p] = result.rows[0].n;
  }
  return out;
}

/** Straight from the services, past any response cache: for writes made around the routes (raw SQL, a rebuild). */
const searchedNow = async (app: TestApp, query: string) =>
  (await searchPosts(app.db, resolvePostSearch({ query }) as PostSearch, 1)).map((row) => row.post.blogId);
const chipsNow = (app: TestApp, places: string[] = [...PLACES]) =>
  countPostsByPlace(app.db, resolvePostSearch({}, { anyFilterOptional: true }) as PostSearch, places);

const keysOf = async (app: TestApp, blogId: string) => {
  const result = (await app.db.execute(
    sql`select k.key from post_search_keys k join posts p on p.id = k.post_id and p.published_at = k.published_at where p.blog_id = ${blogId} order by k.key`,
  )) as unknown as { rows: Array<{ key: string }> };
  return result.rows.map((r) => r.key);
};

describe("search keys: names in Latin and Tamil script, titles and places", async () => {
  const app = await buildTestApp({ rateLimit: false });
  const user = await buildUser(app);
  const tamil = await publish(app, user, { firstname: "சிவகுமார்", lastname: "தேவராஜா", ...place("யாழ்ப்பாணம்", "Toronto", "Canada") });
  const accented = await publish(app, user, { firstname: "Sélvarâjah", lastname: "Nadarajah", ...place("Jaffna", "Zürich", "Switzerland") });
  const longName = await publish(app, user, {
    title: "Year Remembrance",
    firstname: "Kathirgamanathan",
    lastname: "Sivasubramaniam",
    ...place("Jaffna", "Jaffna"),
  });

  it.each([["சிவ"], ["சிவகு"], ["சிவகுமார்"], ["தேவ"], ["யாழ்"], ["சிவகுமார் தேவராஜா"]])("the Tamil name is found by %s", async (query) => {
    expect(await search(app, { query })).toEqual([tamil]);
    expect(await total(app, { query })).toBe(1);
  });

  it("a Tamil prefix does not match letters without their vowel signs", async () => {
    // "சவ" is சிவ with the vowel sign removed: the old folding made them equal.
    expect(await search(app, { query: "சவ" })).toEqual([]);
  });

  it.each(["selvarajah", "SELVA", "sélva", "Sélvarâjah", "zurich", "ZÜRICH"])("the accented name is found by %s", async (query) => {
    expect(await search(app, { query })).toEqual([accented]);
  });

  it.each(["kathirgamanathan", "Kathirgaman", "kathirgama", "sivasubramaniam jaffna", "kathirgamanathan sivasub"])(
    "a word longer than a stored prefix (%s) is checked in full",
    async (query) => {
      expect(await search(app, { query })).toEqual([longName]);
      expect(await total(app, { query })).toBe(1);
    },
  );

  it("title and place keys: Remembrance, a category, a Tamil place", async () => {
    expect(await search(app, { title: "Remembrance" })).toEqual([longName]);
    expect(await search(app, { title: "Obituary" })).toEqual([accented, tamil]);
    expect(await search(app, { title: "place", query: "யாழ்ப்பாணம்" })).toEqual([tamil]);
    expect(await total(app, { title: "place", query: "Jaffna" })).toBe(2);
    expect(await chips(app, ["Jaffna", "யாழ்ப்பாணம்", "Canada"])).toEqual({ Jaffna: 2, யாழ்ப்பாணம்: 1, Canada: 1 });
  });

  it("the keys a post gets when saved are exactly those rebuildSearchData derives", async () => {
    const before = await Promise.all([tamil, accented, longName].map((id) => keysOf(app, id)));
    expect(before[0]).toEqual(expect.arrayContaining(["w:சிவகுமார்", "w:சி", "p:யாழ்ப்பாணம்", "t:Obituary"]));
    expect(before[1]).toEqual(expect.arrayContaining(["w:selvarajah", "p:zurich"]));
    expect(before[2]).toEqual(expect.arrayContaining(["w:kathirgama", "t:Year Remembrance", "t:Remembrance"]));
    const countsBefore = await chipsNow(app, ["Jaffna", "Canada", "Switzerland", "யாழ்ப்பாணம்"]);
    expect(countsBefore).toEqual({ Jaffna: 2, Canada: 1, Switzerland: 1, யாழ்ப்பாணம்: 1 });
    await rebuildSearchData(app.db);
    expect(await Promise.all([tamil, accented, longName].map((id) => keysOf(app, id)))).toEqual(before);
    expect(await chipsNow(app, ["Jaffna", "Canada", "Switzerland", "யாழ்ப்பாணம்"])).toEqual(countsBefore);
  });

  it("two names with the same first 10 letters: the longer query finds only its own", async () => {
    const other = await publish(app, user, { firstname: "Kathirgamarajah", lastname: "Somasundaram", ...place("Jaffna", "Jaffna") });
    expect(await search(app, { query: "kathirgama" })).toEqual([other, longName]);
    expect(await search(app, { query: "kathirgaman" })).toEqual([longName]);
    expect(await search(app, { query: "kathirgamar" })).toEqual([other]);
    expect(await total(app, { query: "kathirgamanathan" })).toBe(1);
  });
});

describe("search follows every write at once", async () => {
  const app = await buildTestApp({ rateLimit: false });
  const user = await buildUser(app);
  const other = await buildUser(app);

  it("an edit that changes the name and places moves the post in search and in the counts", async () => {
    const id = await publish(app, user, { firstname: "Arulampalam", lastname: "Murugesu", ...place("Jaffna", "Jaffna") });
    expect(await search(app, { query: "arul" })).toEqual([id]);
    const jaffna = (await chips(app)).Jaffna;

    await publish(app, user, { firstname: "Balasingham", lastname: "Murugesu", ...place("Kilinochchi", "Essen", "Germany") }, { id });
    expect(await search(app, { query: "arul" })).toEqual([]);
    expect(await search(app, { query: "bala" })).toEqual([id]);
    expect(await search(app, { title: "place", query: "Jaffna" })).not.toContain(id);
    expect(await search(app, { title: "place", query: "Germany" })).toContain(id);
    expect((await chips(app)).Jaffna).toBe(jaffna - 1);
    expect(await chips(app)).toEqual(await countedFromRows(app, PLACES));
  });

  it("moving a post back to draft takes it out of search and counts; publishing it again brings it back", async () => {
    const fields = { firstname: "Draftback", lastname: "Velupillai", ...place("Kilinochchi", "Kilinochchi") };
    const id = await publish(app, user, fields);
    expect(await search(app, { query: "draftback" })).toEqual([id]);
    await publish(app, user, fields, { id, draft: true });
    expect(await search(app, { query: "draftback" })).toEqual([]);
    expect(await total(app, { title: "place", query: "Kilinochchi" })).toBe((await countedFromRows(app, ["Kilinochchi"])).Kilinochchi);
    await publish(app, user, fields, { id });
    expect(await search(app, { query: "draftback" })).toEqual([id]);
    expect(await chips(app)).toEqual(await countedFromRows(app, PLACES));
  });

  it("a draft never gets keys", async () => {
    await publish(app, user, { firstname: "Onlyadraft", lastname: "Kandiah" }, { draft: true });
    expect(await search(app, { query: "onlyadraft" })).toEqual([]);
    expect(await total(app, { query: "onlyadraft" })).toBe(0);
  });

  it("a delete removes the post from search and its places' counts", async () => {
    const id = await publish(app, user, { firstname: "Deletedsoon", lastname: "Thambiah", ...place("Jaffna", "London", "United Kingdom") });
    const before = await chips(app);
    expect(await search(app, { query: "deletedsoon" })).toEqual([id]);
    const res = await post(app, "/delete-post", { blog_id: id }, user.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await search(app, { query: "deletedsoon" })).toEqual([]);
    expect(await chips(app)).toEqual({ ...before, Jaffna: before.Jaffna - 1, "United Kingdom": before["United Kingdom"] - 1 });
  });

  it("20 publishes at once leave every place count equal to its rows", async () => {
    const cities = ["Jaffna", "Kilinochchi"];
    const countries = [
      ["Toronto", "Canada"],
      ["Essen", "Germany"],
      ["London", "United Kingdom"],
      ["Zürich", "Switzerland"],
    ];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        publish(app, i % 2 ? user : other, {
          firstname: `Parallel${i}`,
          lastname: "Ratnam",
          ...place(cities[i % 2], countries[i % 4][0], countries[i % 4][1]),
        }),
      ),
    );
    expect(await chips(app)).toEqual(await countedFromRows(app, PLACES));
    expect(await total(app, { query: "parallel" })).toBe(20);
  });

  it("a deleted account takes its posts out of search and the counts (the cascade from users)", async () => {
    const leaving = await buildUser(app);
    await publish(app, leaving, { firstname: "Leavingsoon", lastname: "Ratnam", ...place("Jaffna", "Jaffna") });
    expect(await search(app, { query: "leavingsoon" })).toHaveLength(1);
    await app.db.execute(sql`delete from users where id = ${leaving.id}`);
    expect(await searchedNow(app, "leavingsoon")).toEqual([]);
    expect(await chipsNow(app)).toEqual(await countedFromRows(app, PLACES));
  });
});

describe("paging a prefix search", async () => {
  const app = await buildTestApp({ rateLimit: false });
  const user = await buildUser(app);
  const ids: string[] = [];
  for (let i = 0; i < 25; i++) ids.unshift(await publish(app, user, { firstname: `Pagewalk${i}`, lastname: i % 2 ? "Kandiah" : "Rasiah" }));

  it("pages of 10, newest first, with no repeat and no gap, and the total matches", async () => {
    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push(await search(app, { query: "pagew", page }));
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5, 0]);
    expect(pages.flat()).toEqual(ids);
    expect(await total(app, { query: "pagew" })).toBe(25);
  });

  it("a second word narrows every page the same way", async () => {
    const pages = [await search(app, { query: "pagew kand", page: 1 }), await search(app, { query: "pagew kand", page: 2 })];
    expect(pages.flat()).toEqual(ids.filter((_, i) => (24 - i) % 2 === 1));
    expect(await total(app, { query: "kand pagew" })).toBe(12);
  });
});
