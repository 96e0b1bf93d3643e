import { APP_PREFETCH_DELAY_MS } from "@kma/core/page-boot";
import { type APIRequestContext, type Browser } from "@playwright/test";
import { expect, test } from "./fixtures";
import { collectErrors, createPostViaApi, openSignedIn, signUpViaApi } from "./support";
import { inTheFullBrowser } from "../playwright.config";

// What the page does on its own before any tap is watched in the full browser (see inTheFullBrowser).
test.use({ launchOptions: inTheFullBrowser });

/** Public pages arrive rendered by the server and hydrate into the same app (apps/web/src/entry-server.tsx). */

async function memorial(request: APIRequestContext) {
  const author = await signUpViaApi(request, { firstname: "Priya", lastname: "Sivakumar" });
  const blogId = await createPostViaApi(request, author.access_token);
  return { author, blogId };
}

/** The post's read count, asked in edit mode (which counts no read). */
async function readsOf(request: APIRequestContext, blogId: string, token: string) {
  const res = await request.post("/api/get-post", { headers: { authorization: `Bearer ${token}` }, data: { post_id: blogId, mode: "edit" } });
  return ((await res.json()) as { blog: { activity: { total_reads: number } } }).blog.activity.total_reads;
}

test("a memorial page hydrates from the server's HTML without asking for the memorial or its wall again, and counts one read", async ({ page, request }) => {
  const { author, blogId } = await memorial(request);
  const before = await readsOf(request, blogId, author.access_token);
  const errors = collectErrors(page);
  const apiCalls: string[] = [];
  page.on("request", (req) => {
    const path = new URL(req.url()).pathname;
    if (path === "/api/get-post" || path === "/api/get-post-comments") apiCalls.push(path);
  });

  // The fixture's goto waits until the app has hydrated the page: by then any refetch would have started.
  const response = await page.goto(`/post/${blogId}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Sivakumar Thevarajah" })).toBeVisible();

  // Hydrated: the page answers clicks.
  await page.getByRole("button", { name: "Share" }).first().click();
  await expect(page.getByRole("dialog", { name: "Share this memorial" })).toBeVisible();

  // Neither the memorial nor the wall's first page is asked for again.
  expect(apiCalls).toEqual([]);
  expect(await readsOf(request, blogId, author.access_token)).toBe(before + 1);
  expect(errors).toEqual([]);
});

/** The zone the memorial's services are in, from the hint the server's page gives the boot script. */
async function serviceZone(request: APIRequestContext, blogId: string) {
  const html = await (await request.get(`/post/${blogId}`)).text();
  return /data-your-time="[^"]*?&quot;zone&quot;:&quot;([^&]+)&quot;/.exec(html)?.[1];
}

/**
 * A new memorial and a fresh visitor whose clock is in its services' zone: nothing on the page
 * then needs the app until they touch it (no '… your time' line to write).
 */
async function memorialInServiceZone(browser: Browser, request: APIRequestContext) {
  const { blogId } = await memorial(request);
  const context = await browser.newContext({ timezoneId: (await serviceZone(request, blogId)) ?? "UTC" });
  return { blogId, context, page: await context.newPage() };
}

test("a memorial page runs no JavaScript until its first view is painted and its files have come, then starts the app without waiting for a tap (decisions 033, 038)", async ({
  browser,
  request,
}) => {
  const { blogId, context, page } = await memorialInServiceZone(browser, request);
  const errors = collectErrors(page);
  await page.goto(`/post/${blogId}`, { waitUntil: "load" });
  await expect(page.locator("html[data-app-ready]")).toHaveCount(0);
  // Nobody taps: the app's files are fetched a few seconds after the first paint, and the app
  // starts in the next idle moment after they have come.
  await expect(page.locator("html[data-app-ready]")).toHaveCount(1, { timeout: APP_PREFETCH_DELAY_MS + 15_000 });
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const scripts = performance.getEntriesByType("resource").filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
    const painted = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.POSITIVE_INFINITY;
    return { loaded: navigation.loadEventStart, painted, firstScript: Math.min(...scripts.map((entry) => entry.startTime)) };
  });
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loaded);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.painted + APP_PREFETCH_DELAY_MS);

  // One tap, one result: the app is already there.
  await page.getByRole("button", { name: "Share" }).first().click();
  await expect(page.getByRole("dialog", { name: "Share this memorial" })).toBeVisible();
  // A blocked inline script would be reported here as a Content-Security-Policy error.
  expect(errors).toEqual([]);
  await context.close();
});

test("a tap before the app's files have come starts the app at once, and that tap does what it says (decision 030)", async ({ browser, request }) => {
  const { context, blogId, page } = await memorialInServiceZone(browser, request);
  const scriptsRun: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") scriptsRun.push(req.url());
  });
  await page.goto(`/post/${blogId}`, { waitUntil: "load" });
  expect(scriptsRun).toEqual([]);
  await page.getByRole("button", { name: "Share" }).first().click();
  await expect(page.getByRole("dialog", { name: "Share this memorial" })).toBeVisible();
  await expect(page.locator("html[data-app-ready]")).toHaveCount(1);
  await context.close();
});

test("a tap held while the app starts shows a bar along the top until the app has done what the tap asked", async ({ browser, request }) => {
  const { blogId, context, page } = await memorialInServiceZone(browser, request);
  // A slow connection: the app's entry arrives a second and a half after it is asked for.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/post/${blogId}`, { waitUntil: "load" });
  const bar = () => page.evaluate(() => getComputedStyle(document.body, "::before").content);
  expect(await bar()).toBe("none");

  await page.getByRole("button", { name: "Share" }).first().click();
  await expect(page.locator("html[data-app-starting]")).toHaveCount(1);
  expect(await bar()).toBe('""');
  await expect(page.getByRole("dialog", { name: "Share this memorial" })).toBeVisible();
  expect(await bar()).toBe("none");
  await context.close();
});

