import { describe, expect, it } from "vitest";
import { localToday } from "@kma/core/posts/remembrance-dates";
import { counterMismatches } from "../../db/bulk-data";
import { buildTestApp, get, post } from "../../test/build-app";
import { buildPostFields, buildUser } from "../../test/factories";
import { makeFakeWebDist, tag } from "../share/share-test-helpers";

/**
 * Unlisted memorials (decision 020): 'anyone with the link' opens and shares one, but
 * no public list, search, count or search engine shows it.
 */
const app = await buildTestApp({ webDist: makeFakeWebDist() });
const author = await buildUser(app);
const visitor = await buildUser(app);

// Died on today's date ten years ago: an anniversary this week (upcoming-remembrances).
const [year, month, day] = localToday().split("-").map(Number) as [number, number, number];
const died = { deathdate: String(day), deathmonth: String(month), deathyear: String(year - 10), birthyear: String(year - 80) };

async function save(firstname: string, visibility: "public" | "unlisted", id?: string) {
  const fields = buildPostFields({ firstname, lastname: "Velupillai", birthcity: "Point Pedro", title: "Obituary", visibility, ...died });
  const res = await post(app, "/create-post", { ...fields, draft: false, ...(id ? { id } : {}) }, author.token);
  expect(res.statusCode).toBe(200);
  return res.json().id as string;
}

const blogIds = (res: { json: () => { blogs: Array<{ blog_id: string }> } }) => res.json().blogs.map((b) => b.blog_id);

/** Every public list and count a listed memorial appears in, as the given caller reads it. */
async function everyList(token?: string) {
  return {
    feed: blogIds(await post(app, "/latest-posts", { page: 1 }, token)),
    feedCount: (await post(app, "/all-latest-posts-count", {}, token)).json().totalDocs as number,
    byName: blogIds(await post(app, "/search-posts", { query: "velupillai", page: 1 }, token)),
    byNameCount: (await post(app, "/search-posts-count", { query: "velupillai" }, token)).json().totalDocs as number,
    byCategory: blogIds(await post(app, "/search-posts", { title: "Obituary", page: 1 }, token)),
    categoryCount: (await post(app, "/search-posts-count", { title: "Obituary" }, token)).json().totalDocs as number,
    byPlace: blogIds(await post(app, "/search-posts", { query: "point pedro", title: "place", page: 1 }, token)),
    placeChips: (await post(app, "/search-posts-count", { places: ["Point Pedro"] }, token)).json().counts as Record<string, number>,
    recent: blogIds(await post(app, "/search-posts", { title: "Recent", page: 1 }, token)),
    profile: blogIds(await post(app, "/search-posts", { author: author.id, page: 1 }, token)),
    profileCount: (await post(app, "/search-posts-count", { author: author.id }, token)).json().totalDocs as number,
    mostEngaged: blogIds(await get(app, "/most-engaged-posts", token)),
    upcoming: blogIds(await get(app, "/posts/upcoming-remembrances", token)),
  };
}

describe("an unlisted memorial", () => {
  it("is in no feed, search, count, chip, profile list, most-engaged or upcoming list, for anyone", async () => {
    const listed = await save("Listed", "public");
    const unlisted = await save("Hidden", "unlisted");
    for (const token of [undefined, visitor.token, author.token]) {
      const lists = await everyList(token);
      expect(lists).toEqual({
        feed: [listed],
        feedCount: 1,
        byName: [listed],
        byNameCount: 1,
        byCategory: [listed],
        categoryCount: 1,
        byPlace: [listed],
        placeChips: { "Point Pedro": 1 },
        recent: [listed],
        profile: [listed],
        profileCount: 1,
        mostEngaged: [listed],
        upcoming: [listed],
      });
      expect(JSON.stringify(lists)).not.toContain(unlisted);
    }
    expect(await counterMismatches(app.db)).toEqual([]);
  });

  it("opens by its link for anyone, shows on its author's dashboard, and takes flowers and messages", async () => {
    const blogId = await save("Linked", "unlisted");
    const { blog } = (await post(app, "/get-post", { post_id: blogId })).json();
    expect(blog).toMatchObject({ blog_id: blogId, firstname: "Linked", visibility: "unlisted" });
    expect((await post(app, "/get-post", { post_id: blogId }, visitor.token)).statusCode).toBe(200);
    expect(blogIds(await post(app, "/user-written-posts", { page: 1 }, author.token))).toContain(blogId);
    expect((await post(app, "/like-post", { _id: blog._id, islikedByUser: false }, visitor.token)).statusCode).toBe(200);
  });

  it("shares normally, but tells search engines not to list it, in the page and in a header", async () => {
    const blogId = await save("Shared", "unlisted");
    const res = await app.inject({ method: "GET", url: `/post/${blogId}`, headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(200);
    expect(tag(res.body, "name", "robots")).toBe("noindex");
    expect(res.headers["x-robots-tag"]).toBe("noindex");
    expect(tag(res.body, "property", "og:title")).toContain("Shared Velupillai");
    const card = await app.inject({ method: "GET", url: `/api/og/${blogId}.jpg` });
    expect(card.statusCode).toBe(200);
    expect(card.headers["content-type"]).toBe("image/jpeg");

    const listed = await app.inject({ method: "GET", url: `/post/${await save("Open", "public")}`, headers: { accept: "text/html" } });
    expect(listed.body).not.toContain('name="robots"');
    expect(listed.headers["x-robots-tag"]).toBeUndefined();
  });

  it("joins every list when its family makes it public, and leaves them again when unlisted", async () => {
    const blogId = await save("Turning", "unlisted");
    const searchTurning = async () => blogIds(await post(app, "/search-posts", { query: "turning", page: 1 }));
    expect(await searchTurning()).toEqual([]);
    await save("Turning", "public", blogId);
    expect(await searchTurning()).toEqual([blogId]);
    expect(blogIds(await post(app, "/latest-posts", { page: 1 }))).toContain(blogId);
    await save("Turning", "unlisted", blogId);
    expect(await searchTurning()).toEqual([]);
    expect(blogIds(await post(app, "/latest-posts", { page: 1 }))).not.toContain(blogId);
    expect(await counterMismatches(app.db)).toEqual([]);
  });
});
