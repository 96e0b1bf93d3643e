import fs from "node:fs";
import path from "node:path";
import { E2E_DATA_DIR } from "../playwright.config";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { createPostViaApi, makeJpeg, openSignedIn, postFields, signUpViaApi, unique, uploadViaApi } from "./support";

/**
 * Remembrance reminders: a visitor asks for reminders by e-mail from the memorial
 * page, confirms from the mailed link (read from the outbox), gets a mail when the family adds
 * an event (sent by the server's job queue), and stops the reminders from that mail's link.
 * A signed-in visitor follows and stops with one click. At 375 and 1280 px, axe-checked.
 */

/** Every mail to `email` so far, oldest first, decoded from quoted-printable. */
function mailsTo(email: string): string[] {
  const outbox = path.join(E2E_DATA_DIR, "outbox");
  const safe = email.replace(/[^a-zA-Z0-9@._-]/g, "_");
  const files = fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .filter((f) => f.endsWith(`-${safe}.eml`))
        .sort()
    : [];
  return files.map((file) =>
    fs
      .readFileSync(path.join(outbox, file), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

/** The path of the first link to `/<route>/<token>` on the site (not the header's /api/ address) in a mail. */
function linkPath(mail: string, route: string): string {
  const match = mail.match(new RegExp(`https?://[^\\s"<>/]+/${route}/[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`no /${route}/ link in mail`);
  return new URL(match[0]).pathname;
}

test("a visitor follows by e-mail, confirms from the mail, hears of a new event, and unsubscribes from that mail", async ({ page, request }) => {
  const family = await signUpViaApi(request, { firstname: "Kamala", lastname: "Sivakumar" });
  const auth = { authorization: `Bearer ${family.access_token}` };
  const fields = postFields({
    profilebanner: await uploadViaApi(request, family.access_token, await makeJpeg(600, 600, "#b7a99a")),
    memoriwallimages: [await uploadViaApi(request, family.access_token)],
  });
  const created = await request.post("/api/create-post", { headers: auth, data: { ...fields, draft: false } });
  expect(created.ok(), await created.text()).toBeTruthy();
  const blogId = (await created.json()).id as string;
  const email = `${unique("cousin")}@example.com`;

  await page.goto(`/post/${blogId}`);
  const card = page.getByRole("region", { name: "Remembrance reminders" });
  await card.getByRole("button", { name: "Remind me" }).click();
  const dialog = page.getByRole("dialog", { name: "Remind me of the remembrance days" });
  await dialog.getByLabel("Your e-mail address").fill(email);
  await expectNoAxeViolations(page, "follow dialog");
  await dialog.getByRole("button", { name: "Send the link" }).click();
  await expect(dialog.getByRole("status")).toHaveText(`Please check your e-mail: open the link we sent to ${email} to start the reminders.`);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  // The confirmation link from the outbox: opening it turns the reminders on.
  const [confirmation] = mailsTo(email);
  await page.goto(linkPath(confirmation!, "follow/confirm"));
  await expect(page.getByRole("heading", { level: 1, name: "Reminders are on" })).toBeVisible();
  await expect(page.getByText(/on each remembrance day of Sivakumar Thevarajah/)).toBeVisible();
  await expectNoAxeViolations(page, "reminders confirmed");

  // The family adds an event: the queue mails the follower.
  const burial = { eventname: "Burial", eventdate: "11/02/2024", eventstarttime: "9:00 AM", eventendtime: "10:00 AM", eventaddress: "Kopay Hindu cemetery" };
  const edit = await request.post("/api/create-post", {
    headers: auth,
    data: { ...fields, events: [...(fields.events as object[]), burial], id: blogId, draft: false },
  });
  expect(edit.ok(), await edit.text()).toBeTruthy();
  await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(2);
  const eventMail = mailsTo(email)[1]!;
  expect(eventMail).toContain("Subject: Sivakumar Thevarajah: the family has added Burial");
  expect(eventMail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

  // Its unsubscribe link works without signing in, with one button.
  await page.goto(linkPath(eventMail, "unsubscribe"));
  await expect(page.getByRole("heading", { level: 1, name: "Stop reminders" })).toBeVisible();
  await expect(page.getByText("Stop the e-mail reminders of the remembrance days of Sivakumar Thevarajah?")).toBeVisible();
  await expectNoAxeViolations(page, "unsubscribe");
  await page.getByRole("button", { name: "Stop reminders" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reminders stopped" })).toBeVisible();
  await expect(page.getByText("You will no longer get e-mails about Sivakumar Thevarajah.")).toBeVisible();
  await expectNoAxeViolations(page, "unsubscribed");
  await page.getByRole("link", { name: "Go to the memorial" }).click();
  await expect(page).toHaveURL(new RegExp(`/post/${blogId}$`));
});

test("a signed-in visitor follows with one click and stops", async ({ page, request }) => {
  const family = await signUpViaApi(request);
  const blogId = await createPostViaApi(request, family.access_token);
  const cousin = await signUpViaApi(request, { firstname: "Tharshini", lastname: "Nadarajah" });
  await openSignedIn(page, cousin, `/post/${blogId}`);
  const card = page.getByRole("region", { name: "Remembrance reminders" });
  await card.getByRole("button", { name: "Remind me" }).click();
  await expect(card.getByText("You will get these reminders by e-mail.")).toBeVisible();
  await expectNoAxeViolations(page, "following (signed in)");
  await page.reload();
  await expect(card.getByRole("button", { name: "Stop reminders" })).toBeVisible();
  await card.getByRole("button", { name: "Stop reminders" }).click();
  await expect(card.getByRole("status")).toHaveText("Reminders stopped.");
  await expect(card.getByRole("button", { name: "Remind me" })).toBeVisible();
});
