import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createPostViaApi, signUpViaApi } from "./support";

/** The self-hosted Tamil fonts (decision 019): fetched for pages that show Tamil, never for others. */

/** The font files the page asks for while it loads and settles. */
function fontRequests(page: Page): string[] {
  const files: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") files.push(new URL(request.url()).pathname);
  });
  return files;
}

test("an English memorial downloads no font file", async ({ page, request }) => {
  const author = await signUpViaApi(request);
  const blogId = await createPostViaApi(request, author.access_token, { firstname: "Margaret", lastname: "Fernando" });
  const fonts = fontRequests(page);
  await page.goto(`/post/${blogId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Margaret Fernando" })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle");
  expect(fonts).toEqual([]);
});

test("a Tamil name is drawn with the Tamil fonts, and a long one stays inside the screen", async ({ page, request }) => {
  const author = await signUpViaApi(request);
  // One long word: a compound name wider than a phone.
  const blogId = await createPostViaApi(request, author.access_token, { firstname: "சிவஞானம்", lastname: "கூத்தபிள்ளைஞானசேகரம்", birthcity: "யாழ்ப்பாணம்" });
  const fonts = fontRequests(page);
  await page.goto(`/post/${blogId}`);
  await expect(page.getByRole("heading", { level: 1, name: "சிவஞானம் கூத்தபிள்ளைஞானசேகரம்" })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle");

  // The heading's serif and the body's sans, regular weight, each once.
  expect(fonts.sort()).toEqual([expect.stringMatching(/^\/assets\/noto-sans-tamil-tamil-400-normal-[\w-]+\.woff2$/), expect.stringMatching(/^\/assets\/noto-serif-tamil-tamil-400-normal-[\w-]+\.woff2$/)]);
  const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.status === "loaded").map((face) => `${face.family} ${face.weight}`).sort());
  expect(loaded).toEqual(["Noto Sans Tamil 400", "Noto Serif Tamil 400"]);

  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});
