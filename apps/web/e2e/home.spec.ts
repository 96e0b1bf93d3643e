import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PLACES } from "@kma/core/enums";
import { createPostViaApi, signUpViaApi, unique } from "./support";

/** Home's feed, category tabs, place chips, Load More and the share popover, on real data. */

/** A name no other test uses, letters only (search and cards show it as typed). */
const uniqueName = (prefix: string) =>
  `${prefix}${unique("")
    .replace(/[^a-z]/gi, "")
    .slice(-6)}`.replace(/^./, (c) => c.toUpperCase());

const feed = (page: Page) => page.getByRole("tabpanel");
const card = (page: Page, name: string) => feed(page).getByRole("article", { name });

test("the feed shows the newest posts, and the category tabs search by category", async ({ page, request }) => {
  const author = await signUpViaApi(request);
  const obituary = uniqueName("Obit");
  const remembrance = uniqueName("Remem");
  const today = new Date();
  await createPostViaApi(request, author.access_token, { title: "Obituary", firstname: obituary, lastname: "Kanagaratnam" });
  await createPostViaApi(request, author.access_token, {
    title: "31st Remembrance",
    firstname: remembrance,
    lastname: "Kanagaratnam",
    deathdate: String(today.getDate()),
    deathmonth: String(today.getMonth() + 1),
    deathyear: String(today.getFullYear()),
  });

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Keep Memories Alive" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "FEED" })).toHaveAttribute("aria-selected", "true");
  await expect(card(page, `${remembrance} Kanagaratnam`)).toBeVisible();
  const first = card(page, `${obituary} Kanagaratnam`);
  await expect(first).toBeVisible();
  await expect(first.getByText("12 Apr, 1948 – 3 Feb, 2024")).toBeVisible();
  await expect(first.getByText("Born in Jaffna, Sri Lanka · Passed away in Toronto, Canada")).toBeVisible();
  await expect(first.getByText("0 tributes")).toBeVisible();
  await expect(page.getByRole("region", { name: "Most remembered" }).getByRole("link").first()).toBeVisible();

  await page.getByRole("tab", { name: "OBITUARY" }).click();
  await expect(card(page, `${obituary} Kanagaratnam`)).toBeVisible();
  await expect(card(page, `${remembrance} Kanagaratnam`)).toHaveCount(0);

  await page.getByRole("tab", { name: "REMEMBRANCE" }).click();
  await expect(card(page, `${remembrance} Kanagaratnam`)).toBeVisible();
  await expect(card(page, `${obituary} Kanagaratnam`)).toHaveCount(0);

  // RECENT: newest date of death first; this one died today.
  await page.getByRole("tab", { name: "RECENT" }).click();
  await expect(feed(page).getByRole("article").first()).toHaveAccessibleName(`${remembrance} Kanagaratnam`);
  await expect(page).toHaveURL(/\?tab=recent$/);
});

test("PLACE selects Jaffna with every chip's count, and Canada lists the Canadian memorial", async ({ page, request }) => {
  const author = await signUpViaApi(request);
  const jaffna = uniqueName("Jaff");
  const canada = uniqueName("Cana");
  await createPostViaApi(request, author.access_token, {
    firstname: jaffna,
    lastname: "Rasiah",
    birthcity: "Jaffna",
    deathplace: "Mitte",
    deathcity: "Berlin",
    deathcountry: "Germany",
  });
  await createPostViaApi(request, author.access_token, {
    firstname: canada,
    lastname: "Rasiah",
    birthplace: "Paranthan",
    birthcity: "Kilinochchi",
    deathplace: "Scarborough",
    deathcity: "Toronto",
    deathcountry: "Canada",
  });
  const { counts } = await (await request.post("/api/search-posts-count", { data: { places: PLACES } })).json();

  await page.goto("/");
  await page.getByRole("tab", { name: "PLACE" }).click();
  const chips = page.getByRole("group", { name: "Places" });
  for (const place of PLACES) {
    const n = counts[place] as number;
    await expect(chips.getByRole("button", { name: `${place}, ${n} ${n === 1 ? "memorial" : "memorials"}` })).toBeVisible();
  }
  await expect(chips.getByRole("button", { name: /^Jaffna/ })).toHaveAttribute("aria-pressed", "true");
  await expect(card(page, `${jaffna} Rasiah`)).toBeVisible();
  await expect(card(page, `${canada} Rasiah`)).toHaveCount(0);

  await chips.getByRole("button", { name: /^Canada/ }).click();
  await expect(chips.getByRole("button", { name: /^Canada/ })).toHaveAttribute("aria-pressed", "true");
  await expect(card(page, `${canada} Rasiah`)).toBeVisible();
  await expect(card(page, `${jaffna} Rasiah`)).toHaveCount(0);
  await expect(page).toHaveURL(/\?tab=place&place=Canada$/);

  // Back on the page later (e.g. after opening a memorial), the same tab and place are shown.
  await page.reload();
  await expect(card(page, `${canada} Rasiah`)).toBeVisible();
});

