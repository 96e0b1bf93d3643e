import { expect, test, type APIRequestContext, type Browser, type BrowserContextOptions, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { collectErrors, createPostViaApi, delayAppEntry, signUpViaApi } from "./support";
import { inTheFullBrowser } from "../playwright.config";

// What the page does on its own before any tap is watched in the full browser (see inTheFullBrowser).
test.use({ launchOptions: inTheFullBrowser });

/**
 * The top bar's menu on a phone opens at the tap, before and without the app (mobile-menu.tsx):
 * a link to #mobile-menu shows the menu the server's HTML already holds (CSS `:target`), its
 * close controls lead to #top-bar, and the app, once it runs, takes the open menu over.
 *
 * The pages are opened in contexts of their own, not through the fixture's `page`, which
 * presses a key to start the app and waits for it: here the app must not have come yet.
 */

/** Home, with a memorial in its list: a page long enough to have scrolled down before the menu opens. */
async function homePath(request: APIRequestContext) {
  const author = await signUpViaApi(request, { firstname: "Priya", lastname: "Sivakumar" });
  await createPostViaApi(request, author.access_token);
  return "/";
}

async function phonePage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const { viewport, baseURL, hasTouch } = test.info().project.use;
  const context = await browser.newContext({ viewport, baseURL, hasTouch, ...options });
  return context.newPage();
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * A tap where the control is on the screen. Playwright's own tap first scrolls the control into
 * view, and for one in the sticky bar that moves the page, which is what these tests watch for.
 */
async function tapInPlace(page: Page, control: Locator) {
  const box = (await control.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Times a tap's answer in the page itself: from the touch to the first frame that shows
 * `selector`. Timed from the test, the wait would also hold Playwright's round trips and the
 * gaps between its checks (100 ms, then 250, then 500), which are not the visitor's.
 */
async function timeTillShown(page: Page, selector: string): Promise<() => Promise<number | null>> {
  await page.evaluate((target) => {
    const timed = window as unknown as { shownAfter: number | null };
    timed.shownAfter = null;
    const watch = () => {
      const touched = performance.now();
      const frame = () => {
        if (document.querySelector(target)?.checkVisibility()) timed.shownAfter = performance.now() - touched;
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    };
    addEventListener("touchstart", watch, { capture: true, once: true, passive: true });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { shownAfter: number | null }).shownAfter);
}

test("without JavaScript the menu opens at a tap with Home and Contact, and its close button and backdrop close it where the page was", async ({
  browser,
  request,
}) => {
  const path = await homePath(request);
  const page = await phonePage(browser, { javaScriptEnabled: false });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Keep Memories Alive" })).toBeVisible();
  await page.mouse.wheel(0, 900);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  const scrolled = await scrollY(page);

  const opener = page.getByRole("button", { name: "Open menu" });
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeHidden();
  await tapInPlace(page, opener);
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(menu.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
  await expect(menu.getByRole("link", { name: "Create" })).toBeVisible();
  expect(await scrollY(page)).toBe(scrolled);
  await page.screenshot({ path: test.info().outputPath("menu-without-javascript.png") });

  await tapInPlace(page, menu.getByRole("button", { name: "Close menu" }));
  await expect(menu).toBeHidden();
  expect(new URL(page.url()).hash).toBe("#top-bar");
  // The bar is where the close leads, and it is at the top of the screen already: the page stays.
  expect(await scrollY(page)).toBe(scrolled);

  await tapInPlace(page, opener);
  await expect(menu).toBeVisible();
  // A tap on the dimmed page beside the panel.
  await page.touchscreen.tap(360, 500);
  await expect(menu).toBeHidden();
  expect(await scrollY(page)).toBe(scrolled);

  // Its links are plain links.
  await tapInPlace(page, opener);
  await menu.getByRole("link", { name: "Contact" }).tap();
  await expect(page).toHaveURL(/\/contact$/);
  await page.context().close();
});

test("the menu opened without JavaScript passes axe", async ({ browser, request }) => {
  const path = await homePath(request);
  const page = await phonePage(browser);
  // axe is itself JavaScript: the server's page with its scripts left out, so no app comes.
  const html = await (await page.request.get(path, { headers: { accept: "text/html" } })).text();
  const shown = html.replace(/<script\b[^>]*>[^<]*<\/script>/g, "").replace(/<\/?noscript>/g, "");
  await page.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: shown }),
  );
  await page.goto(path);
  await page.getByRole("button", { name: "Open menu" }).tap();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await expect(page.locator("html[data-app-ready]")).toHaveCount(0);
  await expectNoAxeViolations(page, "mobile menu without the app");
  await page.context().close();
});

test("tapped before the app has come, the menu opens at once; the app takes it over, and Escape closes it back to its button", async ({ browser, request }) => {
  const path = await homePath(request);
  const page = await phonePage(browser);
  const errors = collectErrors(page);
  // The app's entry file comes 3 s late, as on a slow phone's network.
  await delayAppEntry(page, path);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Keep Memories Alive" })).toBeVisible();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  const scrolled = await scrollY(page);

  const opener = page.getByRole("button", { name: "Open menu" });
  const menu = page.getByRole("dialog", { name: "Menu" });
  const shownAfter = await timeTillShown(page, '#mobile-menu [role="dialog"]');
  await tapInPlace(page, opener);
  await expect(menu).toBeVisible({ timeout: 1000 });
  await expect.poll(shownAfter).not.toBeNull();
  expect(await shownAfter()).toBeLessThan(1000);
  await expect(page.locator("html[data-app-ready]")).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Home" })).toBeVisible();

  // The app comes, hydrates the page as the server drew it and keeps the menu open: now modal.
  await page.locator("html[data-app-ready]").waitFor({ state: "attached", timeout: 15_000 });
  await expect(opener).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
  await expect(menu).toBeVisible();
  expect(await scrollY(page)).toBe(scrolled);
  await expectNoAxeViolations(page, "mobile menu taken over by the app");
  await page.screenshot({ path: test.info().outputPath("menu-with-the-app.png") });

  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAttribute("aria-expanded", "false");
  expect(new URL(page.url()).hash).toBe("");
  expect(await scrollY(page)).toBe(scrolled);

  // A button by keyboard: Space opens it as Enter does.
  await page.keyboard.press("Space");
  await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
  expect(new URL(page.url()).hash).toBe("");
  await page.keyboard.press("Space");
  await expect(menu).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(await scrollY(page)).toBe(scrolled);

  expect(errors).toEqual([]);
  await page.context().close();
});

test("Escape pressed before the app has come closes the open menu where the page was", async ({ browser, request }) => {
  const path = await homePath(request);
  const page = await phonePage(browser);
  // The app's entry file comes late, so the menu is still the page's own when Escape is pressed.
  await delayAppEntry(page, path, 10_000);
  await page.goto(path);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  const scrolled = await scrollY(page);
  const menu = page.getByRole("dialog", { name: "Menu" });
  await tapInPlace(page, page.getByRole("button", { name: "Open menu" }));
  await expect(menu).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.locator("html[data-app-ready]")).toHaveCount(0);
  expect(await scrollY(page)).toBe(scrolled);
  await page.context().close();
});

test("on a wide screen the menu's address shows nothing and holds nothing still, without the app or with it", async ({ browser, request }) => {
  const path = `${await homePath(request)}#mobile-menu`;
  const wide = { viewport: { width: 1024, height: 800 } };
  const page = await phonePage(browser, { javaScriptEnabled: false, ...wide });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Keep Memories Alive" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  await page.context().close();

  const withApp = await phonePage(browser, wide);
  await withApp.goto(path);
  await withApp.keyboard.press("Shift");
  await withApp.locator("html[data-app-ready]").waitFor({ state: "attached" });
  await expect(withApp.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
  expect(await withApp.evaluate(() => document.body.style.overflow)).toBe("");
  await withApp.context().close();
});
