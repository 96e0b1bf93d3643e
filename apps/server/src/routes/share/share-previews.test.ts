import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { posts } from "../../db/schema";
import { buildTestApp } from "../../test/build-app";
import { SAMPLE_MEMORIAL } from "@kma/core/test-fixtures/sample-memorial";
import { API_TEST_NAME, API_TEST_PERSON, buildPost, buildUser } from "../../test/factories";
import { CRAWLER, canonicalOf, makeFakeWebDist, tag, tagValues, titleOf } from "./share-test-helpers";

const app = await buildTestApp({ webDist: makeFakeWebDist(), rateLimit: false });
const site = app.config.publicUrl;
const author = await buildUser(app);
const page = (url: string, headers: Record<string, string> = CRAWLER) => app.inject({ method: "GET", url, headers });

/** The years of the memorial buildPost makes, and its title as the previews show it. */
const YEARS = `${API_TEST_PERSON.birthyear} – ${SAMPLE_MEMORIAL.deathyear}`;
const TITLE = `${API_TEST_NAME} (${YEARS}) | Keep Memories Alive`;

const GENERIC_TITLE = "Keep Memories Alive — obituaries and remembrance notices";
const GENERIC_DESCRIPTION =
  "Keep Memories Alive: publish obituaries and remembrance notices, and gather memories, photos and tributes from family and friends.";

function expectGenericTags(html: string, path: string) {
  expect(titleOf(html)).toBe(GENERIC_TITLE);
  expect(tag(html, "name", "description")).toBe(GENERIC_DESCRIPTION);
  expect(canonicalOf(html)).toBe(`${site}${path}`);
  expect(tag(html, "property", "og:type")).toBe("website");
  expect(tag(html, "property", "og:site_name")).toBe("Keep Memories Alive");
  expect(tag(html, "property", "og:image")).toBe(`${site}/api/og/site.jpg`);
  expect(tag(html, "property", "og:image:width")).toBe("1200");
  expect(tag(html, "property", "og:image:height")).toBe("630");
  expect(tag(html, "name", "twitter:card")).toBe("summary_large_image");
}

