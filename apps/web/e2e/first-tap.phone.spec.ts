import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { collectErrors, createPostViaApi, delayAppEntry, delayAppFile, makeJpeg, signUpViaApi, uploadViaApi, type Session } from "./support";
import { inTheFullBrowser } from "../playwright.config";

// What the page does on its own before any tap is watched in the full browser (see inTheFullBrowser).
test.use({ launchOptions: inTheFullBrowser });

/**
 * The visitor's first tap on a memorial page, on a phone as slow as Lighthouse's mobile figures
 * (150 ms round trip, 1.6 Mbps, the CPU four times slower, set through the DevTools protocol):
 * one tap, one result. `npm run firsttap` measures how long the answer takes; these tests hold
 * what it needs: that the answer comes to a single tap, and that nothing moves the control from
 * under the finger while the page's photos arrive.
 *
 * The pages are opened in contexts of their own, not through the fixture's `page`, which
 * presses a key to start the app and waits for it.
 */

/** A memorial whose album photos are neither 4:3 nor alike: one wide, one tall, one square. */
async function memorialWithPhotosOfOtherShapes(request: APIRequestContext) {
  const author = await signUpViaApi(request, { firstname: "Priya", lastname: "Sivakumar" });
  const photos = [
    await uploadViaApi(request, author.access_token, await makeJpeg(1200, 400, "#7d8fa6")),
    await uploadViaApi(request, author.access_token, await makeJpeg(500, 1000, "#a6927d")),
    await uploadViaApi(request, author.access_token, await makeJpeg(700, 700, "#8da67d")),
  ];
  return createPostViaApi(request, author.access_token, { memoriwallimages: photos });
}

async function throttledPhone(browser: Browser): Promise<Page> {
  const { viewport, baseURL, hasTouch } = test.info().project.use;
  const context = await browser.newContext({ viewport, baseURL, hasTouch, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return page;
}

/** A phone whose browser holds `session`, as a signed-in visitor's does (the app reads it from localStorage). */
async function signedInPhone(browser: Browser, session: Session): Promise<Page> {
  const { viewport, baseURL, hasTouch } = test.info().project.use;
  const context = await browser.newContext({ viewport, baseURL, hasTouch, isMobile: true });
  await context.addInitScript((stored) => localStorage.setItem("user", stored), JSON.stringify(session));
  return context.newPage();
}

/** Taps once where the control is now, as the visitor sees it. */
async function tapOnce(page: Page, name: string) {
  const box = await page.getByRole("link", { name }).boundingBox();
  if (!box) throw new Error(`${name} is not on the page`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

test("one tap right after load opens 'Write Your Memorials', below photos of other shapes, and the photos arriving move nothing", async ({
  browser,
  request,
}) => {
  const blogId = await memorialWithPhotosOfOtherShapes(request);
  const page = await throttledPhone(browser);
  const errors = collectErrors(page);
  await page.goto(`/post/${blogId}`, { waitUntil: "load" });
  const link = page.getByRole("link", { name: "Write Your Memorials" });
  // Scrolled to as a visitor's look would settle on it: the sections above are drawn as they
  // come near (decision 032) and take their real height then.
  await link.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await link.evaluate((element) => element.scrollIntoView({ block: "center" }));
  // Where the link is on the page (not on the screen), as the visitor reached it.
  const onThePage = () => link.evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY));
  const before = await onThePage();

  await tapOnce(page, "Write Your Memorials");
  await expect(page.getByRole("dialog", { name: "Memory Wall" }).getByLabel("Your memorial")).toBeVisible();

  // Once every photo has come, the link is where the visitor saw it: each photo is drawn in a
  // box of the gallery's own shape, whatever its own.
  await page.keyboard.press("Escape");
  const photos = page.getByTestId("gallery-grid").locator("img");
  await expect(photos).toHaveCount(3);
  await expect
    .poll(() => photos.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)), {
      timeout: 20_000,
    })
    .toBe(true);
  expect(await onThePage()).toBe(before);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("once the app has started on its own, one tap opens 'Write a Tribute'", async ({ browser, request }) => {
  const blogId = await memorialWithPhotosOfOtherShapes(request);
  const page = await throttledPhone(browser);
  const errors = collectErrors(page);
  await page.goto(`/post/${blogId}`, { waitUntil: "load" });
  // Nobody touches the page: the app comes once its files have (decision 038).
  await page.locator("html[data-app-ready]").waitFor({ state: "attached", timeout: 30_000 });
  await page.getByRole("link", { name: "Write a Tribute" }).evaluate((element) => element.scrollIntoView({ block: "center" }));

  await tapOnce(page, "Write a Tribute");
  await expect(page.getByRole("dialog", { name: "Tributes" }).getByLabel("Your tribute")).toBeVisible();
  expect(errors).toEqual([]);
  await page.context().close();
});

test("a signed-in visitor's like, tapped before the app has come, is counted once it has", async ({ browser, request }) => {
  const blogId = await memorialWithPhotosOfOtherShapes(request);
  const page = await signedInPhone(browser, await signUpViaApi(request, { firstname: "Arun", lastname: "Kandasamy" }));
  const errors = collectErrors(page);
  // The app's entry file comes 3 s late, as on a slow phone's network. A signed-in visitor's app
  // starts at once, so the page's `load` waits for it: the visitor taps once the page is drawn.
  await delayAppEntry(page, `/post/${blogId}`);
  await page.goto(`/post/${blogId}`, { waitUntil: "domcontentloaded" });
  // The server drew the like for a visitor, a link to sign in; the app draws the friend's button.
  const like = page.getByRole("link", { name: "Like, 0 Flowers" });
  const box = await like.boundingBox();
  await expect(page.locator("html[data-app-ready]")).toHaveCount(0);
  await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2);

  await expect(page.getByRole("button", { name: "Like, 1 Flower" })).toHaveAttribute("aria-pressed", "true");
  await expect
    .poll(async () => (await (await request.post("/api/get-post", { data: { post_id: blogId, mode: "again" } })).json()).blog.activity.total_likes)
    .toBe(1);
  await expect(page).toHaveURL(new RegExp(`/post/${blogId}$`));
  expect(errors).toEqual([]);
  await page.context().close();
});

test("a signed-in visitor's like, tapped while the app has come but is still starting, waits for it instead of going to sign in", async ({
  browser,
  request,
}) => {
  const blogId = await memorialWithPhotosOfOtherShapes(request);
  const page = await signedInPhone(browser, await signUpViaApi(request, { firstname: "Arun", lastname: "Kandasamy" }));
  const errors = collectErrors(page);
  // The app's entry file comes at once, the memorial screen's own file 6 s late: the app has come
  // and is starting, past the four seconds after which a link whose app has not come is followed.
  await delayAppFile(page, `/post/${blogId}`, (files) => files.find((file) => /\/memorial-page-[^/]*\.js$/.test(file)), 6000);
  await page.goto(`/post/${blogId}`, { waitUntil: "domcontentloaded" });
  const like = page.getByRole("link", { name: "Like, 0 Flowers" });
  const box = await like.boundingBox();
  await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2);

  await expect(page.getByRole("button", { name: "Like, 1 Flower" })).toHaveAttribute("aria-pressed", "true", { timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`/post/${blogId}$`));
  expect(errors).toEqual([]);
  await page.context().close();
});
