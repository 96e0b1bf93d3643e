import { test as base, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect } from "./fixtures";
import { appReady, createPostViaApi, signUpViaApi } from "./support";

/**
 * Writing on a memorial page before and without the app (decision 037): the memory wall's and
 * the tributes' panels open with HTML alone (`#memorial`, `#tribute`), their forms post to the
 * page's address, and the page comes back with a thank-you, or with the spec's message beside
 * the form and what was typed still in it. With JavaScript on, a tap before the app has come
 * opens the panel at once, and the app takes it over with what was typed.
 *
 * SHOTS_DIR=<dir> keeps screenshots of the panel and its error to look at (never asserted).
 */
const test = base;

async function memorial(request: APIRequestContext) {
  const author = await signUpViaApi(request, { firstname: "Priya", lastname: "Sivakumar" });
  return createPostViaApi(request, author.access_token);
}

async function pageWithout(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    javaScriptEnabled,
    viewport: test.info().project.use.viewport ?? null,
    hasTouch: test.info().project.use.hasTouch ?? false,
  });
  return { context, page: await context.newPage() };
}

/**
 * axe runs as a script in the page, which a page without JavaScript cannot run: it is checked on
 * the same server HTML with the app's files refused, so that only the page's own HTML works.
 */
async function pageWithoutApp(browser: Browser) {
  const { context, page } = await pageWithout(browser, true);
  await context.route(/\/assets\/[^?]+\.js(\?.*)?$/, (route) => route.abort());
  return { context, page };
}

async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${test.info().project.name}.png`, animations: "disabled" });
}

async function fillVisitor(panel: ReturnType<Page["getByRole"]>, text: string, label: string) {
  await panel.getByLabel(label).fill(text);
  await panel.getByLabel("First Name").fill("Kavitha");
  await panel.getByLabel("Last Name").fill("Raj");
  await panel.getByLabel("Email").fill("kavitha@example.com");
  await panel.getByLabel("Mobile Number").fill("+94 77 123 4567");
  await panel.getByLabel("Current Place").fill("Jaffna");
}

test("without JavaScript, a visitor opens each panel, posts a message and a tribute, and sees them shown and counted", async ({ browser, request }) => {
  const blogId = await memorial(request);
  const { context, page } = await pageWithout(browser, false);
  await page.goto(`/post/${blogId}`);

  await page.getByRole("link", { name: "Write Your Memorials" }).click();
  const wallPanel = page.getByRole("dialog", { name: "Memory Wall" });
  await expect(wallPanel).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/post/${blogId}#memorial$`));
  await fillVisitor(wallPanel, "He taught the whole lane to swim.", "Your memorial");
  await wallPanel.getByRole("button", { name: "Post Memorial" }).click();

  await expect(page).toHaveURL(new RegExp(`/post/${blogId}#memory-wall$`));
  await expect(wallPanel).toBeHidden();
  const wall = page.getByRole("region", { name: "Memory Wall" });
  await expect(wall.getByRole("status")).toHaveText("Your memorial added successfully!");
  await expect(wall.getByRole("article", { name: "Memorial by Kavitha Raj" })).toContainText("He taught the whole lane to swim.");
  await expect(wall.getByText("1 memorial and reply shared by family and friends.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Memory Wall, 1 Memorial" })).toBeVisible();

  await page.getByRole("link", { name: "Write a Tribute" }).click();
  const tributePanel = page.getByRole("dialog", { name: "Tributes" });
  await expect(tributePanel).toBeVisible();
  await fillVisitor(tributePanel, "Forever in our hearts.", "Your tribute");
  await tributePanel.getByRole("button", { name: "Post Tribute" }).click();

  await expect(page).toHaveURL(new RegExp(`/post/${blogId}#tributes$`));
  const tributes = page.getByRole("region", { name: "Tributes" });
  await expect(tributes.getByRole("status")).toHaveText("Tribute added successfully!");
  await expect(tributes.getByRole("article", { name: "Tribute by Kavitha Raj" }).first()).toContainText("Forever in our hearts.");
  await expect(tributes.getByText("1 tribute to Sivakumar Thevarajah.")).toBeVisible();
  await shot(page, "no-js-tribute-posted");

  // The thanks is for once: the same page again has none.
  await page.reload();
  await expect(page.getByRole("status")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Tributes" }).getByText("1 tribute to Sivakumar Thevarajah.")).toBeVisible();

  // The panel closes by its close link too, back to its section.
  await page.getByRole("link", { name: "Write a Tribute" }).click();
  await expect(tributePanel).toBeVisible();
  await tributePanel.getByRole("link", { name: "Close Tributes" }).click();
  await expect(tributePanel).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/post/${blogId}#tributes$`));
  await context.close();
});

