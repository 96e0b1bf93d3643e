import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { createPostViaApi, openSignedIn, signUpViaApi, unique } from "./support";

/**
 * Decision 020: the family's phone numbers are not in the page for anonymous visitors
 * (a signed-in visitor taps 'Show number'), and an unlisted memorial is in no feed or search
 * but opens by its link.
 */

const letters = () =>
  unique("")
    .replace(/[^a-z]/gi, "")
    .slice(-6);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// Not the example number every memorial page shows in its own forms' mobile field (+94 77 123 4567).
const MEMBER = "+94 77 987 6543";
const HIDDEN = "+94 71 765 4321";
const CONTACT = "+1 416 555 0199";
/** A number as typed, with its spaces removed (tel: links, JSON), and as bare digits. */
const forms = (phone: string) => [phone, phone.replace(/\s/g, ""), phone.replace(/\D/g, "")];

test("an anonymous visitor finds no family number in the page source; a signed-in visitor reveals one and can call it", async ({ page, request }) => {
  const surname = capital(`Nadarajah${letters()}`);
  const author = await signUpViaApi(request, { firstname: "Priya", lastname: surname });
  const blogId = await createPostViaApi(request, author.access_token, {
    lastname: surname,
    contactname: "Ravi Thevarajah",
    contactcontactnumber: CONTACT,
    survivingmembers: [
      { survivingmembername: "Priya Sivakumar", survivingmemberrelationship: "Daughter", survivingmembermobilenumber: MEMBER },
      { survivingmembername: "Arun Sivakumar", survivingmemberrelationship: "Son", survivingmembermobilenumber: HIDDEN, phonevisibility: "hidden" },
    ],
  });

  // The server-rendered page as a crawler gets it: markup, page state and share tags.
  const source = await (await request.get(`/post/${blogId}`, { headers: { accept: "text/html" } })).text();
  expect(source).toContain(`Sivakumar ${surname}`);
  for (const phone of [MEMBER, HIDDEN, CONTACT]) for (const form of forms(phone)) expect(source).not.toContain(form);

  await page.goto(`/post/${blogId}`);
  const family = page.getByRole("region", { name: "Connect With Family" });
  await expect(family.getByText("Arun Sivakumar")).toBeVisible();
  await expect(family.getByRole("link", { name: "Sign in to see the number" })).toHaveCount(2);
  await expect(family.locator('a[href^="tel:"]')).toHaveCount(0);
  const rendered = await page.content();
  for (const phone of [MEMBER, HIDDEN, CONTACT]) for (const form of forms(phone)) expect(rendered).not.toContain(form);
  await family.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, "memorial page, family numbers for a signed-out visitor");

  const visitor = await signUpViaApi(request, { firstname: "Meena", lastname: surname });
  await openSignedIn(page, visitor, `/post/${blogId}`);
  await expect(family.getByRole("button", { name: "Show number for Arun Sivakumar" })).toHaveCount(0);
  const show = family.getByRole("button", { name: "Show number for Priya Sivakumar" });
  await show.focus();
  await page.keyboard.press("Enter");
  const call = family.getByRole("link", { name: `Call Priya Sivakumar on ${MEMBER}` });
  await expect(call).toHaveAttribute("href", "tel:+94779876543");
  await expect(family.getByRole("button", { name: "Show number for Ravi Thevarajah" })).toBeVisible();
  await expectNoAxeViolations(page, "memorial page, one family number revealed");
});

test("an unlisted memorial is absent from the feed and search, and opens by its link without being indexed", async ({ page, request }, testInfo) => {
  const phone = testInfo.project.name === "phone-375";
  const surname = capital(`Kanagaratnam${letters()}`);
  const author = await signUpViaApi(request, { firstname: "Priya", lastname: surname });
  const listed = await createPostViaApi(request, author.access_token, { firstname: "Listed", lastname: surname });
  const unlisted = await createPostViaApi(request, author.access_token, { firstname: "Private", lastname: surname, visibility: "unlisted" });

  await page.goto("/");
  await expect(page.getByRole("article", { name: `Listed ${surname}` }).first()).toBeVisible();
  await expect(page.getByRole("article", { name: `Private ${surname}` })).toHaveCount(0);

  const bar = page.getByRole("banner");
  if (phone) await bar.getByRole("button", { name: "Open search" }).click();
  const box = bar.getByRole("searchbox", { name: "Search memorials" }).last();
  await box.fill(surname.toLowerCase());
  await box.press("Enter");
  const results = page.getByRole("tabpanel", { name: "Memorials" });
  await expect(results.getByRole("article", { name: `Listed ${surname}` })).toBeVisible();
  await expect(results.getByRole("article", { name: `Private ${surname}` })).toHaveCount(0);
  await expectNoAxeViolations(page, "search results without the unlisted memorial");

  const opened = await page.goto(`/post/${unlisted}`);
  expect(opened?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.getByRole("heading", { level: 1, name: `Private ${surname}` })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", new RegExp(`Private ${surname}`));
  await expectNoAxeViolations(page, "an unlisted memorial opened by its link");
  expect(listed).not.toBe(unlisted);
});
