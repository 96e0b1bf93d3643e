import crypto from "node:crypto";
import zlib from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_MEMORIAL } from "@kma/core/test-fixtures/sample-memorial";
import { posts } from "../db/schema";
import { canonicalOf, tag, titleOf } from "../routes/share/share-test-helpers";
import { buildApp } from "../app";
import { buildTestApp } from "../test/build-app";
import { API_TEST_NAME, API_TEST_PERSON, buildPost, buildPostFields, buildUser } from "../test/factories";
import { builtWebApp } from "../test/web-build";
import { BOOT_SCRIPT } from "../services/boot-script";

/** Public pages rendered on the server from the real web app's build (apps/web/src/entry-server.tsx). */
// Posts are made straight in the database here, around the API whose reads are cached: off.
// React renders in a worker thread (decision 050), whatever the machine's cores.
const app = await buildTestApp({ webDist: builtWebApp(), rateLimit: false, responseCache: false, renderThreads: 1 });
const site = app.config.publicUrl;
const author = await buildUser(app, { username: `priya${Date.now()}`, fullname: "Priya Kumar" });
const page = (url: string) => app.inject({ method: "GET", url, headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" } });

const UPLOAD_KEY = "0b5f4a52-7c1e-4a8e-9d3b-2f6c8e1a9b0d";
const uploadUrl = `${site}/api/uploads/${UPLOAD_KEY}`;
const variants = `/api/uploads/${UPLOAD_KEY}?w=320 320w, /api/uploads/${UPLOAD_KEY}?w=640 640w, /api/uploads/${UPLOAD_KEY}?w=1280 1280w`;

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

function pageState(html: string) {
  const json = /<script type="application\/json" id="kma-page-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error("no page state");
  return JSON.parse(json) as { queries: { queries: Array<{ queryKey: unknown[]; state: { data: unknown; status: string } }> } };
}

const head = (html: string) => html.slice(0, html.indexOf("</head>"));

type Injects = Pick<typeof app, "inject">;

/** A visitor's message on a memorial's wall, as the page's form sends it (Anita in Colombo unless `from` says otherwise). */
const leaveMessage = (target: Injects, postId: string, comment: string, from: Record<string, string> = {}) =>
  target.inject({
    method: "POST",
    url: "/api/add-comment",
    payload: {
      _id: postId,
      commentsObj: {
        comment,
        commenterFirstName: "Anita",
        commenterLastName: "Rajan",
        email: "anita@example.com",
        mobileNumber: "+94 77 123 4567",
        currentPlace: "Colombo",
        ...from,
      },
    },
  });

/** The family publishing a memorial, or saving it again, through the API. */
const publish = (target: Injects, token: string, blogId: string, firstname: string) =>
  target.inject({
    method: "POST",
    url: "/api/create-post",
    headers: { authorization: `Bearer ${token}` },
    payload: { ...buildPostFields({ firstname }), draft: false, id: blogId },
  });

type QueryLogger = { logQuery: (query: string, params: unknown[]) => void };

/**
 * Every statement `db` runs while `work` does, as drizzle's query logger sees them (and
 * `onStatement` as they run). The logger is changed in place: a statement drizzle prepared
 * before (db/shaped-statements.ts) logs through the logger it was prepared with.
 */
async function statementsDuring(db: typeof app.db, work: () => Promise<unknown>, onStatement: (query: string) => void = () => {}): Promise<string[]> {
  const logger = (db as unknown as { session: { logger: QueryLogger } }).session.logger;
  const own = Object.hasOwn(logger, "logQuery");
  const original = logger.logQuery;
  const seen: string[] = [];
  logger.logQuery = (query, params) => {
    seen.push(query);
    onStatement(query);
    original.call(logger, query, params);
  };
  try {
    await work();
  } finally {
    if (own) logger.logQuery = original;
    else delete (logger as Partial<QueryLogger>).logQuery;
  }
  return seen;
}

/** The reads (select statements of tables) `db` runs while `work` does (and every statement to `onStatement` as it runs). */
async function readsDuring(db: typeof app.db, work: () => Promise<unknown>, onStatement?: (query: string) => void): Promise<string[]> {
  // Reads of tables only: not the read counter's batched writes, nor a write's record of its changes.
  return (await statementsDuring(db, work, onStatement)).filter((query) => /^\s*select\s[\s\S]*\sfrom\s/i.test(query));
}

/** What `signal` resolves to, or "after" if it has not within 3 s: a wait that shows which came first without hanging. */
const firstOrAfter = (signal: Promise<string>) => Promise.race([signal, new Promise<string>((resolve) => setTimeout(() => resolve("after"), 3000))]);

describe("a memorial page, rendered on the server", () => {
  it("answers 200 HTML that already shows the name, dates, portrait, story and services", async () => {
    const post = await buildPost(app.db, author, { profilebanner: uploadUrl });
    const res = await page(`/post/${post.blogId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    // The same HTML for everyone (rendered signed out): a proxy may keep it a second; a browser revalidates.
    expect(res.headers["cache-control"]).toBe("public, max-age=0, s-maxage=1");
    const text = rootText(res.body);
    for (const shown of [
      API_TEST_NAME,
      `12 Apr, ${API_TEST_PERSON.birthyear}`,
      "3 Feb, 2024",
      "Jaffna, Sri Lanka",
      "He taught us patience.",
      "He loved the sea at Casuarina beach.",
      "Chapel Ridge Funeral Home, Markham",
      "Viewing",
    ]) {
      expect(text).toContain(shown);
    }
    expect(res.body).toContain(`alt="Portrait of ${API_TEST_NAME}"`);
  });

  it("shows the memory wall's first messages, so a visitor reads them without the app", async () => {
    const post = await buildPost(app.db, author, { firstname: "Walled", lastname: "Garden" });
    const res = await leaveMessage(app, post.id, "Your kindness stays with us", {
      commenterFirstName: "Meena",
      commenterLastName: "Raj",
      email: "meena@example.com",
      mobileNumber: "+94 77 555 0101",
      currentPlace: "Toronto",
    });
    expect(res.statusCode).toBe(200);
    const html = (await page(`/post/${post.blogId}`)).body;
    expect(rootText(html)).toContain("Your kindness stays with us");
    expect(rootText(html)).toContain("Meena Raj");
    // The writer's contact details stay out of the page and its state.
    expect(html).not.toContain("meena@example.com");
    expect(html).not.toContain("555 0101");
  });

  it("leaves the family's phone numbers out of the markup, the page state and the head (decision 020)", async () => {
    const post = await buildPost(app.db, author, {
      contactcontactnumber: "+94 21 222 3344",
      survivingmembers: [
        { survivingmembername: "Priya Kumar", survivingmemberrelationship: "Daughter", survivingmembermobilenumber: "+94 77 987 6543" },
        { survivingmembername: "Arun Kumar", survivingmemberrelationship: "Son", survivingmembermobilenumber: "+94 71 765 4321", phonevisibility: "hidden" },
      ],
    });
    const html = (await page(`/post/${post.blogId}`)).body;
    // Not the example number of the page's own forms' mobile field (+94 77 123 4567, decision 037).
    for (const phone of ["+94 21 222 3344", "+94 77 987 6543", "+94 71 765 4321"]) {
      for (const form of [phone, phone.replace(/\s/g, ""), phone.replace(/\D/g, "")]) expect(html).not.toContain(form);
    }
    const text = rootText(html);
    expect(text).toContain("Connect With Family");
    expect(text).toContain("Arun Kumar");
    expect(text.match(/Sign in to see the number/g)).toHaveLength(2);
  });

  it("carries the memorial's share tags in its head, once each", async () => {
    const post = await buildPost(app.db, author);
    const html = (await page(`/post/${post.blogId}`)).body;
    const title = `${API_TEST_NAME} (${API_TEST_PERSON.birthyear} – ${SAMPLE_MEMORIAL.deathyear}) | Keep Memories Alive`;
    expect(titleOf(html)).toBe(title);
    expect(canonicalOf(html)).toBe(`${site}/post/${post.blogId}`);
    expect(tag(html, "property", "og:title")).toBe(title);
    expect(tag(html, "property", "og:image")).toBe(`${site}/api/og/${post.blogId}.jpg?v=${post.updatedAt.getTime()}`);
    expect(tag(html, "name", "twitter:card")).toBe("summary_large_image");
  });

  it("preloads the portrait from its 320/640/1280 copies and sizes it, never lazily", async () => {
    const post = await buildPost(app.db, author, { profilebanner: uploadUrl });
    const html = (await page(`/post/${post.blogId}`)).body;
    expect(head(html)).toContain(
      `<link rel="preload" as="image" imageSrcSet="${variants}" imageSizes="(min-width: 640px) 208px, 160px" fetchPriority="high"/>`,
    );
    const portrait = new RegExp(`<img [^>]*alt="Portrait of ${API_TEST_NAME}"[^>]*>`).exec(html)?.[0] ?? "";
    expect(portrait).toContain(`srcSet="${variants}"`);
    expect(portrait).toContain('width="208"');
    expect(portrait).toContain('height="208"');
    expect(portrait).not.toContain("loading=");
  });

  it("asks for no JavaScript with the page: its boot script fetches the app and the screen's code after the first paint (decisions 030, 033)", async () => {
    const post = await buildPost(app.db, author);
    const res = await page(`/post/${post.blogId}`);
    expect(res.body).not.toMatch(/<script[^>]* src=/);
    expect(res.body).not.toContain('rel="modulepreload"');
    const files = JSON.parse(/<script type="application\/json" id="kma-boot">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? "[]") as string[];
    expect(files[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    // The screen's code is preloaded with the entry, not asked for after the entry has run.
    expect(files.some((file) => /^\/assets\/memorial-page-[\w-]+\.js$/.test(file))).toBe(true);
    for (const file of files) expect((await app.inject({ method: "GET", url: file })).statusCode).toBe(200);

    // The one inline script runs because the Content-Security-Policy names its hash.
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toHaveLength(1);
    const hash = crypto.createHash("sha256").update(inline[0]).digest("base64");
    expect(res.headers["content-security-policy"]).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it("gives each timed service a hidden '… your time' line the boot script can fill without the app", async () => {
    const post = await buildPost(app.db, author);
    const res = await page(`/post/${post.blogId}`);
    const lines = [...res.body.matchAll(/<span class="[^"]*" hidden="" data-your-time="([^"]+)"><\/span>/g)].map((m) =>
      JSON.parse(m[1]!.replaceAll("&quot;", '"')),
    );
    // The funeral service and the viewing, both in Markham.
    expect(lines).toHaveLength(2);
    expect(lines[0]).toEqual({
      start: Date.parse("2024-02-10T15:00:00Z"),
      end: Date.parse("2024-02-10T18:00:00Z"),
      zone: "America/Toronto",
      placeDay: Date.UTC(2024, 1, 10) / 86_400_000,
      placeClock: "10:00 AM",
      days: ["Thursday, 8 February 2024", "Friday, 9 February 2024", "Saturday, 10 February 2024", "Sunday, 11 February 2024", "Monday, 12 February 2024"],
      text: "{time} your time",
    });
    // The page's boot script is what fills them.
    expect(res.body).toContain(`<script>${BOOT_SCRIPT}</script>`);
  });

  it("keeps the app's own script tags on a page the browser renders", async () => {
    const res = await page("/dashboard/posts");
    expect(res.body).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    expect(res.body).not.toContain('id="kma-boot"');
  });

  it("counts one read, and hands the browser the memorial under the key the screen reads", async () => {
    const post = await buildPost(app.db, author);
    const html = (await page(`/post/${post.blogId}`)).body;
    await app.postReads.flush(app.db); // reads are written once a second
    const [after] = await app.db.select({ reads: posts.totalReads }).from(posts).where(eq(posts.id, post.id));
    expect(after.reads).toBe(post.totalReads + 1);
    const query = pageState(html).queries.queries.find((q) => q.queryKey[0] === "memorial-post");
    // Rendered for a visitor (no viewer): a signed-in browser keeps it as the visitor's copy.
    expect(query?.queryKey).toEqual(["memorial-post", post.blogId, null]);
    expect(query?.state).toMatchObject({
      status: "success",
      data: { blog_id: post.blogId, firstname: API_TEST_PERSON.firstname, activity: { total_reads: post.totalReads + 1 } },
    });
  });

  it("reads its memorial once for the share preview and the page: four reads in all, the memorial and its album, wall and tributes (decision 046)", async () => {
    const post = await buildPost(app.db, author);
    const reads = await readsDuring(app.db, () => page(`/post/${post.blogId}`));
    expect(reads).toHaveLength(4);
    expect(reads.filter((query) => /\bfrom "posts"/.test(query))).toHaveLength(1);
    for (const table of ["image_entries", "comments", "tributes"]) expect(reads.some((query) => query.includes(`from "${table}"`))).toBe(true);
  });

  it("starts React's render while its share tags are still being made: the render's reads do not wait for them", async () => {
    const post = await buildPost(app.db, author, { firstname: "Beside", lastname: "TheTags" });
    let wallRead: () => void = () => {};
    const renderReachedTheWall = new Promise<string>((resolve) => (wallRead = () => resolve("beside")));
    const outcomes: string[] = [];
    // A rewriter ahead of the share previews' that finishes only once the render has read the
    // memorial's wall, the read that follows the memorial's (or, rendered after the tags, gives up).
    const waitForTheRender = async () => {
      outcomes.push(await firstOrAfter(renderReachedTheWall));
      return null;
    };
    app.htmlRewriters.unshift(waitForTheRender);
    try {
      const reads = await readsDuring(
        app.db,
        async () => {
          const sent = await page(`/post/${post.blogId}`);
          expect(titleOf(sent.body)).toContain("Beside TheTags");
          expect(rootText(sent.body)).toContain("Beside TheTags");
        },
        (query) => query.includes('from "comments"') && wallRead(),
      );
      expect(reads.some((query) => query.includes('from "comments"'))).toBe(true);
      expect(outcomes).toEqual(["beside"]);
    } finally {
      app.htmlRewriters.splice(app.htmlRewriters.indexOf(waitForTheRender), 1);
    }
  });

  it("keeps a name that looks like markup as text, in the page and in its state", async () => {
    const post = await buildPost(app.db, author, { firstname: "</script><script>alert(1)</script>", lastname: "<!--" });
    const html = (await page(`/post/${post.blogId}`)).body;
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<!--<");
    const state = pageState(html).queries.queries.find((q) => q.queryKey[0] === "memorial-post");
    expect(state?.state.data).toMatchObject({ firstname: "</script><script>alert(1)</script>", lastname: "<!--" });
  });

  it("preloads the regular Tamil fonts when the page shows Tamil, and no font otherwise", async () => {
    // Every English page names Tamil in Tamil on its language switch: that alone preloads nothing.
    const tamil = await buildPost(app.db, author, { firstname: "சிவஞானம்", lastname: "கூத்தபிள்ளை" });
    const tamilHead = head((await page(`/post/${tamil.blogId}`)).body);
    expect(tamilHead).toMatch(
      /<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/noto-sans-tamil-tamil-400-normal-[\w-]+\.woff2" \/>/,
    );
    expect(tamilHead).toMatch(
      /<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/noto-serif-tamil-tamil-400-normal-[\w-]+\.woff2" \/>/,
    );
    expect(tamilHead.match(/as="font"/g)).toHaveLength(2);

    const english = await buildPost(app.db, author);
    const englishPage = (await page(`/post/${english.blogId}`)).body;
    expect(englishPage).toContain("தமிழ்");
    expect(head(englishPage)).not.toContain('as="font"');
    // The same memorial read in Tamil.
    expect(head((await page(`/post/${english.blogId}?lang=ta`)).body).match(/as="font"/g)).toHaveLength(2);
  });
});

describe("pages rendered in a worker thread (decision 050)", async () => {
  // The same database, with React's render on the main thread: what the thread must match.
  const onMainThread = await buildApp({ config: { ...app.config, renderThreads: 0 }, database: app.database, logger: false });
  await onMainThread.ready();
  afterAll(() => onMainThread.close());
  const pageOn = (target: Injects, url: string) => target.inject({ method: "GET", url, headers: { accept: "text/html" } });
  /** A page's state carries when its reads were made, and a memorial's page counts its own view. */
  const withoutMoments = (html: string) => html.replace(/"(total_reads|dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');

  it("are the pages a render on the main thread makes, byte for byte: a memorial, the feed, a search, a profile, a missing page", async () => {
    // An author of their own: views of other tests' memorials, written meanwhile, would change a profile's count.
    const keeper = await buildUser(app, { username: `meena${Date.now()}`, fullname: "Meena Rasiah" });
    const post = await buildPost(app.db, keeper, { firstname: "Sivakumar", lastname: "Rasiah" });
    // The memorial last: its render counts a view, which the lists and the profile show.
    for (const url of ["/", "/search/Sivakumar", `/user/${keeper.username}`, "/post/nobody-has-this-address", `/post/${post.blogId}`]) {
      // Views of earlier memorials written now, not between the two renders (the feed and profiles show them).
      await app.postReads.flush(app.db);
      const threaded = await pageOn(app, url);
      const onMain = await pageOn(onMainThread, url);
      expect(threaded.statusCode, url).toBe(onMain.statusCode);
      expect(withoutMoments(threaded.body) === withoutMoments(onMain.body), `${url}: the same page from either thread`).toBe(true);
      expect(rootText(threaded.body).length, url).toBeGreaterThan(100);
    }
  });

  it("hand over each page's bytes made part by part, the same as its markup encoded whole, in English and in Tamil", async () => {
    const post = await buildPost(app.db, author, { firstname: "சிவகுமார்", lastname: "Rasiah" });
    for (const target of [app, onMainThread]) {
      for (const locale of ["en", "ta"] as const) {
        const page = await target.renderPage(`/post/${post.blogId}`, { locale });
        expect(page.serverRendered).toBe(true);
        expect(page.bytes?.equals(Buffer.from(page.html)), locale).toBe(true);
        expect(rootText(page.html)).toContain("சிவகுமார்");
      }
    }
  });

  it("render pages asked for at once, each with its own data", async () => {
    const memorials = await Promise.all(["Arul", "Bala", "Chitra", "Devi", "Elango", "Faizal"].map((firstname) => buildPost(app.db, author, { firstname })));
    const pages = await Promise.all(memorials.map((post) => pageOn(app, `/post/${post.blogId}`)));
    pages.forEach((answer, index) => {
      expect(answer.statusCode).toBe(200);
      expect(titleOf(answer.body)).toContain(memorials[index]!.firstname);
      expect(rootText(answer.body)).toContain(memorials[index]!.firstname);
      expect(pageState(answer.body).queries.queries.find((q) => q.queryKey[0] === "memorial-post")?.queryKey[1]).toBe(memorials[index]!.blogId);
    });
  });
});

describe("a memorial page's lists read ahead of React (decision 057)", async () => {
  // A server whose in-process get-post (React's first call) waits until the wall has been read,
  // or gives up after 3 s: only a read made ahead of React can come first.
  const ahead = await buildApp({ config: app.config, database: app.database, logger: false });
  let wall: Promise<string> | null = null;
  let wallRead: () => void = () => {};
  const outcomes: string[] = [];
  ahead.addHook("onRequest", async (request) => {
    if (!wall || request.url !== "/api/get-post") return;
    outcomes.push(await firstOrAfter(wall));
  });
  await ahead.ready();
  afterAll(() => ahead.close());

  it("reads a memorial's album, wall and tributes once its memorial is read, before React asks, and each once", async () => {
    const post = await buildPost(app.db, author, { firstname: "Read", lastname: "Ahead" });
    // Left through this server: on PostgreSQL another's notice of it could come in mid-render and,
    // rightly, make the render read again what it had read before it.
    expect((await leaveMessage(ahead, post.id, "Remembered in Kilinochchi")).statusCode).toBe(200);
    wall = new Promise<string>((resolve) => (wallRead = () => resolve("ahead")));
    try {
      const reads = await readsDuring(
        ahead.db,
        async () => {
          const sent = await ahead.inject({ method: "GET", url: `/post/${post.blogId}`, headers: { accept: "text/html" } });
          expect(sent.statusCode).toBe(200);
          expect(rootText(sent.body)).toContain("Remembered in Kilinochchi");
        },
        (query) => query.includes('from "comments"') && wallRead(),
      );
      expect(outcomes).toEqual(["ahead"]);
      // The same four reads as React alone would make: every call made ahead is one it took.
      expect(reads).toHaveLength(4);
    } finally {
      wall = null;
    }
    await ahead.postReads.flush(ahead.db);
    const [after] = await app.db.select({ reads: posts.totalReads }).from(posts).where(eq(posts.id, post.id));
    expect(after!.reads).toBe(post.totalReads + 1);
  });
});

describe("lists rendered on the server", () => {
  it("shows the feed's first cards on the home page, the first portrait preloaded and not lazy", async () => {
    await buildPost(app.db, author, { firstname: "Kamala", lastname: "Feedcard", profilebanner: uploadUrl });
    const res = await page("/");
    expect(res.statusCode).toBe(200);
    expect(rootText(res.body)).toContain("Kamala Feedcard");
    expect(head(res.body)).toContain(
      `<link rel="preload" as="image" imageSrcSet="${variants}" imageSizes="(min-width: 640px) 128px, 96px" fetchPriority="high"/>`,
    );
    const firstCard = /<article[\s\S]*?<img [^>]*>/.exec(res.body)?.[0] ?? "";
    expect(firstCard).toContain(`srcSet="${variants}"`);
    expect(firstCard).not.toContain('loading="lazy"');
  });

  it("shows a search's results", async () => {
    await buildPost(app.db, author, { firstname: "Thambirajah", lastname: "Searchable" });
    const res = await page("/search/thambirajah");
    expect(res.statusCode).toBe(200);
    expect(rootText(res.body)).toContain("Thambirajah Searchable");
  });

  it("shows a profile and its memorials", async () => {
    const user = await buildUser(app, { username: `mala${Date.now()}`, fullname: "Mala Sivam", bio: "Keeper of the family's stories." });
    await buildPost(app.db, user, { firstname: "Nallamma", lastname: "Sivam" });
    const res = await page(`/user/${user.username}`);
    expect(res.statusCode).toBe(200);
    const text = rootText(res.body);
    expect(text).toContain("Mala Sivam");
    expect(text).toContain("Keeper of the family's stories.");
    expect(text).toContain("Nallamma Sivam");
  });
});

describe("pages that are not there", () => {
  it("answers an unknown memorial, a draft and an unknown profile with 404 HTML saying so", async () => {
    const draft = await buildPost(app.db, author, { draft: true, firstname: "Secretfirst" });
    for (const url of ["/post/nobody-here-abc123", `/post/${draft.blogId}`]) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(rootText(res.body)).toContain("This memorial could not be found");
      expect(res.body).not.toContain("Secretfirst");
    }
    const profile = await page("/user/no-such-person");
    expect(profile.statusCode).toBe(404);
    expect(rootText(profile.body)).toContain("User not found");
  });

  it("answers an unknown route with the Page Not Found page and status 404", async () => {
    const res = await page("/no/such/page");
    expect(res.statusCode).toBe(404);
    expect(rootText(res.body)).toContain("Page Not Found");
  });
});

describe("sending a page", () => {
  it("compresses it for a browser that accepts brotli or gzip, and sends it plain otherwise", async () => {
    await buildPost(app.db, author, { firstname: "Vasuki", lastname: "Compressed" });
    // Views counted by earlier tests are written in batches: write them now, so the three renders read the same rows.
    await app.postReads.flush(app.db);
    const plain = await page("/");
    expect(rootText(plain.body)).toContain("Vasuki Compressed");
    const br = await app.inject({ method: "GET", url: "/", headers: { accept: "text/html", "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    // The same page (its state's fetch times aside).
    expect(rootText(zlib.brotliDecompressSync(br.rawPayload).toString())).toBe(rootText(plain.body));
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    const gz = await app.inject({ method: "GET", url: "/", headers: { accept: "text/html", "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(rootText(zlib.gunzipSync(gz.rawPayload).toString())).toBe(rootText(plain.body));
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("sends the public pages without the opener policy, which the app shell and the API keep (decision 031)", async () => {
    const post = await buildPost(app.db, author, { firstname: "Opener", lastname: "Free" });
    const publicPages = [`/post/${post.blogId}`, "/", "/search/opener", `/user/${author.username}`, "/no/such/page"];
    for (const url of publicPages) {
      const res = await page(url);
      expect(res.body).toContain("kma-page-state");
      expect(res.headers["cross-origin-opener-policy"]).toBeUndefined();
      // The rest of the policy stays.
      expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    }
    for (const res of [await page("/signin"), await page("/dashboard/posts"), await app.inject({ method: "GET", url: "/api/health" })]) {
      expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    }
  });
});

describe("what stays rendered in the browser", () => {
  it("sends signed-in screens and forms the app shell with their share tags", async () => {
    for (const url of ["/dashboard/posts", "/signin", "/postcreate"]) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain("kma-page-state");
      expect(canonicalOf(res.body)).toBe(`${site}${url}`);
    }
  });

  it("sends /dashboard and /settings, which go on to a screen of theirs, the app shell too: the app starts at once there", async () => {
    // Ending in an index route like Home, they were once rendered here as an empty frame whose app waited for a tap.
    for (const url of ["/dashboard", "/settings", "/dashboard/review", "/admin/reports"]) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('id="kma-boot"');
      expect(res.body).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    }
  });

  it("tells a visitor without JavaScript what the app shell needs, in their language, and leaves rendered pages alone", async () => {
    const note = (html: string) => /<noscript><main\b[\s\S]*?<\/main><\/noscript>/.exec(html)?.[0] ?? "";
    const english = note((await page("/dashboard")).body);
    expect(english).toContain("<h1");
    expect(english).toContain("This page needs JavaScript");
    expect(english).toContain('<a href="/"');
    const tamil = note((await page("/signin?lang=ta")).body);
    expect(tamil).toContain("இந்தப் பக்கத்துக்கு JavaScript தேவை");
    expect(tamil).toContain("முகப்புப் பக்கத்துக்குச் செல்க");
    // A rendered page is whole without JavaScript: no such note.
    expect((await page("/")).body).not.toContain("<noscript>");
  });

  it("never serves the server render or the build manifest as files", async () => {
    for (const url of ["/server/entry-server.js", "/.vite/manifest.json"]) {
      expect((await page(url)).statusCode).toBe(404);
    }
  });
});

describe("pages kept in the cache of public reads", async () => {
  // The app above reads without the cache, so that rows written by its factories show at once.
  // No lag after a like or message here: the lag of a second is tested on its own below.
  const kept = await buildTestApp({ webDist: builtWebApp(), rateLimit: false, readsLagMs: 0 });
  const keeper = await buildUser(kept);
  const keptPage = (url: string) => kept.inject({ method: "GET", url, headers: { accept: "text/html" } });

  it("serves a memorial page again from memory, counts each view, and shows a new message at once", async () => {
    const post = await buildPost(kept.db, keeper, { firstname: "Kept", lastname: "Page" });
    const reads = async () =>
      (
        await kept.inject({
          method: "POST",
          url: "/api/get-post",
          headers: { authorization: `Bearer ${keeper.token}` },
          payload: { post_id: post.blogId, mode: "edit" },
        })
      ).json().blog.activity.total_reads as number;
    const first = await keptPage(`/post/${post.blogId}`);
    expect(rootText(first.body)).toContain("Kept Page");
    // Changed behind the app's back: the kept page is served as it was...
    await kept.db.execute(sql`update posts set firstname = 'Quietly' where id = ${post.id}`);
    const again = await keptPage(`/post/${post.blogId}`);
    expect(rootText(again.body)).toContain("Kept Page");
    expect(again.headers["cross-origin-opener-policy"]).toBeUndefined();
    // ...and still counts as a view.
    expect(await reads()).toBe(2);
    // A message left through the API changes the memorial: the next visitor gets a fresh page.
    const res = await leaveMessage(kept, post.id, "We miss you");
    expect(res.statusCode).toBe(200);
    expect(rootText((await keptPage(`/post/${post.blogId}`)).body)).toContain("Quietly Page");
    expect(await reads()).toBe(3);
  });

  it("renders a page nobody asked for yet with the same four reads after looking for it among the kept pages, and serves it again with none", async () => {
    const post = await buildPost(kept.db, keeper, { firstname: "Cold" });
    const first = await readsDuring(kept.db, () => keptPage(`/post/${post.blogId}`));
    expect(first).toHaveLength(5);
    expect(first[0]).toContain("kept_pages");
    expect(await readsDuring(kept.db, () => keptPage(`/post/${post.blogId}`))).toEqual([]);
  });

  it("mends a kept page a like changed by its count of flowers instead of rendering it, and renders it after a message (decision 064)", async () => {
    const post = await buildPost(kept.db, keeper, { firstname: "Flowers", lastname: "Counted" });
    const likers = await Promise.all(Array.from({ length: 4 }, () => buildUser(kept)));
    const like = async (liker: (typeof likers)[number]) => {
      const res = await kept.inject({ method: "POST", url: "/api/like-post", headers: { authorization: `Bearer ${liker.token}` }, payload: { _id: post.id } });
      expect(res.statusCode).toBe(200);
    };
    for (const liker of likers.slice(0, 3)) await like(liker);
    const keptRows = async () =>
      (
        (await kept.db.execute(sql`select count(*)::int as n from kept_pages where key = ${`en /post/${post.blogId}`}`)) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows[0]!.n;
    const first = await keptPage(`/post/${post.blogId}`);
    expect(rootText(first.body)).toContain("Like, 3 Flowers");
    // Kept in the database behind the answer.
    await vi.waitFor(async () => expect(await keptRows()).toBe(1));

    // The memorial's uuid in capitals, which the database takes: the page hears of it all the same.
    const res = await kept.inject({
      method: "POST",
      url: "/api/like-post",
      headers: { authorization: `Bearer ${likers[3]!.token}` },
      payload: { _id: post.id.toUpperCase() },
    });
    expect(res.statusCode).toBe(200);
    let mended = "";
    const reads = await readsDuring(kept.db, async () => {
      mended = (await keptPage(`/post/${post.blogId}`)).body;
    });
    expect(rootText(mended)).toContain("Like, 4 Flowers");
    expect(rootText(mended)).toContain("Flowers Counted");
    // The kept copy with the count, in one read, and no read of the memorial, its album, wall or tributes: no render.
    expect(reads).toHaveLength(1);
    expect(reads[0]).toContain("kept_pages");
    expect(reads[0]).toContain("total_likes");

    // The like taken back: the count is the kept copy's again, which is sent as it was kept, with one read.
    await like(likers[3]!);
    let unliked!: Awaited<ReturnType<typeof keptPage>>;
    const readsAfterUnlike = await readsDuring(kept.db, async () => {
      unliked = await keptPage(`/post/${post.blogId}`);
    });
    expect(readsAfterUnlike).toHaveLength(1);
    expect(rootText(unliked.body)).toContain("Like, 3 Flowers");
    expect(unliked.headers.etag).toBe(first.headers.etag);
    await like(likers[3]!);

    // A message changes more than the count: the page is rendered, and shows both.
    expect((await leaveMessage(kept, post.id, "Flowers from Toronto")).statusCode).toBe(200);
    const rendered = await readsDuring(kept.db, async () => {
      mended = (await keptPage(`/post/${post.blogId}`)).body;
    });
    expect(rendered.some((query) => query.includes('from "comments"'))).toBe(true);
    expect(rootText(mended)).toContain("Flowers from Toronto");
    expect(rootText(mended)).toContain("Like, 4 Flowers");
  });

  it("never keeps a missing page: a memorial published after a 404 shows at once", async () => {
    const post = await buildPost(kept.db, keeper, { firstname: "Later", draft: true });
    expect((await keptPage(`/post/${post.blogId}`)).statusCode).toBe(404);
    expect((await publish(kept, keeper.token, post.blogId, "Later")).statusCode).toBe(200);
    expect((await keptPage(`/post/${post.blogId}`)).statusCode).toBe(200);
  });
});

describe("a memorial page a message has just changed", async () => {
  const lagging = await buildTestApp({ webDist: builtWebApp(), rateLimit: false });
  const family = await buildUser(lagging);

  it("is sent at once as it was to the next visitor, who starts its one render; the visitor after gets the new page", async () => {
    const post = await buildPost(lagging.db, family, { firstname: "Moments", lastname: "Ago" });
    const ask = () => lagging.inject({ method: "GET", url: `/post/${post.blogId}`, headers: { accept: "text/html" } });
    await ask();
    await lagging.publicCache.settled();
    const message = await leaveMessage(lagging, post.id, "Remembered today");
    expect(message.statusCode).toBe(200);
    // Sent from memory as it was, not waiting for its render (which would show the message).
    const meanwhile = (await ask()).body;
    expect(meanwhile).toContain("Moments Ago");
    expect(meanwhile).not.toContain("Remembered today");
    // The writer's browser carries the moment they wrote: their page is the new one at once.
    const cookie = String(message.headers["set-cookie"]).split(";")[0];
    expect((await lagging.inject({ method: "GET", url: `/post/${post.blogId}`, headers: { accept: "text/html", cookie } })).body).toContain("Remembered today");
    await lagging.publicCache.settled();
    expect((await ask()).body).toContain("Remembered today");
  });
});

describe("a memorial page asked for again", async () => {
  const cached = await buildTestApp({ webDist: builtWebApp(), rateLimit: false, readsLagMs: 0 });
  const family = await buildUser(cached);

  it("is a 304 with no body while it has not changed, and a new page once it has", async () => {
    const post = await buildPost(cached.db, family, { firstname: "Asked", lastname: "Again" });
    const ask = (headers: Record<string, string> = {}) =>
      cached.inject({ method: "GET", url: `/post/${post.blogId}`, headers: { accept: "text/html", ...headers } });
    const first = await ask();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await ask({ "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    // A new message on its wall: a new page, with a new tag.
    await leaveMessage(cached, post.id, "Remembered");
    const changed = await ask({ "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain("Remembered");
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe("memorial pages kept in memory", async () => {
  const budget = 256 * 1024;
  const small = await buildTestApp({ webDist: builtWebApp(), rateLimit: false, cacheBytes: budget });
  const family = await buildUser(small);

  it("are kept compressed, counted as sent, and the least recently read go first when the budget is full", async () => {
    const memorials = await Promise.all(Array.from({ length: 40 }, (_, i) => buildPost(small.db, family, { firstname: `Kept${i}`, lastname: "Compressed" })));
    const ask = (blogId: string, encoding: string) =>
      small.inject({ method: "GET", url: `/post/${blogId}`, headers: { accept: "text/html", "accept-encoding": encoding } });
    const first = await ask(memorials[0].blogId, "br");
    const html = zlib.brotliDecompressSync(first.rawPayload).toString();
    // One page's entry: its brotli bytes and a little, not its markup (several times more).
    expect(small.publicCache.sizeInBytes).toBeGreaterThanOrEqual(first.rawPayload.length);
    expect(small.publicCache.sizeInBytes).toBeLessThan(html.length / 2);
    // A client without brotli gets the kept page decompressed: the same page.
    const gz = await ask(memorials[0].blogId, "gzip");
    expect(rootText(zlib.gunzipSync(gz.rawPayload).toString())).toBe(rootText(html));
    expect(rootText((await ask(memorials[0].blogId, "identity")).body)).toBe(rootText(html));

    for (const memorial of memorials) await ask(memorial.blogId, "br");
    expect(small.publicCache.sizeInBytes).toBeLessThanOrEqual(budget);
    const missesBefore = small.publicCache.stats.misses;
    await ask(memorials.at(-1)!.blogId, "br"); // read last: still kept
    expect(small.publicCache.stats.misses).toBe(missesBefore);
    await ask(memorials[0].blogId, "br"); // read first, long ago: gone for the newer ones
    expect(small.publicCache.stats.misses).toBeGreaterThan(missesBefore);
  });
});

describe("memorial pages kept in the database (decision 048)", async () => {
  // Two server processes on one database, each with its own memory: what one rendered, the other sends.
  const renderer = await buildTestApp({ webDist: builtWebApp(), rateLimit: false });
  const other = await buildApp({ config: renderer.config, database: renderer.database, logger: false });
  await other.ready();
  afterAll(() => other.close());
  const family = await buildUser(renderer);
  const ask = (app: Pick<typeof renderer, "inject">, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers: { accept: "text/html", "accept-encoding": "br", ...headers } });
  const keptKeys = async () =>
    ((await renderer.db.execute(sql`select key from kept_pages order by key`)) as unknown as { rows: Array<{ key: string }> }).rows.map((row) => row.key);
  const totalReads = async (postId: string) => (await renderer.db.select({ reads: posts.totalReads }).from(posts).where(eq(posts.id, postId)))[0]!.reads;

  it("sends a page another process rendered as it is, with one statement and no render, and counts the view", async () => {
    const post = await buildPost(renderer.db, family, { firstname: "Rendered", lastname: "Once" });
    const first = await ask(renderer, `/post/${post.blogId}`);
    await expect.poll(keptKeys).toContain(`en /post/${post.blogId}`);
    const reads = await readsDuring(renderer.db, () => ask(other, `/post/${post.blogId}`));
    expect(reads).toHaveLength(1);
    const sent = await ask(other, `/post/${post.blogId}`);
    expect(Buffer.compare(sent.rawPayload, first.rawPayload)).toBe(0);
    expect(sent.headers.etag).toBe(first.headers.etag);
    expect(sent.headers["cache-control"]).toBe("public, max-age=0, s-maxage=1");
    // The same tag from either process: a browser's copy is still good.
    expect((await ask(other, `/post/${post.blogId}`, { "if-none-match": String(first.headers.etag) })).statusCode).toBe(304);
    await other.postReads.flush(other.db);
    await renderer.postReads.flush(renderer.db);
    expect(await totalReads(post.id)).toBe(4);
  });

  it("never sends a kept page after a write to its memorial has answered, through either process", async () => {
    const post = await buildPost(renderer.db, family, { firstname: "Written", lastname: "To" });
    await ask(renderer, `/post/${post.blogId}`);
    await expect.poll(keptKeys).toContain(`en /post/${post.blogId}`);
    expect((await leaveMessage(renderer, post.id, "First flower from Toronto")).statusCode).toBe(200);
    // The other process has not heard of the write in its memory: the kept page is what it would send.
    const fresh = await ask(other, `/post/${post.blogId}`, { "accept-encoding": "identity" });
    expect(rootText(fresh.body)).toContain("First flower from Toronto");
    // An edit (every scope) stops every kept page, even of other memorials.
    const bystander = await buildPost(renderer.db, family, { firstname: "Bystander" });
    await ask(renderer, `/post/${bystander.blogId}`);
    await expect.poll(keptKeys).toContain(`en /post/${bystander.blogId}`);
    await renderer.db.execute(sql`update posts set firstname = 'Renamed' where id = ${bystander.id}`);
    expect((await publish(renderer, family.token, post.blogId, "Edited")).statusCode).toBe(200);
    expect(rootText((await ask(other, `/post/${bystander.blogId}`, { "accept-encoding": "identity" })).body)).toContain("Renamed");
  });

  it("keeps memorial pages only: not lists, not addresses with a query, not a missing page, and each language apart", async () => {
    const post = await buildPost(renderer.db, family, { firstname: "Only", lastname: "Memorials" });
    await ask(renderer, "/");
    await ask(renderer, `/post/${post.blogId}?utm_source=whatsapp`);
    await ask(renderer, "/post/no-such-memorial");
    await ask(renderer, `/post/${post.blogId}`, { "accept-language": "ta" });
    await expect.poll(keptKeys).toContain(`ta /post/${post.blogId}`);
    const keys = await keptKeys();
    expect(keys.filter((key) => !key.includes("/post/") || key.includes("?") || key.includes("no-such"))).toEqual([]);
    expect(keys).not.toContain(`en /post/${post.blogId}`);
  });

  it("are only a saving: with their table unreadable, a page is rendered and sent as before", async () => {
    const post = await buildPost(renderer.db, family, { firstname: "Rendered", lastname: "Anyway" });
    await renderer.db.execute(sql`alter table kept_pages rename to kept_pages_away`);
    try {
      const res = await ask(other, `/post/${post.blogId}`, { "accept-encoding": "identity" });
      expect(res.statusCode).toBe(200);
      expect(rootText(res.body)).toContain("Rendered Anyway");
    } finally {
      await renderer.db.execute(sql`alter table kept_pages_away rename to kept_pages`);
    }
  });

  it("are not sent while a write's changes could not be recorded, and the changes are recorded once they can be (decision 052)", async () => {
    const post = await buildPost(renderer.db, family, { firstname: "Unrecorded" });
    await ask(renderer, `/post/${post.blogId}`);
    await expect.poll(keptKeys).toContain(`en /post/${post.blogId}`);
    const everythingRecordedAt = async () =>
      ((await renderer.db.execute(sql`select seq from page_changes where scope = 'all'`)) as unknown as { rows: Array<{ seq: number }> }).rows[0]?.seq;
    const before = await everythingRecordedAt();
    // The family's edit is recorded after its own statements, so that record can fail alone.
    await renderer.db.execute(sql`alter table page_changes rename to page_changes_away`);
    try {
      expect((await publish(renderer, family.token, post.blogId, "Renamed")).statusCode).toBe(200);
      expect(renderer.keptPagesTrusted()).toBe(false);
    } finally {
      await renderer.db.execute(sql`alter table page_changes_away rename to page_changes`);
    }
    await expect.poll(everythingRecordedAt, { timeout: 10_000 }).not.toBe(before);
    expect(renderer.keptPagesTrusted()).toBe(true);
    // The other process has no page of it in memory: without the change recorded, it would send the kept one.
    const sent = await ask(other, `/post/${post.blogId}`, { "accept-encoding": "identity" });
    expect(rootText(sent.body)).toContain("Renamed");
  });

  it("are not sent after a message, a tribute or a like whose own statement recorded the change (decision 056)", async () => {
    const post = await buildPost(renderer.db, family, { firstname: "Recorded", lastname: "AtOnce" });
    const liker = await buildUser(renderer);
    const writes = [
      { says: "We remember you", table: "comments", write: () => leaveMessage(renderer, post.id, "We remember you") },
      {
        says: "Forever in our hearts",
        table: "tributes",
        write: () =>
          renderer.inject({
            method: "POST",
            url: "/api/add-tribute",
            payload: {
              _id: post.id,
              tributesObj: {
                tributerFirstName: "Anita",
                tributerLastName: "Rajan",
                email: "anita@example.com",
                mobileNumber: "+94 77 123 4567",
                currentPlace: "Colombo",
                tribute: "Forever in our hearts",
              },
            },
          }),
      },
      {
        says: "1 Flower",
        table: "likes",
        write: () => renderer.inject({ method: "POST", url: "/api/like-post", headers: { authorization: `Bearer ${liker.token}` }, payload: { _id: post.id } }),
      },
    ];
    for (const { says, table, write } of writes) {
      await ask(renderer, `/post/${post.blogId}`);
      await expect.poll(async () => (await ask(other, `/post/${post.blogId}`, { "accept-encoding": "identity" })).statusCode).toBe(200);
      await renderer.publicCache.settled();
      // Kept, and the other process sends it from the database.
      const kept = await ask(other, `/post/${post.blogId}`, { "accept-encoding": "identity" });
      expect(rootText(kept.body)).not.toContain(says);
      // The write's own statement records its change, and no statement after it does.
      let status = 0;
      const statements = await statementsDuring(renderer.db, async () => (status = (await write()).statusCode));
      expect(status).toBe(200);
      const recording = statements.filter((query) => query.includes("page_change_clock"));
      expect(recording).toHaveLength(1);
      expect(recording[0]).toContain(`insert into "${table}"`);
      // On the embedded database no notice reaches the other process: it forgets its memory's copy, and must not find the kept one.
      other.publicCache.invalidate([`post:${post.id}`]);
      expect(rootText((await ask(other, `/post/${post.blogId}`, { "accept-encoding": "identity" })).body)).toContain(says);
    }
  });

  // Ways a render's read can fail, and the page its reader gets: no answer at all, as once the
  // server has begun to close (the page shows that part as failed); an error answer, as when the
  // database fails that one statement (the page is an error).
  const failures = {
    "the album's read got no answer (the server closing)": {
      status: 200,
      fail: async () => {
        const inject = renderer.inject.bind(renderer);
        const spy = vi
          .spyOn(renderer, "inject")
          .mockImplementation(((options: { url?: string }) =>
            typeof options === "object" && String(options.url).startsWith("/api/get-post-images")
              ? Promise.reject(new Error("Fastify has already been closed"))
              : inject(options as never)) as never);
        return async () => void spy.mockRestore();
      },
    },
    "the album's read answered an error (its table unreadable)": {
      status: 500,
      fail: async () => {
        await renderer.db.execute(sql`alter table image_entries rename to image_entries_away`);
        return async () => void (await renderer.db.execute(sql`alter table image_entries_away rename to image_entries`));
      },
    },
  };
  it.each(Object.keys(failures))("never keep a page one of whose reads failed, in the database or in memory: %s", async (failure) => {
    const { status, fail } = failures[failure as keyof typeof failures];
    const post = await buildPost(renderer.db, family, { firstname: "Halfway", lastname: "Rendered" });
    const restore = await fail();
    try {
      const broken = await ask(renderer, `/post/${post.blogId}`, { "accept-encoding": "identity" });
      expect(broken.statusCode).toBe(status);
    } finally {
      await restore();
    }
    // Whatever the first render sent, nothing of it is kept: the next visitor, here or in another process, gets the whole page.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await keptKeys()).not.toContain(`en /post/${post.blogId}`);
    const reads = await readsDuring(renderer.db, async () => {
      const whole = await ask(renderer, `/post/${post.blogId}`, { "accept-encoding": "identity" });
      expect(whole.statusCode).toBe(200);
      expect(rootText(whole.body)).toContain("Halfway Rendered");
    });
    expect(reads.length).toBeGreaterThan(1);
    await expect.poll(keptKeys).toContain(`en /post/${post.blogId}`);
  });

  it("are sent on by a server process of the same build after a restart, and forgotten by one of another build (decision 052)", async () => {
    const post = await buildPost(renderer.db, family, { firstname: "Restarted" });
    const first = await ask(renderer, `/post/${post.blogId}`);
    await expect.poll(keptKeys).toContain(`en /post/${post.blogId}`);
    const restarted = await buildApp({ config: renderer.config, database: renderer.database, logger: false });
    await restarted.ready();
    try {
      const reads = await readsDuring(renderer.db, async () => {
        const sent = await ask(restarted, `/post/${post.blogId}`);
        expect(Buffer.compare(sent.rawPayload, first.rawPayload)).toBe(0);
      });
      expect(reads).toHaveLength(1);
    } finally {
      await restarted.close();
    }
    // The site moved to another address, which its pages' share tags name: another build.
    const moved = await buildApp({ config: { ...renderer.config, publicUrl: "https://remembered.example" }, database: renderer.database, logger: false });
    await moved.ready();
    await moved.close();
    expect(await keptKeys()).toEqual([]);
  });
});

describe("memorial pages kept in the database across days (decision 052)", async () => {
  // Rendered on this thread, so that the render's today is the test's.
  const app = await buildTestApp({ webDist: builtWebApp(), rateLimit: false, renderThreads: 0 });
  const family = await buildUser(app);
  afterEach(() => vi.useRealTimers());
  const on = (year: number, month: number, day: number) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(year, month - 1, day, 10));
  };
  const ask = (url: string) => app.inject({ method: "GET", url, headers: { accept: "text/html", "accept-encoding": "identity" } });
  const keptThrough = async (key: string) =>
    ((await app.db.execute(sql`select same_through::text as through from kept_pages where key = ${key}`)) as unknown as { rows: Array<{ through: string }> })
      .rows[0]?.through;

  it("sends a page rendered days before while its remembrance dates read the same, and renders it again the day they do not", async () => {
    // Died 15 June 2020: the anniversary is counted down from 16 May ("In 30 days").
    const post = await buildPost(app.db, family, { firstname: "Anniversary", deathdate: "15", deathmonth: "6", deathyear: "2020" });
    const url = `/post/${post.blogId}`;
    on(2026, 5, 1);
    const first = await ask(url);
    expect(rootText(first.body)).toContain("Anniversary");
    expect(rootText(first.body)).not.toContain("In 3");
    await expect.poll(() => keptThrough(`en ${url}`)).toBe("2026-05-15");
    on(2026, 5, 15);
    const reads = await readsDuring(app.db, async () => expect(rootText((await ask(url)).body)).toBe(rootText(first.body)));
    expect(reads).toHaveLength(1);
    on(2026, 5, 16);
    expect(rootText((await ask(url)).body)).toContain("In 30 days");
  });
});

describe("memorial pages kept ahead of need (decision 054)", async () => {
  const app = await buildTestApp({ webDist: builtWebApp(), rateLimit: false });
  const family = await buildUser(app);
  const ask = (url: string) => app.inject({ method: "GET", url, headers: { accept: "text/html", "accept-encoding": "identity" } });
  const keptKeys = async () =>
    ((await app.db.execute(sql`select key from kept_pages order by key`)) as unknown as { rows: Array<{ key: string }> }).rows.map((row) => row.key);
  const totalReads = async (postId: string) => {
    await app.postReads.flush(app.db);
    return (await app.db.select({ reads: posts.totalReads }).from(posts).where(eq(posts.id, postId)))[0]!.reads;
  };
  /** One whole walk over the listed memorials, as the server makes while nobody reads; answers how many pages it kept. */
  const walkToTheEnd = async () => {
    let kept = 0;
    for (;;) {
      const step = await app.pagesAhead!.step();
      kept += step.kept;
      if (step.passedTheEnd) return kept;
    }
  };

  it("keeps the page of a memorial nobody asked for without counting a view or filling the memory; its first visitor gets it with one statement, counted", async () => {
    const post = await buildPost(app.db, family, { firstname: "Ahead", lastname: "OfNeed" });
    const entries = app.publicCache.size;
    expect(await app.pagesAhead!.keep(post.blogId)).toBe(true);
    // Kept already: nothing to do.
    expect(await app.pagesAhead!.keep(post.blogId)).toBe(false);
    expect(app.publicCache.size).toBe(entries);
    expect(await totalReads(post.id)).toBe(0);
    const reads = await readsDuring(app.db, async () => expect(rootText((await ask(`/post/${post.blogId}`)).body)).toContain("Ahead OfNeed"));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toContain("kept_pages");
    expect(await totalReads(post.id)).toBe(1);
  });

  it("walks every listed memorial, leaves drafts and unlisted ones to their visitors, and keeps again a page a message changed", async () => {
    const listed: Array<Awaited<ReturnType<typeof buildPost>>> = [];
    for (const firstname of ["Walked", "Also", "Too"]) listed.push(await buildPost(app.db, family, { firstname }));
    const draft = await buildPost(app.db, family, { firstname: "Unpublished", draft: true });
    const unlisted = await buildPost(app.db, family, { firstname: "ByLinkOnly", visibility: "unlisted" });
    expect(await walkToTheEnd()).toBe(3);
    const keys = await keptKeys();
    for (const post of listed) expect(keys).toContain(`en /post/${post.blogId}`);
    expect(keys).not.toContain(`en /post/${draft.blogId}`);
    expect(keys).not.toContain(`en /post/${unlisted.blogId}`);
    expect(await walkToTheEnd()).toBe(0);

    expect((await leaveMessage(app, listed[1]!.id, "A flower from Zurich")).statusCode).toBe(200);
    expect(await walkToTheEnd()).toBe(1);
    const reads = await readsDuring(app.db, async () => expect(rootText((await ask(`/post/${listed[1]!.blogId}`)).body)).toContain("A flower from Zurich"));
    expect(reads).toHaveLength(1);
  });

  it("walks from when the server listens, while nobody is being answered", async () => {
    const post = await buildPost(app.db, family, { firstname: "Listening" });
    const listening = await buildApp({ config: { ...app.config, keepPagesAhead: true }, database: app.database, logger: false });
    try {
      await listening.listen({ host: "127.0.0.1", port: 0 });
      await expect.poll(keptKeys, { timeout: 15_000 }).toContain(`en /post/${post.blogId}`);
    } finally {
      await listening.close();
    }
  });
});

describe("memorial pages rendered again behind the writes that changed them (decision 060)", async () => {
  // KEEP_PAGES_AHEAD on, as a server runs by default; readers may lag a second behind a write.
  const app = await buildTestApp({ webDist: builtWebApp(), rateLimit: false, keepPagesAhead: true });
  const family = await buildUser(app);
  const ask = (url: string) => app.inject({ method: "GET", url, headers: { accept: "text/html", "accept-encoding": "identity" } });
  const totalReads = async (postId: string) => {
    await app.postReads.flush(app.db);
    return (await app.db.select({ reads: posts.totalReads }).from(posts).where(eq(posts.id, postId)))[0]!.reads;
  };
  /** A visit after a write has answered and the renders behind it have ended: its body and the reads it cost. */
  const visitAfter = async (url: string, write: () => Promise<{ statusCode: number }>) => {
    expect((await write()).statusCode).toBe(200);
    await app.pageRenewals!.settled();
    let body = "";
    const reads = await readsDuring(app.db, async () => (body = (await ask(url)).body));
    return { body: rootText(body), reads };
  };

  it("renders a page readers are reading again once a message has answered: its next reader gets the new page with nothing read or rendered, and no view is counted for it", async () => {
    const post = await buildPost(app.db, family, { firstname: "Renewed", lastname: "Behind" });
    const url = `/post/${post.blogId}`;
    await ask(url);
    await ask(url); // sent again from memory: readers are reading it
    const { body, reads } = await visitAfter(url, () => leaveMessage(app, post.id, "Lit a lamp in Jaffna"));
    expect(reads).toEqual([]);
    expect(body).toContain("Lit a lamp in Jaffna");
    // Three visits; the render behind the write was nobody's.
    expect(await totalReads(post.id)).toBe(3);
  });

  /** A server process of this database whose readers may have a page as it was for a minute, so a visit after a write is surely within it. */
  const patientProcess = async () => {
    const patient = await buildApp({ config: { ...app.config, readsLagMs: 60_000 }, database: app.database, logger: false });
    await patient.ready();
    return patient;
  };

  it("renders again only a memorial's own address: one spelt another way is left to its next reader", async () => {
    const patient = await patientProcess();
    try {
      const post = await buildPost(patient.db, family, { firstname: "Spelt", lastname: "Otherwise" });
      // The same memorial, its first letter percent-encoded: a page of its own in memory.
      const spelt = `/post/%${post.blogId.charCodeAt(0).toString(16)}${post.blogId.slice(1)}`;
      const visit = async (url: string) => rootText((await patient.inject({ method: "GET", url, headers: { accept: "text/html" } })).body);
      for (const url of [`/post/${post.blogId}`, spelt]) {
        await visit(url);
        await visit(url);
      }
      expect((await leaveMessage(patient, post.id, "Remembered in Oslo")).statusCode).toBe(200);
      await patient.pageRenewals!.settled();
      expect(await visit(`/post/${post.blogId}`)).toContain("Remembered in Oslo");
      expect(await visit(spelt)).not.toContain("Remembered in Oslo");
    } finally {
      await patient.close();
    }
  });

  it("leaves a page rendered for one reader and not read since to its next reader, who starts its render", async () => {
    const patient = await patientProcess();
    try {
      const post = await buildPost(patient.db, family, { firstname: "Read", lastname: "Once" });
      const url = `/post/${post.blogId}`;
      const visit = async () => rootText((await patient.inject({ method: "GET", url, headers: { accept: "text/html" } })).body);
      await visit();
      expect((await leaveMessage(patient, post.id, "A flower from Geneva")).statusCode).toBe(200);
      await patient.pageRenewals!.settled();
      // Not rendered behind the write: the next visitor has it as it was, and starts its render.
      expect(await visit()).not.toContain("A flower from Geneva");
      await patient.publicCache.settled();
      expect(await visit()).toContain("A flower from Geneva");
    } finally {
      await patient.close();
    }
  });
});