test("Load More shows with more than ten posts and loads the rest", async ({ page, request }) => {
  const author = await signUpViaApi(request);
  const family = uniqueName("Fam");
  for (let i = 1; i <= 11; i += 1) {
    await createPostViaApi(request, author.access_token, { firstname: `Member${String.fromCharCode(64 + i)}`, lastname: family });
  }
  const { totalDocs } = await (await request.post("/api/all-latest-posts-count", { data: {} })).json();

  await page.goto("/");
  await expect(card(page, `MemberK ${family}`)).toBeVisible();
  await expect(feed(page).getByRole("article")).toHaveCount(10);
  // The oldest of the eleven is the eleventh newest post: on page two.
  await expect(card(page, `MemberA ${family}`)).toHaveCount(0);

  await page.getByRole("button", { name: "Load More" }).click();
  await expect(card(page, `MemberA ${family}`)).toBeVisible();
  await expect(feed(page).getByRole("article")).toHaveCount(Math.min(20, totalDocs));
  if (totalDocs <= 20) await expect(page.getByRole("button", { name: "Load More" })).toHaveCount(0);
});

test("card buttons: Share opens the popover, copy, Escape; View More, Tribute and Memory Wall open the memorial", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const author = await signUpViaApi(request);
  const name = uniqueName("Share");
  const blogId = await createPostViaApi(request, author.access_token, { firstname: name, lastname: "Vel" });

  await page.goto("/");
  const item = card(page, `${name} Vel`);
  await expect(item).toBeVisible();
  const phone = page.viewportSize()!.width < 768;
  await expect(item.getByRole("link", { name: "View More" })).toBeVisible({ visible: !phone });
  await expect(item.getByRole("link", { name: "Tribute" })).toHaveAttribute("href", `/post/${blogId}#tribute`);
  await expect(item.getByRole("link", { name: "Memory Wall" })).toHaveAttribute("href", `/post/${blogId}#memorial`);

  const share = item.getByRole("button", { name: "Share" });
  await share.click();
  const dialog = page.getByRole("dialog", { name: "Share this memorial" });
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())!.width).toBe(280);
  const link = `${baseURL}/post/${blogId}`;
  await expect(dialog.getByLabel("Link to this memorial")).toHaveValue(link);
  await expect(dialog.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute(
    "href",
    `https://wa.me/?text=${encodeURIComponent(`${name} Vel ${link}`)}`,
  );
  await expect(dialog.getByRole("link", { name: "Share on Facebook" })).toHaveAttribute(
    "href",
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
  );
  await expect(dialog.getByRole("link", { name: "Share on Viber" })).toHaveAttribute("href", /^viber:\/\/forward\?text=/);

  await dialog.getByRole("button", { name: "copy" }).click();
  await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(share).toBeFocused();

  await item.getByRole("link", { name: "Tribute" }).click();
  await expect(page).toHaveURL(new RegExp(`/post/${blogId}#tribute$`));
});

test("cards below the first screen are drawn as the reader nears them, and their Share popover shows whole", async ({ page, request, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const author = await signUpViaApi(request);
  const family = uniqueName("Near");
  // Created oldest first: MemberA is the tenth newest card, the last of the feed's first page.
  for (let i = 0; i < 10; i += 1) {
    await createPostViaApi(request, author.access_token, { firstname: `Member${String.fromCharCode(65 + i)}`, lastname: family });
  }

  await page.goto("/");
  const first = card(page, `MemberJ ${family}`);
  const last = card(page, `MemberA ${family}`);
  await expect(feed(page).getByRole("article").nth(9)).toHaveAccessibleName(`MemberA ${family}`);
  // Decision 032: the browser skips the style and layout of a card far below the screen (Chromium
  // draws those within one and a half screens of the viewport).
  const screen = page.viewportSize()!.height;
  expect((await last.boundingBox())!.y).toBeGreaterThan(3 * screen);
  const drawn = (item: typeof first) => item.getByRole("heading").evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn(first)).toBe(true);
  expect(await drawn(last)).toBe(false);

  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(last)).toBe(true);
  await expect(last.getByRole("link", { name: `MemberA ${family}` })).toBeVisible();

  // The popover reaches past the card's edge, over the card below: its copy button takes the click.
  await last.getByRole("button", { name: "Share" }).click();
  const dialog = page.getByRole("dialog", { name: "Share this memorial" });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  const cardBox = (await last.boundingBox())!;
  expect(box.y + box.height).toBeGreaterThan(cardBox.y + cardBox.height);
  await dialog.getByRole("button", { name: "copy" }).click();
  await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
});

test("a link to one of the footer's notes lands on it, though the footer is drawn only when near", async ({ page }) => {
  await page.goto("/#pricing");
  const note = page.getByRole("heading", { name: "Pricing", level: 3 });
  await expect(note).toBeInViewport();
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Help", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Help", level: 3 })).toBeInViewport();
});
