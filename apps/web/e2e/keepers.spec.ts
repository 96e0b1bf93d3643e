import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { createPostViaApi, latestMailTo, openSignedIn, PASSWORD, signUpViaApi, unique } from "./support";

/**
 * Co-keepers: the author invites a family member from the keepers panel, the
 * invitee opens the mailed link (read from the outbox), creates an account on the way, accepts,
 * and edits the memorial. Runs at 375 and 1280 px, axe-checked on every keepers screen.
 */

/** The /keep/ link in a mail, undoing quoted-printable soft breaks and escapes. */
function keepLinkFrom(mail: string): string {
  const decoded = mail.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = decoded.match(/https?:\/\/[^\s"<>]+\/keep\/[A-Za-z0-9_-]+/);
  if (!match) throw new Error("no invitation link in mail");
  return match[0];
}

test("a co-keeper accepts an invitation, signing up on the way, and edits the memorial", async ({ page, request }) => {
  const author = await signUpViaApi(request, { firstname: "Kamala", lastname: "Sivakumar" });
  const blogId = await createPostViaApi(request, author.access_token);
  const inviteeEmail = `${unique("cousin")}@example.com`;

  // The author invites from the keepers panel, reached from the memorial page.
  await openSignedIn(page, author, `/post/${blogId}`);
  await page.getByRole("link", { name: "Keepers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Keepers of the memorial of Sivakumar Thevarajah" })).toBeVisible();
  await page.getByLabel("Their e-mail address").fill(inviteeEmail);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${inviteeEmail}`)).toBeVisible();
  await expect(page.getByRole("list", { name: "Invitations waiting" }).getByText(inviteeEmail)).toBeVisible();
  await expectNoAxeViolations(page, "keepers panel (author)");

  // The invitee opens the link signed out: asked to sign in or create an account.
  const link = keepLinkFrom(latestMailTo(inviteeEmail));
  await page.evaluate(() => localStorage.removeItem("user"));
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { level: 1, name: "Keep a memorial with the family" })).toBeVisible();
  await expect(page.getByText("Kamala Sivakumar has invited you to keep the memorial of Sivakumar Thevarajah with them.")).toBeVisible();
  await expectNoAxeViolations(page, "invitation (signed out)");
  await page.getByRole("link", { name: "Create an account" }).click();

  // Signing up with another address than the invited one is fine (decision 025); back to the link after.
  await page.getByRole("button", { name: "Continue with email" }).click();
  await page.getByLabel("First Name").fill("Tharshini");
  await page.getByLabel("Last Name").fill("Nadarajah");
  await page.getByLabel("Email Address").fill(`${unique("tharshini")}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(new URL(link).pathname);
  await expectNoAxeViolations(page, "invitation (signed in)");
  await page.getByRole("button", { name: "Accept and keep this memorial" }).click();

  // On the memorial: the co-keeper edits it like the author.
  await expect(page).toHaveURL(new RegExp(`/post/${blogId}$`));
  await expect(page.getByText("You now keep this memorial with the family")).toBeVisible();
  await page.getByRole("link", { name: "Edit Post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit memorial" })).toBeVisible();
  await page.getByLabel("Nickname", { exact: true }).fill("Appa");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/dashboard\/kept$/);
  const card = page.getByRole("article", { name: "Sivakumar Thevarajah" });
  await expect(card.getByText("Written by Kamala Sivakumar")).toBeVisible();
  await expectNoAxeViolations(page, "kept with family");

  await page.goto(`/post/${blogId}`);
  await expect(page.getByText("“Appa”")).toBeVisible();

  // The link worked once; the keepers panel lists the co-keeper for both.
  await page.goto(new URL(link).pathname);
  await expect(page.getByText("This invitation has already been accepted.")).toBeVisible();
  await page.goto(`/dashboard/keepers/${blogId}`);
  await expect(page.getByRole("list", { name: "Who keeps it" }).getByText("Tharshini Nadarajah")).toBeVisible();
  await expect(page.getByRole("button", { name: "Leave" })).toBeVisible();
  await expectNoAxeViolations(page, "keepers panel (co-keeper)");
});