test("without JavaScript, bad input comes back with the spec's message beside the form and what was typed", async ({ browser, request }) => {
  const blogId = await memorial(request);
  const { context, page } = await pageWithout(browser, false);
  await page.goto(`/post/${blogId}`);
  await page.getByRole("link", { name: "Write a Tribute" }).click();
  const panel = page.getByRole("dialog", { name: "Tributes" });
  await expect(panel).toBeVisible();
  await shot(page, "no-js-tribute-panel");

  await panel.getByLabel("Your tribute").fill("With love from Oslo.");
  await panel.getByLabel("First Name").fill("Latha");
  await panel.getByLabel("Email").fill("latha@example.com");
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await panel.getByRole("button", { name: "Post Tribute" }).click();
  expect((await answer).status()).toBe(400);

  await expect(page).toHaveURL(new RegExp(`/post/${blogId}#tribute$`));
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("alert")).toHaveText("Please enter your last name...");
  await expect(panel.getByLabel("Last Name")).toHaveAttribute("aria-invalid", "true");
  await expect(panel.getByLabel("Your tribute")).toHaveValue("With love from Oslo.");
  await expect(panel.getByLabel("First Name")).toHaveValue("Latha");
  await expect(panel.getByLabel("Email")).toHaveValue("latha@example.com");
  await shot(page, "no-js-tribute-error");

  await panel.getByLabel("Last Name").fill("Ganesh");
  await panel.getByLabel("Mobile Number").fill("+47 912 34 567");
  await panel.getByLabel("Current Place").fill("Oslo");
  await panel.getByRole("button", { name: "Post Tribute" }).click();
  await expect(page.getByRole("region", { name: "Tributes" }).getByRole("status")).toHaveText("Tribute added successfully!");
  await expect(page.getByRole("region", { name: "Tributes" }).getByRole("article", { name: "Tribute by Latha Ganesh" }).first()).toBeVisible();
  await context.close();
});

test("the panels as the server's HTML draws them, open and with the server's message, have no axe violations", async ({ browser, request }) => {
  const blogId = await memorial(request);
  const { context, page } = await pageWithoutApp(browser);
  for (const [opener, name, label, button] of [
    ["Write Your Memorials", "Memory Wall", "Your memorial", "Post Memorial"],
    ["Write a Tribute", "Tributes", "Your tribute", "Post Tribute"],
  ] as const) {
    await page.goto(`/post/${blogId}`);
    await page.getByRole("link", { name: opener }).click();
    const panel = page.getByRole("dialog", { name });
    await expect(panel).toBeVisible();
    await expect(page.locator("html[data-app-ready]")).toHaveCount(0);
    await expectNoAxeViolations(page, `${name} panel without the app`);
    await panel.getByLabel(label).fill("A few words.");
    await panel.getByRole("button", { name: button }).click();
    await expect(panel.getByRole("alert")).toHaveText("Please enter your first name...");
    await expectNoAxeViolations(page, `${name} panel with the server's message`);
  }
  await context.close();
});

test("a tap on 'Write a Tribute' before the app has come opens the panel at once; the app takes it over with what was typed", async ({ browser, request }) => {
  const blogId = await memorial(request);
  const { context, page } = await pageWithout(browser, true);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(`/post/${blogId}`, { waitUntil: "load" });
  await page.getByRole("link", { name: "Write a Tribute" }).click();
  const panel = page.getByRole("dialog", { name: "Tributes" });
  // Open at once, by the page itself: the boot script did not hold the tap for the app (it marks a held one).
  await expect(panel).toBeVisible({ timeout: 1_000 });
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-app-starting"))).toBe(false);
  await panel.getByLabel("Your tribute").fill("Typed before the app came.");
  await panel.getByLabel("First Name").fill("Arun");

  await appReady(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel("Your tribute")).toHaveValue("Typed before the app came.");
  await expect(panel.getByLabel("First Name")).toHaveValue("Arun");

  // The app's now: its own check as a toast, and Escape closes the panel.
  await panel.getByRole("button", { name: "Post Tribute" }).click();
  await expect(page.getByText("Please enter your last name...")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await page.getByRole("link", { name: "Write a Tribute" }).click();
  await expect(page.getByRole("dialog", { name: "Tributes" })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test("Escape before the app has come closes an open panel as its close button does, and focus goes back to the link that opened it", async ({
  browser,
  request,
}) => {
  const blogId = await memorial(request);
  const { context, page } = await pageWithoutApp(browser);
  await page.goto(`/post/${blogId}`, { waitUntil: "load" });
  const opener = page.getByRole("link", { name: "Write a Tribute" });
  await opener.click();
  const panel = page.getByRole("dialog", { name: "Tributes" });
  await expect(panel).toBeVisible();
  // The visitor has tabbed into the panel's form.
  await panel.getByLabel("Your tribute").focus();

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();
  expect(new URL(page.url()).hash).not.toBe("#tribute");
  // The app never came: the boot script closed it.
  await expect(page.locator("html[data-app-ready]")).toHaveCount(0);

  // Opened again, it shows as before.
  await opener.click();
  await expect(panel).toBeVisible();
  await context.close();
});
