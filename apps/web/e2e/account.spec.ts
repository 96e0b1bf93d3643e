import fs from "node:fs";
import { expect, test } from "./fixtures";
import { unzipSync } from "fflate";
import { expectNoAxeViolations } from "./axe";
import { settled } from "./a11y-world";
import { expectReadableText } from "./reading";
import { createPostViaApi, openSignedIn, signUpViaApi } from "./support";

/**
 * A person's own data: the Terms and Privacy pages and Settings > Your Data are
 * axe-clean at 375 and 1280 px; an account downloads its ZIP, then deletes itself, its words
 * staying on another family's memorial as 'Former member'.
 */

test("/terms, /privacy and Settings > Your Data (with its dialog) have no axe violations", async ({ page, request }) => {
  for (const [path, heading] of [
    ["/terms", "Terms of Service"],
    ["/privacy", "Privacy Policy"],
  ] as const) {
    await page.goto(path);
    await settled(page, heading);
    await expectNoAxeViolations(page, path);
    await expectReadableText(page, path);
  }
  await page.goto("/privacy?lang=ta");
  await settled(page, "தனியுரிமைக் கொள்கை");
  await expectNoAxeViolations(page, "/privacy in Tamil");
  await page.goto("/privacy?lang=en");
  await settled(page, "Privacy Policy");

  const user = await signUpViaApi(request);
  await openSignedIn(page, user, "/settings/your-data");
  await settled(page, "Your Data");
  await expectNoAxeViolations(page, "your data");
  await expectReadableText(page, "your data");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("dialog", { name: "Delete your account?" })).toBeVisible();
  await expectNoAxeViolations(page, "delete account dialog");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("an account is downloaded, then deleted: signed out, its token refused, its message kept as 'Former member'", async ({ page, request }) => {
  const family = await signUpViaApi(request, { firstname: "Priya", lastname: "Sivakumar" });
  const blogId = await createPostViaApi(request, family.access_token);
  const { blog } = await (await request.post("/api/get-post", { data: { post_id: blogId } })).json();
  const user = await signUpViaApi(request, { firstname: "Arun", lastname: "Kandasamy" });
  const ownBlogId = await createPostViaApi(request, user.access_token, { firstname: "Thangam", lastname: "Ponnudurai" });
  const added = await request.post("/api/add-comment", {
    headers: { authorization: `Bearer ${user.access_token}` },
    data: { _id: blog._id, blog_author: blog.author._id, commentsObj: { comment: "He taught me algebra with endless patience." } },
  });
  expect(added.ok(), await added.text()).toBeTruthy();

  await openSignedIn(page, user, "/settings/your-data");
  await settled(page, "Your Data");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`keep-memories-alive-${user.username}.zip`);
  await expect(page.getByText("Your data is downloaded")).toBeVisible();
  const files = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
  const json = (name: string) => JSON.parse(new TextDecoder().decode(files[name]));
  expect(json("account.json")).toMatchObject({ email: user.email, fullname: "Arun Kandasamy" });
  expect(json("memorials.json").map((m: { blog_id: string }) => m.blog_id)).toEqual([ownBlogId]);
  expect(json("memory-wall.json").map((c: { comment: string }) => c.comment)).toEqual(["He taught me algebra with endless patience."]);
  expect(Object.keys(files).filter((name) => name.startsWith("photos/"))).toHaveLength(2);

  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog.getByRole("radio", { name: /Keep them, shown as 'Former member'/ })).toBeChecked();
  await dialog.getByLabel("Your password", { exact: true }).fill("Wrong1234");
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page.getByText("Incorrect current password")).toBeVisible();
  await dialog.getByLabel("Your password", { exact: true }).fill(user.password);
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page.getByText("Your account is deleted. Thank you for keeping their memories with us.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();

  expect((await request.get("/api/new-notification", { headers: { authorization: `Bearer ${user.access_token}` } })).status()).toBe(401);
  expect((await request.post("/api/signin", { data: { email: user.email, password: user.password } })).status()).toBe(400);
  expect((await request.post("/api/get-post", { data: { post_id: ownBlogId } })).status()).toBe(404);

  await page.goto(`/post/${blogId}`);
  const message = page.getByText("He taught me algebra with endless patience.");
  await expect(message).toBeVisible();
  await expect(page.getByText("Former member").first()).toBeVisible();
  await expect(page.getByRole("link", { name: /Arun Kandasamy/ })).toHaveCount(0);
});