test("a tap whose app cannot come (offline, or files of an old release) leaves no bar running", async ({ browser, request }) => {
  const { blogId, context, page } = await memorialInServiceZone(browser, request);
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
  // The bar may come and go between two checks: the page notes that it came.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const html = document.documentElement;
      new MutationObserver(() => {
        if (html.hasAttribute("data-app-starting")) html.dataset.barShown = "";
      }).observe(html, { attributes: true, attributeFilter: ["data-app-starting"] });
    });
  });
  await page.goto(`/post/${blogId}`, { waitUntil: "load" });
  await page.getByRole("button", { name: "Share" }).first().click();
  await expect(page.locator("html[data-bar-shown]")).toHaveCount(1);
  await expect(page.locator("html[data-app-starting]")).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body, "::before").content)).toBe("none");
  await context.close();
});

test("a visitor in another time zone gets their own time for the services at once, without the app, and keeps it when the app starts", async ({
  browser,
  request,
}) => {
  const { blogId } = await memorial(request);
  const zone = await serviceZone(request, blogId);
  expect(zone).toBeTruthy();
  const context = await browser.newContext({ timezoneId: zone === "Europe/Berlin" ? "Asia/Colombo" : "Europe/Berlin" });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`/post/${blogId}`, { waitUntil: "load" });
  const yourTime = page.getByText(/ your time$/).first();
  await expect(yourTime).toBeVisible();
  const written = await yourTime.textContent();
  // The boot script wrote it: the app has not started.
  await expect(page.locator("html[data-app-ready]")).toHaveCount(0);

  // Once the app has hydrated the page (and rendered the line with the visitor's zone), the same words stand, and nothing is reported.
  await page.keyboard.press("Shift");
  await expect(page.locator("html[data-app-ready]")).toHaveCount(1);
  await expect(page.getByText(/ your time$/).first()).toHaveText(written!);
  expect(errors).toEqual([]);
  await context.close();
});

test("a link tapped before the app has started opens its page", async ({ browser, request }) => {
  const { blogId, context, page } = await memorialInServiceZone(browser, request);
  await page.goto(`/post/${blogId}`, { waitUntil: "load" });
  await page.locator('header a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await context.close();
});

test("a memorial page reads whole with JavaScript turned off", async ({ browser, request }) => {
  const { blogId } = await memorial(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/post/${blogId}`);

  await expect(page.getByRole("heading", { level: 1, name: "Sivakumar Thevarajah" })).toBeVisible();
  const header = page.locator("header", { has: page.getByRole("heading", { level: 1 }) });
  await expect(header.getByText("12 Apr, 1948")).toBeVisible();
  await expect(header.getByText("3 Feb, 2024")).toBeVisible();
  const portrait = header.getByRole("img", { name: "Portrait of Sivakumar Thevarajah" });
  await expect(portrait).toHaveAttribute("srcset", /\?w=320 320w, .+\?w=640 640w, .+\?w=1280 1280w$/);
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const story = page.getByRole("region", { name: "Remembering Sivakumar — His story" });
  await expect(story.getByText("He taught us patience.")).toBeVisible();
  await expect(story.getByText("He loved the sea at Casuarina beach.")).toBeVisible();
  await expect(page.getByText("Chapel Ridge Funeral Home, Markham")).toBeVisible();
  await expect(page.getByText("Viewing", { exact: true })).toBeVisible();
  await context.close();
});

test("the feed, a search and a profile arrive with their content, JavaScript or not", async ({ browser, request }) => {
  const { author } = await memorial(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const url of ["/", "/search/sivakumar", `/user/${author.username}`]) {
    await page.goto(url);
    await expect(page.getByRole("link", { name: "Sivakumar Thevarajah" }).first()).toBeVisible();
  }
  await context.close();
});

test("a signed-in author sees the server's page become theirs once it hydrates", async ({ page, request }) => {
  const { author, blogId } = await memorial(request);
  const errors = collectErrors(page);
  await openSignedIn(page, author, `/post/${blogId}`);
  await expect(page.getByRole("link", { name: "Edit Post" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("an unknown memorial and an unknown page answer 404 with the app's own not-found pages", async ({ page }) => {
  const missing = await page.goto("/post/nobody-here-abc123");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This memorial could not be found" })).toBeVisible();
  const unknown = await page.goto("/no/such/page");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: /Page Not Found/ })).toBeVisible();
});