describe("share previews of a published memorial", () => {
  it("gives a crawler that accepts anything the page with the person's title, description, canonical URL and card", async () => {
    const post = await buildPost(app.db, author);
    const res = await page(`/post/${post.blogId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = res.body;
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-test.js"></script>');
    expect(titleOf(html)).toBe(TITLE);
    const description = "Obituary · Born Jaffna, Sri Lanka · Passed away Toronto, Canada. He taught us patience.";
    expect(tag(html, "name", "description")).toBe(description);
    expect(canonicalOf(html)).toBe(`${site}/post/${post.blogId}`);
    const image = `${site}/api/og/${post.blogId}.jpg?v=${post.updatedAt.getTime()}`;
    expect(tag(html, "property", "og:type")).toBe("article");
    expect(tag(html, "property", "og:site_name")).toBe("Keep Memories Alive");
    expect(tag(html, "property", "og:title")).toBe(TITLE);
    expect(tag(html, "property", "og:description")).toBe(description);
    expect(tag(html, "property", "og:url")).toBe(`${site}/post/${post.blogId}`);
    expect(tag(html, "property", "og:image")).toBe(image);
    expect(tag(html, "property", "og:image:width")).toBe("1200");
    expect(tag(html, "property", "og:image:height")).toBe("630");
    expect(tag(html, "property", "og:image:type")).toBe("image/jpeg");
    expect(tag(html, "property", "og:image:alt")).toBe(`${API_TEST_NAME}, ${YEARS}: in loving memory`);
    expect(tag(html, "property", "article:published_time")).toBe(post.publishedAt?.toISOString());
    expect(tag(html, "name", "twitter:card")).toBe("summary_large_image");
    expect(tag(html, "name", "twitter:title")).toBe(TITLE);
    expect(tag(html, "name", "twitter:description")).toBe(description);
    expect(tag(html, "name", "twitter:image")).toBe(image);
  });

  it("shows the name in Tamil script beside the English one in the title, description and image text", async () => {
    const post = await buildPost(app.db, author, { tamilfirstname: "சிவகுமார்", tamillastname: "இராசையா" });
    const html = (await page(`/post/${post.blogId}`)).body;
    const title = `${API_TEST_NAME} · சிவகுமார் இராசையா (${YEARS}) | Keep Memories Alive`;
    expect(titleOf(html)).toBe(title);
    expect(tag(html, "property", "og:title")).toBe(title);
    expect(tag(html, "name", "twitter:title")).toBe(title);
    const description = "சிவகுமார் இராசையா · Obituary · Born Jaffna, Sri Lanka · Passed away Toronto, Canada. He taught us patience.";
    expect(tag(html, "property", "og:description")).toBe(description);
    expect(tag(html, "property", "og:image:alt")).toBe(`${API_TEST_NAME} · சிவகுமார் இராசையா, ${YEARS}: in loving memory`);
  });

  it("does not repeat a Tamil name that is already the main name", async () => {
    const post = await buildPost(app.db, author, { firstname: "சிவகுமார்", lastname: "இராசையா", tamilfirstname: "சிவகுமார்", tamillastname: "இராசையா" });
    const html = (await page(`/post/${post.blogId}`)).body;
    expect(tag(html, "property", "og:title")).toBe(`சிவகுமார் இராசையா (${YEARS}) | Keep Memories Alive`);
    expect(tag(html, "property", "og:description")).toMatch(/^Obituary · /);
  });

  it("answers a crawler that sends no Accept header, and a browser, with the same tags", async () => {
    const post = await buildPost(app.db, author);
    const bare = await app.inject({ method: "GET", url: `/post/${post.blogId}`, headers: { "user-agent": "facebookexternalhit/1.1" } });
    const browser = await page(`/post/${post.blogId}?fbclid=abc`, { accept: "text/html,application/xhtml+xml,*/*;q=0.8" });
    for (const res of [bare, browser]) {
      expect(res.statusCode).toBe(200);
      expect(titleOf(res.body)).toBe(TITLE);
      expect(canonicalOf(res.body)).toBe(`${site}/post/${post.blogId}`);
    }
  });

  it("finds a post by its _id too, and still names it by its blog_id", async () => {
    const post = await buildPost(app.db, author);
    const html = (await page(`/post/${post.id}`)).body;
    expect(canonicalOf(html)).toBe(`${site}/post/${post.blogId}`);
  });

  it("escapes quotes, angle brackets and ampersands in the name, and keeps $& as text", async () => {
    const post = await buildPost(app.db, author, { firstname: 'Ann "<&', lastname: "O'Brien $& <script>x</script>" });
    const html = (await page(`/post/${post.blogId}`)).body;
    const name = `Ann "<& O'Brien $& <script>x</script>`;
    expect(titleOf(html)).toBe(`${name} (${YEARS}) | Keep Memories Alive`);
    expect(tag(html, "property", "og:title")).toBe(`${name} (${YEARS}) | Keep Memories Alive`);
    expect(tag(html, "property", "og:image:alt")).toBe(`${name}, ${YEARS}: in loving memory`);
    expect(html).toContain(`<title>Ann &quot;&lt;&amp; O&#39;Brien $&amp; &lt;script&gt;x&lt;/script&gt; (${API_TEST_PERSON.birthyear}`);
    expect(html).not.toContain("<script>x");
    expect(html).not.toContain('Ann "');
    // The head holds only the tags it should: nothing the name could have opened.
    expect(html.match(/<meta /g)).toHaveLength(1 + 17); // charset + the share tags
  });

  it("keeps the description short and plain, with the first sentence of the story", async () => {
    const story = `${"A gentle teacher who loved the sea and the people of his village ".repeat(6)}and more.\n\nSecond paragraph.`;
    const post = await buildPost(app.db, author, { title: "31st Remembrance", memorywall: story });
    const description = tag((await page(`/post/${post.blogId}`)).body, "name", "description");
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description).toMatch(/^31st Remembrance · Born Jaffna, Sri Lanka · Passed away Toronto, Canada\. A gentle teacher who loved/);
    expect(description).toMatch(/\S…$/);
    expect(description).not.toContain("Second paragraph");
  });

  it("changes the card's URL when the post changes, so crawlers fetch the new portrait", async () => {
    const post = await buildPost(app.db, author);
    const before = tag((await page(`/post/${post.blogId}`)).body, "property", "og:image");
    const updatedAt = new Date(post.updatedAt.getTime() + 60_000);
    await app.db.update(posts).set({ updatedAt }).where(eq(posts.id, post.id));
    const after = tag((await page(`/post/${post.blogId}`)).body, "property", "og:image");
    expect(after).not.toBe(before);
    expect(after).toBe(`${site}/api/og/${post.blogId}.jpg?v=${updatedAt.getTime()}`);
  });
});

