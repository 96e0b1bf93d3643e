import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { comments, posts, tributes } from "../../db/schema";
import { buildTestApp } from "../../test/build-app";
import { API_TEST_NAME, buildPost, buildUser } from "../../test/factories";
import { builtWebApp } from "../../test/web-build";
import { counters } from "../comments/engagement-test-helpers";

/**
 * The memorial page's forms without the app (decision 037): posted as a browser posts a plain
 * form, to the page's address, answered with a redirect or with the page itself.
 */
const app = await buildTestApp({ webDist: builtWebApp() });
const author = await buildUser(app, { fullname: "Priya Kumar" });

let address = 0;
/** Each test posts from its own client address: the posting limit counts per address. */
const nextAddress = () => `198.51.100.${++address}`;

const visitor = { firstName: "Meena", lastName: "Raj", email: "meena@example.com", mobileNumber: "+94 77 555 0101", currentPlace: "Toronto" };

function postForm(
  blogId: string,
  fields: Record<string, string>,
  { from = nextAddress(), headers = {} }: { from?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: "POST",
    url: `/post/${blogId}`,
    remoteAddress: from,
    // What a browser sends with a form of the page's own site.
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", "sec-fetch-site": "same-origin", ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

const page = (url: string, cookie?: string) => app.inject({ method: "GET", url, headers: { accept: "text/html", ...(cookie ? { cookie } : {}) } });

/** The cookies a response sets, by name: value and attributes. */
function cookies(res: { headers: Record<string, unknown> }): Record<string, string> {
  const header = res.headers["set-cookie"];
  const list = Array.isArray(header) ? header : header ? [String(header)] : [];
  return Object.fromEntries(list.map((cookie: string) => [cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1)]));
}

/** The visible text of #root, as a visitor without JavaScript reads it. */
function rootText(html: string): string {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? "";
  return root
    .replace(/<svg[\s\S]*?<\/svg>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const storedComments = (postId: string) => app.db.select().from(comments).where(eq(comments.postId, postId));
const storedTributes = (postId: string) => app.db.select().from(tributes).where(eq(tributes.postId, postId));

describe("the memorial page's forms without the app", () => {
  it("posts a wall message: 303 to the memory wall, stored and counted, and the page thanks the visitor once", async () => {
    const post = await buildPost(app.db, author);
    // The visitor read the page first: its wall is kept in memory, as it was.
    expect(rootText((await page(`/post/${post.blogId}`)).body)).toContain("No memorials yet");
    const res = await postForm(post.blogId, { form: "memorial", text: "  Your kindness stays with us.  ", ...visitor });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/post/${post.blogId}#memory-wall`);
    const set = cookies(res);
    expect(set.kma_posted).toBe(`memorial.public; Path=/post/${post.blogId}; Max-Age=30; SameSite=Lax; HttpOnly`);
    // The writer's own reads take nothing computed before the write (decision 036).
    expect(set.kma_wrote).toMatch(/^\d+;/);

    const [stored] = await storedComments(post.id);
    expect(stored).toMatchObject({
      comment: "Your kindness stays with us.",
      firstName: "Meena",
      lastName: "Raj",
      email: "meena@example.com",
      residence: "Toronto",
      userId: null,
      status: "public",
    });
    expect(await counters(app, post.id)).toMatchObject({ comments: 1, parents: 1 });

    const back = await page(`/post/${post.blogId}`, `kma_posted=memorial.public; kma_wrote=${Date.now()}`);
    expect(back.statusCode).toBe(200);
    expect(back.headers["cache-control"]).toBe("private, no-store");
    expect(cookies(back).kma_posted).toBe(`; Path=/post/${post.blogId}; Max-Age=0; SameSite=Lax; HttpOnly`);
    const text = rootText(back.body);
    expect(text).toContain(MESSAGES.memorialAdded);
    expect(text).toContain("Your kindness stays with us.");
    expect(text).toContain("1 memorial and reply shared by family and friends.");

    // Once: the next visit is the page everyone gets.
    const again = await page(`/post/${post.blogId}`);
    expect(again.headers["cache-control"]).toBe("public, max-age=0, s-maxage=1");
    expect(rootText(again.body)).not.toContain(MESSAGES.memorialAdded);
  });

  it("posts a tribute: 303 to the tributes, stored and counted", async () => {
    const post = await buildPost(app.db, author);
    const res = await postForm(post.blogId, { form: "tribute", text: "Forever in our hearts.", ...visitor });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/post/${post.blogId}#tributes`);
    expect(cookies(res).kma_posted).toMatch(/^tribute\.public;/);
    expect(await storedTributes(post.id)).toMatchObject([{ tribute: "Forever in our hearts.", firstName: "Meena", currentPlace: "Toronto", status: "public" }]);
    expect(await counters(app, post.id)).toMatchObject({ tributes: 1 });

    const back = rootText((await page(`/post/${post.blogId}`, "kma_posted=tribute.public")).body);
    expect(back).toContain(MESSAGES.tributeAdded);
    expect(back).toContain(`1 tribute to ${API_TEST_NAME}.`);
  });

  it("answers bad input with the page: the spec's message beside the form, everything typed kept, nothing stored", async () => {
    const post = await buildPost(app.db, author);
    const res = await postForm(post.blogId, { form: "tribute", text: "Thank you, Master Kumar.", ...visitor, email: "meena@" });
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const html = res.body;
    // The message, as an alert, in the tribute panel (its id is the form's #, so the panel is open).
    const panel = html.slice(html.indexOf('id="tribute"'));
    expect(panel).toMatch(new RegExp(`<p role="alert" id="[^"]+" class="[^"]*">${MESSAGES.commenterEmailInvalid.replace(/[.]/g, "\\.")}</p>`));
    const email = /<input[^>]*name="email"[^>]*>/.exec(panel)?.[0] ?? "";
    expect(email).toContain('aria-invalid="true"');
    expect(email).toContain('value="meena@"');
    expect(panel).toContain(">Thank you, Master Kumar.</textarea>");
    for (const value of ["Meena", "Raj", "meena@", "+94 77 555 0101", "Toronto"]) expect(panel).toContain(`value="${value}"`);
    expect(html).toContain(`action="/post/${post.blogId}#tribute"`);
    expect(await storedTributes(post.id)).toEqual([]);
    expect(await counters(app, post.id)).toMatchObject({ tributes: 0 });

    const empty = await postForm(post.blogId, { form: "memorial", text: "   ", ...visitor });
    expect(empty.statusCode).toBe(400);
    expect(rootText(empty.body)).toContain(MESSAGES.commentRequired);
    expect(await storedComments(post.id)).toEqual([]);
  });

  it("thanks with the family's-approval words when the post is held for review (decision 024)", async () => {
    const post = await buildPost(app.db, author);
    await app.db.update(posts).set({ moderation: "review" }).where(eq(posts.id, post.id));
    const res = await postForm(post.blogId, { form: "memorial", text: "We remember him.", ...visitor });
    expect(res.statusCode).toBe(303);
    expect(cookies(res).kma_posted).toMatch(/^memorial\.held;/);
    expect(await storedComments(post.id)).toMatchObject([{ comment: "We remember him.", status: "held" }]);
    expect(await counters(app, post.id)).toMatchObject({ comments: 0 });

    const back = rootText((await page(`/post/${post.blogId}`, "kma_posted=memorial.held")).body);
    expect(back).toContain("Thank you. It will appear once the family approves it.");
    expect(back).not.toContain("We remember him.");
  });

  it("counts posts against the posting limit: the 31st in a minute from one address gets the page with the message", async () => {
    const post = await buildPost(app.db, author);
    const from = nextAddress();
    for (let i = 0; i < 30; i++) expect((await postForm(post.blogId, { form: "tribute", text: `Flowers ${i}`, ...visitor }, { from })).statusCode).toBe(303);
    const limited = await postForm(post.blogId, { form: "tribute", text: "One too many.", ...visitor }, { from });
    expect(limited.statusCode).toBe(429);
    expect(rootText(limited.body)).toContain(MESSAGES.tooManyRequests);
    expect(limited.body).toContain(">One too many.</textarea>");
    expect(await counters(app, post.id)).toMatchObject({ tributes: 30 });
  });

  it("refuses a form posted from another site, before it counts", async () => {
    const post = await buildPost(app.db, author);
    for (const headers of [{ "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }]) {
      const res = await postForm(post.blogId, { form: "memorial", text: "Posted from elsewhere.", ...visitor }, { headers });
      expect(res.statusCode).toBe(403);
      expect(rootText(res.body)).toContain(MESSAGES.forbidden);
    }
    // A browser that does not send Sec-Fetch-Site: its Origin, when it names one.
    const old = await app.inject({
      method: "POST",
      url: `/post/${post.blogId}`,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://elsewhere.example" },
      payload: new URLSearchParams({ form: "memorial", text: "Posted from elsewhere.", ...visitor }).toString(),
    });
    expect(old.statusCode).toBe(403);
    expect(await storedComments(post.id)).toEqual([]);

    // The site's own page under the no-referrer policy sends `Origin: null`: nothing to tell by.
    const own = await app.inject({
      method: "POST",
      url: `/post/${post.blogId}`,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "null" },
      payload: new URLSearchParams({ form: "memorial", text: "From an older browser.", ...visitor }).toString(),
    });
    expect(own.statusCode).toBe(303);
  });

  it("answers a memorial that is not there, or a draft, as its page does: 404", async () => {
    const draft = await buildPost(app.db, author, { draft: true });
    for (const blogId of ["no-such-memorial", draft.blogId]) {
      const res = await postForm(blogId, { form: "tribute", text: "Hello.", ...visitor });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    }
    expect(await storedTributes(draft.id)).toEqual([]);
  });

  it("answers a post that names no form with a 400 and stores nothing", async () => {
    const post = await buildPost(app.db, author);
    const res = await postForm(post.blogId, { text: "Which form?", ...visitor });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "form must be memorial or tribute" });
    expect(await counters(app, post.id)).toMatchObject({ comments: 0, tributes: 0 });
  });

  it("leaves the JSON API to JSON: a plain form cannot post to it", async () => {
    const post = await buildPost(app.db, author);
    const res = await app.inject({
      method: "POST",
      url: "/api/add-tribute",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ _id: post.id, "tributesObj[tribute]": "Hello" }).toString(),
    });
    expect(res.statusCode).toBe(415);
  });

  it("lets the page post its forms to itself under the Content-Security-Policy", async () => {
    const post = await buildPost(app.db, author);
    expect((await page(`/post/${post.blogId}`)).headers["content-security-policy"]).toContain("form-action 'self'");
  });
});
