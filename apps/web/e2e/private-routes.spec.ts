import { type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { signUpViaApi, storeSession, type Session } from "./support";

/**
 * Every route shows something without the visitor's first tap. A server-rendered page is whole
 * without the app, which waits for that tap (decision 030); every other page is the app shell,
 * whose app starts at once. /dashboard and /settings (which only go on to a screen of theirs)
 * were once rendered by the server as an empty frame, and went to sign-in only once tapped.
 *
 * The pages here are opened in contexts of their own, not through the fixture's `page`, which
 * presses a key on a server-rendered page to start its app: nothing here touches the page.
 */

const PRIVATE = [
  "/dashboard",
  "/dashboard/posts",
  "/dashboard/notifications",
  "/dashboard/reports",
  "/dashboard/kept",
  "/dashboard/review",
  "/dashboard/keepers/some-memorial",
  "/settings",
  "/settings/edit-profile",
  "/settings/change-password",
  "/settings/your-data",
  "/postcreate",
  "/postcreate/some-memorial",
];

async function untouchedPage(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}): Promise<Page> {
  const { viewport, baseURL } = test.info().project.use;
  const context = await browser.newContext({ viewport, baseURL, ...options });
  return context.newPage();
}

async function withSession(page: Page, session: Session) {
  await page.goto("/terms");
  await storeSession(page, session);
}

/**
 * The app shell: the app starts with the page. (A server-rendered page's app would start too,
 * but only on a tap or a few seconds after the first paint, once its files have been fetched.)
 */
async function expectAppShell(response: Awaited<ReturnType<Page["goto"]>>, path: string) {
  const html = await response!.text();
  expect(html, path).toContain('<div id="root"></div>');
  expect(html, path).not.toContain('id="kma-boot"');
}

test("signed out, every private page goes to sign-in by itself", async ({ browser }) => {
  const page = await untouchedPage(browser);
  for (const path of PRIVATE) {
    await expectAppShell(await page.goto(path), path);
    await expect(page, path).toHaveURL(/\/signin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to your account" })).toBeVisible();
  }
  await page.context().close();
});

test("signed in, /dashboard and /settings show their screens by themselves", async ({ browser, request }) => {
  const page = await untouchedPage(browser);
  await withSession(page, await signUpViaApi(request));
  for (const [path, landing, heading] of [
    ["/dashboard", "/dashboard/posts", "Manage Posts"],
    ["/settings", "/settings/edit-profile", "Edit Profile"],
    ["/postcreate", "/postcreate", "Create a memorial"],
  ] as const) {
    await expectAppShell(await page.goto(path), path);
    await expect(page).toHaveURL(new RegExp(`${landing}$`));
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  await page.context().close();
});

test("every other page shows its heading without a tap", async ({ browser }) => {
  const page = await untouchedPage(browser);
  for (const path of [
    "/",
    "/signin",
    "/signup",
    "/forgotpassword",
    "/resetpassword/not-a-token",
    "/contact",
    "/terms",
    "/privacy",
    "/search/nobodyatall",
    "/user/nobodyatall",
    "/post/no-such-memorial",
    "/keep/not-a-token",
    "/follow/confirm/not-a-token",
    "/unsubscribe/not-a-token",
    "/verify-email/not-a-token",
    "/admin/reports",
    "/no/such/page",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
  }
  await page.context().close();
});

/**
 * The page at `path` as a browser without JavaScript shows it, in a page axe can run in (axe is
 * itself JavaScript): the server's HTML with its scripts left out and its <noscript> unwrapped.
 */
async function openAsWithoutJavaScript(page: Page, path: string) {
  const html = await (await page.request.get(path, { headers: { accept: "text/html" } })).text();
  const shown = html.replace(/<script\b[^>]*>[^<]*<\/script>/g, "").replace(/<\/?noscript>/g, "");
  const pathname = new URL(path, "http://site").pathname;
  await page.route(
    (url) => url.pathname === pathname,
    (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: shown }),
  );
  await page.goto(path);
  await page.unroute((url) => url.pathname === pathname);
}

test("without JavaScript, a private page says what it needs and links Home, in the reader's language", async ({ browser }) => {
  const page = await untouchedPage(browser, { javaScriptEnabled: false });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "This page needs JavaScript" })).toBeVisible();
  // (Playwright's text locators skip what is inside <noscript>; the landmark's text does not.)
  await expect(page.getByRole("main")).toContainText("Signing in, your dashboard and the forms work only with JavaScript");
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Keep Memories Alive" })).toBeVisible();

  await page.goto("/settings?lang=ta");
  await expect(page.getByRole("heading", { level: 1, name: "இந்தப் பக்கத்துக்கு JavaScript தேவை" })).toBeVisible();
  await expect(page.getByRole("link", { name: "முகப்புப் பக்கத்துக்குச் செல்க" })).toBeVisible();
  await page.context().close();
});

test("the page a visitor without JavaScript gets for a private page passes axe", async ({ browser }) => {
  const page = await untouchedPage(browser);
  for (const path of ["/dashboard", "/dashboard?lang=ta"]) {
    await openAsWithoutJavaScript(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.context().close();
});