describe("share previews in the reader's language", () => {
  const tamilTitle = `அமரர் ${API_TEST_NAME} (${YEARS}) | Keep Memories Alive`;
  const tamilDescription = "மரண அறிவித்தல் · பிறப்பிடம்: Jaffna, Sri Lanka · இறைவனடி சேர்ந்த இடம்: Toronto, Canada. He taught us patience.";

  it("gives a reader who chose Tamil (cookie lang=ta) the memorial's title and description in Tamil, names and story as written", async () => {
    const post = await buildPost(app.db, author);
    const html = (await page(`/post/${post.blogId}`, { ...CRAWLER, cookie: "lang=ta" })).body;
    expect(titleOf(html)).toBe(tamilTitle);
    expect(tag(html, "property", "og:title")).toBe(tamilTitle);
    expect(tag(html, "name", "description")).toBe(tamilDescription);
    expect(tag(html, "property", "og:description")).toBe(tamilDescription);
    expect(tag(html, "property", "og:image:alt")).toBe(`அமரர் ${API_TEST_NAME}, ${YEARS}: என்றும் அன்புடன் நினைவுகூருகின்றோம்`);
    expect(canonicalOf(html)).toBe(`${site}/post/${post.blogId}`);
  });

  it("gives a crawler (no cookie) English, and a ?lang=ta link the Tamil preview", async () => {
    const post = await buildPost(app.db, author, { title: "Year Remembrance" });
    const english = (await page(`/post/${post.blogId}`)).body;
    expect(titleOf(english)).toBe(TITLE);
    expect(tag(english, "property", "og:description")).toBe("Year Remembrance · Born Jaffna, Sri Lanka · Passed away Toronto, Canada. He taught us patience.");
    const tamil = (await page(`/post/${post.blogId}?lang=ta`)).body;
    expect(titleOf(tamil)).toBe(tamilTitle);
    expect(tag(tamil, "property", "og:description")).toMatch(/^ஆண்டு நினைவஞ்சலி · பிறப்பிடம்: Jaffna/);
  });

  it("gives other pages the site's title and description in Tamil", async () => {
    const html = (await page("/", { ...CRAWLER, cookie: "lang=ta" })).body;
    expect(titleOf(html)).toBe("Keep Memories Alive — மரண அறிவித்தல்களும் நினைவஞ்சலிகளும்");
    expect(tag(html, "property", "og:description")).toMatch(/^Keep Memories Alive: மரண அறிவித்தல்களையும்/);
    expect(tag(html, "property", "og:site_name")).toBe("Keep Memories Alive");
  });
});

describe("share previews that must not name anyone", () => {
  it("gives a draft the site's generic tags and never its name", async () => {
    const draft = await buildPost(app.db, author, { draft: true, firstname: "Secretfirst", lastname: "Hiddenlast" });
    const res = await page(`/post/${draft.blogId}`);
    expect(res.statusCode).toBe(200);
    expectGenericTags(res.body, `/post/${draft.blogId}`);
    expect(res.body).not.toMatch(/Secretfirst|Hiddenlast/);
  });

  it("answers an unknown blog id with 200 and the app's HTML with generic tags (the app shows its own not-found)", async () => {
    const res = await page("/post/nobody-here-abc123");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain('<div id="root"></div>');
    expectGenericTags(res.body, "/post/nobody-here-abc123");
  });
});

describe("share previews of other pages", () => {
  it("gives the home page the site's title, description and brand card, replacing the template's description", async () => {
    const res = await page("/", { accept: "text/html" });
    expect(res.statusCode).toBe(200);
    expectGenericTags(res.body, "/");
    expect(res.body).not.toContain("the app's own description");
  });

  it("gives any other page generic tags with its own canonical URL", async () => {
    const res = await page("/search/ravi?x=1");
    expect(res.statusCode).toBe(200);
    expectGenericTags(res.body, "/search/ravi");
  });

  it("names a profile by full name and username, even a username with a dot", async () => {
    const user = await buildUser(app, { username: `ravi.kumar${Date.now()}`, fullname: "Ravi Kumar", bio: "Teacher & friend." });
    const res = await page(`/user/${user.username}`);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(`Ravi Kumar (@${user.username}) | Keep Memories Alive`);
    expect(tag(res.body, "name", "description")).toBe("Teacher & friend.");
    expect(tag(res.body, "property", "og:type")).toBe("profile");
    expect(canonicalOf(res.body)).toBe(`${site}/user/${user.username}`);
    expect(tagValues(res.body, "property", "og:image")).toEqual([`${site}/api/og/site.jpg`]);
  });

  it("gives an unknown profile the generic tags", async () => {
    expectGenericTags((await page("/user/no-such-person")).body, "/user/no-such-person");
  });
});

describe("what still answers JSON", () => {
  it("answers a missing asset file with a JSON 404, not the app", async () => {
    const res = await page("/assets/missing.js");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Not found" });
    expect((await page("/favicon-missing.png")).statusCode).toBe(404);
  });

  it("still serves the asset files that exist", async () => {
    const res = await page("/assets/index-test.js");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("console.log");
  });

  it("answers an unknown API path with a JSON 404", async () => {
    for (const headers of [CRAWLER, { accept: "text/html" }]) {
      const res = await page("/api/nope", headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toHaveProperty("error");
    }
  });

  it("answers a client that asks only for JSON with a JSON 404 on a page path", async () => {
    const res = await page("/contact", { accept: "application/json" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Not found" });
  });

  it("serves the app for a path with no file extension to a client that accepts anything", async () => {
    const res = await page("/dashboard/posts");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain('<div id="root"></div>');
  });
});
