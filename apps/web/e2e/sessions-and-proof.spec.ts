import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { latestMailTo, mailLinkFrom, openSignedIn, signUpThroughForm, signUpViaApi, unique } from "./support";

/**
 * An address is proven by the link sign-up mails; until then the account's pages say so calmly.
 * Signing out ends the session on the server, here or on every device.
 */

test("a new account is asked to confirm its address, and the mailed link confirms it", async ({ page }) => {
  const email = `${unique("newcomer")}@example.com`;
  await signUpThroughForm(page, email);
  await expect(page).toHaveURL(/\/settings\/edit-profile$/);

  const notice = page.getByText(/Please confirm your e-mail address/);
  await expect(notice).toBeVisible();
  await expect(page.getByRole("button", { name: "Send the link again" })).toBeVisible();
  await expectNoAxeViolations(page, "settings with the unproven-address notice");

  await page.goto(new URL(mailLinkFrom(latestMailTo(email), "verify-email")).pathname);
  await expect(page.getByRole("heading", { name: "Your e-mail address is confirmed" })).toBeVisible();
  await expectNoAxeViolations(page, "/verify-email done");
  await page.goto("/settings/edit-profile");
  await expect(page.getByRole("heading", { level: 1, name: "Edit Profile" })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test("signing out of every device ends the other browsers' sessions too", async ({ page, browser, request }) => {
  const person = await signUpViaApi(request);
  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await openSignedIn(phonePage, person, "/dashboard/posts");
  await expect(phonePage.getByRole("button", { name: "Profile menu" })).toBeVisible();

  const laptop = (await (await request.post("/api/signin", { data: { email: person.email, password: person.password } })).json()) as typeof person;
  await openSignedIn(page, laptop, "/settings/your-data");
  await expectNoAxeViolations(page, "Your Data with sign out of every device");
  await page.getByRole("button", { name: "Sign out of every device" }).click();
  await expect(page.getByText("You are signed out on every device")).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);

  // The other browser's token is refused by the server now.
  const refused = await request.get("/api/new-notification", { headers: { authorization: `Bearer ${person.access_token}` } });
  expect(refused.status()).toBe(401);
  await phone.close();
});
