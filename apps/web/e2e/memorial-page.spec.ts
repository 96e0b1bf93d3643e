import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { SAMPLE_MEMORIAL } from "@kma/core/test-fixtures/sample-memorial";
import { appReady, createPostViaApi, makeJpeg, openSignedIn, signUpViaApi, uploadViaApi } from "./support";

/** The memorial page (/post/:id) with a rich post made through the API. */

const { firstname, lastname, memorywall, funeraladdress, contactname, contactcontactnumber } = SAMPLE_MEMORIAL;
const [member] = SAMPLE_MEMORIAL.survivingmembers;
const fullName = `${firstname} ${lastname}`;
const storyHeading = `Remembering ${firstname} — His story`;
const telOf = (number: string) => `tel:${number.replace(/\s/g, "")}`;

async function richPost(request: APIRequestContext) {
  const author = await signUpViaApi(request, { firstname: "Priya", lastname: "Sivakumar" });
  const blogId = await createPostViaApi(request, author.access_token, { virtualurl: "https://meet.example.com/siva-memorial" });
  const { blog } = await (await request.post("/api/get-post", { data: { post_id: blogId } })).json();
  // A friend adds two photos to the album: with the post's own photo the gallery holds three.
  const friend = await signUpViaApi(request, { firstname: "Arun", lastname: "Kandasamy" });
  const photos = [
    await uploadViaApi(request, friend.access_token, await makeJpeg(640, 480, "#c9b79c")),
    await uploadViaApi(request, friend.access_token, await makeJpeg(480, 640, "#7d8f7a")),
  ];
  const added = await request.post("/api/add-memorial-images", {
    headers: { authorization: `Bearer ${friend.access_token}` },
    data: { _id: blog._id, blog_author: blog.author._id, memorialImageUploaded: photos },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  return { author, blogId };
}

test("a memorial page shows the person, their story, services, photos and family", async ({ page, request }) => {
  const { author, blogId } = await richPost(request);
  await page.goto(`/post/${blogId}`);

  // Header
  await expect(page.getByRole("heading", { level: 1, name: fullName })).toBeVisible();
  const header = page.locator("header", { has: page.getByRole("heading", { level: 1 }) });
  await expect(header.getByText("Obituary", { exact: true })).toBeVisible();
  await expect(header.getByText("12 Apr, 1948")).toBeVisible();
  await expect(header.getByText("3 Feb, 2024")).toBeVisible();
  await expect(header.getByText("Jaffna, Sri Lanka")).toBeVisible();
  await expect(header.getByText("Canada", { exact: true })).toBeVisible();
  await expect(header.getByText(/Published By/)).toBeVisible();
  await expect(header.getByRole("link", { name: author.username })).toHaveAttribute("href", `/user/${author.username}`);
  await expect(header.getByRole("img", { name: `Portrait of ${fullName}` })).toHaveAttribute("src", /\/api\/uploads\/.+\?w=640$/);

  // Story: one paragraph per blank-line block
  const story = page.getByRole("region", { name: storyHeading });
  for (const paragraph of memorywall.split("\n\n")) await expect(story.locator("p", { hasText: paragraph })).toHaveCount(1);

  // Services
  const services = page.getByRole("region", { name: "Funeral And Memorial" });
  const funeral = services.getByRole("article", { name: "Funeral Service" });
  await expect(funeral.getByText("Saturday, 10 February 2024")).toBeVisible();
  await expect(funeral.getByText("10:00 AM – 1:00 PM")).toBeVisible();
  await expect(funeral.getByText(funeraladdress)).toBeVisible();
  await expect(funeral.getByRole("link", { name: "Watch on meet.example.com" })).toHaveAttribute("href", "https://meet.example.com/siva-memorial");
  const viewing = services.getByRole("article", { name: "Viewing" });
  await expect(viewing.getByText("Friday, 9 February 2024")).toBeVisible();
  await expect(viewing.getByText("5:00 PM – 9:00 PM")).toBeVisible();

  // Connect With Family: the member, then the contact person (a different number). The numbers
  // are the keepers' only (decision 020): a signed-out visitor is asked to sign in for each,
  // and the author, signed in, sees the tap-to-call links.
  const family = page.getByRole("region", { name: "Connect With Family" });
  await expect(family.getByText("CONTACT")).toBeVisible();
  await expect(family.getByRole("link", { name: "Sign in to see the number" })).toHaveCount(2);
  await openSignedIn(page, author, `/post/${blogId}`);
  const memberNumber = member.survivingmembermobilenumber;
  await expect(family.getByRole("link", { name: `Call ${member.survivingmembername} on ${memberNumber}` })).toHaveAttribute("href", telOf(memberNumber));
  await expect(family.getByRole("link", { name: `Call ${contactname} on ${contactcontactnumber}` })).toHaveAttribute("href", telOf(contactcontactnumber));
});

test("nav buttons scroll to their sections and focus the heading", async ({ page, request }) => {
  const { blogId } = await richPost(request);
  await page.goto(`/post/${blogId}`);
  await appReady(page);
  const nav = page.getByRole("navigation", { name: "Memorial sections" });
  for (const [button, heading] of [
    ["Contact", "Connect With Family"],
    ["Services", "Funeral And Memorial"],
    ["Tribute", "Tributes"],
    ["Photos", "Live Moments"],
    ["Memorial", storyHeading],
  ] as const) {
    await nav.getByRole("button", { name: button }).click();
    const target = page.getByRole("heading", { level: 2, name: heading, exact: true });
    await expect(target).toBeFocused();
    await expect(target).toBeInViewport();
  }
  // The section nav stays under the top bar while scrolling.
  await expect(nav).toBeInViewport();
});

test("before the app starts the later sections are drawn only when near, and a first tap on a nav button still lands on its section", async ({
  browser,
  request,
}) => {
  const { blogId } = await richPost(request);
  // A page of its own: the fixture's page would start the app as soon as it loads.
  const context = await browser.newContext({ viewport: test.info().project.use.viewport ?? undefined });
  const page = await context.newPage();
  await page.goto(`/post/${blogId}`, { waitUntil: "load" });
  await expect(page.locator("html[data-app-ready]")).toHaveCount(0);
  // Decision 032: photos, Memory Wall, tributes and contact wait until the reader nears them.
  const sections = page.locator("#photos, #memory-wall, #tributes, #contact");
  await expect(sections).toHaveCount(4);
  const visibility = () => sections.evaluateAll((all) => all.map((section) => getComputedStyle(section).contentVisibility));
  expect(await visibility()).toEqual(["auto", "auto", "auto", "auto"]);

  // The tap starts the app, which draws them all, then scrolls the whole way to the last one.
  await page.getByRole("navigation", { name: "Memorial sections" }).getByRole("button", { name: "Contact" }).click();
  const target = page.getByRole("heading", { level: 2, name: "Connect With Family", exact: true });
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
  expect(await visibility()).toEqual(["visible", "visible", "visible", "visible"]);
  await context.close();
});

test("the gallery opens a lightbox whose previous and next wrap around", async ({ page, request }) => {
  const { blogId } = await richPost(request);
  await page.goto(`/post/${blogId}`);
  const gallery = page.getByRole("region", { name: "Live Moments" });
  await gallery.getByRole("button", { name: "Open photo 1 of 3" }).click();
  const box = page.getByRole("dialog", { name: "Photo 1 of 3" });
  await expect(box).toBeVisible();
  await expect(box.getByRole("img", { name: "Photo 1 of 3" })).toHaveAttribute("src", /\?w=1280$/);
  await box.getByRole("button", { name: "Previous photo" }).click();
  await expect(page.getByRole("dialog", { name: "Photo 3 of 3" })).toBeVisible();
  await page.getByRole("button", { name: "Next photo" }).click();
  await expect(page.getByRole("dialog", { name: "Photo 1 of 3" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("dialog", { name: "Photo 2 of 3" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(gallery.getByRole("button", { name: "Open photo 1 of 3" })).toBeFocused();
});

test("the share panel has the card's links and copies the memorial's address", async ({ page, request, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { blogId } = await richPost(request);
  await page.goto(`/post/${blogId}`);
  await page.getByRole("button", { name: "Share" }).click();
  const share = page.getByRole("dialog", { name: "Share this memorial" });
  const address = `${baseURL}/post/${blogId}`;
  for (const site of ["WhatsApp", "Facebook", "Twitter / X", "Instagram", "Viber"])
    await expect(share.getByRole("link", { name: `Share on ${site}` })).toBeVisible();
  await expect(share.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute(
    "href",
    new RegExp(encodeURIComponent(address).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  );
  await share.getByRole("button", { name: "copy" }).click();
  await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await page.keyboard.press("Escape");
  await expect(share).toHaveCount(0);
});

test("a missing memorial says so and links home", async ({ page }) => {
  await page.goto("/post/nobody-here-123");
  await expect(page.getByRole("heading", { level: 1, name: "This memorial could not be found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});
