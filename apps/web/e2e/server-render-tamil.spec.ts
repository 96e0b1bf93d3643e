import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createPostViaApi, signUpViaApi } from "./support";

/**
 * The memorial page, Home and a search rendered by the server in Tamil (?lang=ta) read in Tamil
 * before any JavaScript runs, hydrate without a mismatch, and keep long Tamil labels inside the
 * window (375 and 1280 px projects).
 */

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/** Nothing is wider than the window (a label that does not wrap pushes the page sideways). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test("a Tamil memorial page arrives in Tamil from the server and hydrates without a mismatch", async ({ page, request }) => {
  const author = await signUpViaApi(request, { firstname: "Priya", lastname: "Sivakumar" });
  const blogId = await createPostViaApi(request, author.access_token);
  const errors = collectErrors(page);

  const html = await (await request.get(`/post/${blogId}?lang=ta`)).text();
  for (const text of ["அன்னை மடியில்", "இறைவன் அடியில்", "12 ஏப்., 1948", "சனிக்கிழமை, 10 பெப்ரவரி 2024", "நினைவுச் சுவர்", "கண்ணீர் அஞ்சலிகள்"]) {
    expect(html).toContain(text);
  }

  // The fixture's goto waits until the app has hydrated the page.
  await page.goto(`/post/${blogId}?lang=ta`);
  await expect(page.getByRole("heading", { level: 1, name: "Sivakumar Thevarajah" })).toBeVisible();
  await expect(page.getByText("அன்னை மடியில்")).toBeVisible();
  // Hydrated: the page answers clicks, in Tamil.
  await page.getByRole("button", { name: "பகிர்" }).first().click();
  await expect(page.getByRole("dialog", { name: "இந்த அறிவித்தலைப் பகிர்" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(errors).toEqual([]);
});

test("Home and a search arrive in Tamil and hydrate without a mismatch", async ({ page, request }) => {
  const author = await signUpViaApi(request, { firstname: "Priya", lastname: "Sivakumar" });
  await createPostViaApi(request, author.access_token);
  const errors = collectErrors(page);

  await page.goto("/?lang=ta");
  await expect(page.getByRole("tab", { name: "மரண அறிவித்தல்" })).toBeVisible();
  await page.getByRole("tab", { name: "இடம்" }).click();
  await expect(page.getByRole("button", { name: /^யாழ்ப்பாணம்/ })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto("/search/nobodyatall?lang=ta");
  await expect(page.getByRole("heading", { level: 1, name: "தேடல் முடிவுகள்: “nobodyatall”" })).toBeVisible();
  await expect(page.getByText("உங்கள் தேடலுடன் 0 அறிவித்தல்கள் பொருந்துகின்றன.")).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(errors).toEqual([]);
});
