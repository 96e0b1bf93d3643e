import { type APIRequestContext } from "@playwright/test";
import { expect, test, waitForAppOnNavigation } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { createPostViaApi, openSignedIn, signUpViaApi } from "./support";

/**
 * Review before public (decision 024): a visitor's message with a link is held (only
 * they see it, marked), the keeper approves it from the dashboard, and it appears for everyone.
 */

type Blog = { _id: string; blog_id: string; activity: Record<string, number> };
const getPost = async (request: APIRequestContext, blogId: string): Promise<Blog> =>
  (await (await request.post("/api/get-post", { data: { post_id: blogId } })).json()).blog;

const SCAM = "Watch the funeral live at zoom.us/j/81234567";

test("a visitor's message with a link waits for the keeper, who approves it from the dashboard; then it appears", async ({ page, request, browser }) => {
  const keeper = await signUpViaApi(request, { firstname: "Priya", lastname: "Sivakumar" });
  const blogId = await createPostViaApi(request, keeper.access_token);

  // The visitor, signed out, writes a message with a link.
  await page.goto(`/post/${blogId}`);
  await page.getByRole("link", { name: "Write Your Memorials" }).click();
  const panel = page.getByRole("dialog", { name: "Memory Wall" });
  await panel.getByLabel("Your memorial").fill(SCAM);
  await panel.getByLabel("First Name").fill("Kumaran");
  await panel.getByLabel("Last Name").fill("Ratnam");
  await panel.getByLabel("Email").fill("kumaran@example.com");
  await panel.getByLabel("Mobile Number").fill("+44 7700 900123");
  await panel.getByLabel("Current Place").fill("London, UK");
  await panel.getByRole("button", { name: "Post Memorial" }).click();
  await expect(page.getByText("Thank you. It will appear once the family approves it.")).toBeVisible();
  await expect(panel).toHaveCount(0);
  const wall = page.getByRole("region", { name: "Memory Wall" });
  const held = wall.getByRole("article", { name: "Memorial by Kumaran Ratnam" });
  await expect(held.getByText("Awaiting the family's approval")).toBeVisible();
  await expect(held.getByRole("link")).toHaveCount(0);
  await expectNoAxeViolations(page, "memorial page with a held message");

  // Nobody else sees it: not in the API, not in the server-rendered page, not counted.
  expect((await getPost(request, blogId)).activity.total_comments).toBe(0);
  const html = await (await request.get(`/post/${blogId}`, { headers: { accept: "text/html" } })).text();
  expect(html).not.toContain("zoom.us");
  const other = waitForAppOnNavigation(await browser.newPage());
  await other.goto(`/post/${blogId}`);
  await expect(other.getByRole("region", { name: "Memory Wall" }).getByText("No memorials yet", { exact: false })).toBeVisible();
  await expect(other.getByText(SCAM)).toHaveCount(0);
  await other.close();

  // The keeper approves it from the dashboard, by keyboard.
  await page.context().clearCookies();
  await openSignedIn(page, keeper, "/dashboard/review");
  await expect(page.getByRole("heading", { level: 1, name: "Awaiting approval" })).toBeVisible();
  const item = page.getByRole("article", { name: /^Message by Kumaran Ratnam on / });
  await expect(item.getByText(SCAM)).toBeVisible();
  await expect(item.getByText("Contains: a link")).toBeVisible();
  await expectNoAxeViolations(page, "the review list");
  await item.getByRole("button", { name: "Approve", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Approved: it now appears on the memorial")).toBeVisible();
  await expect(page.getByText("Nothing is waiting for your approval.")).toBeVisible();

  // Now everyone sees it, counted.
  expect((await getPost(request, blogId)).activity.total_comments).toBe(1);
  const reader = waitForAppOnNavigation(await browser.newPage());
  await reader.goto(`/post/${blogId}`);
  const shown = reader.getByRole("region", { name: "Memory Wall" }).getByRole("article", { name: "Memorial by Kumaran Ratnam" });
  await expect(shown.getByText(SCAM)).toBeVisible();
  await expect(shown.getByText("Awaiting the family's approval")).toHaveCount(0);
  await reader.close();
});

test("a keeper sees whom they trusted under the review setting, and stops trusting them by keyboard", async ({ page, request }) => {
  const keeper = await signUpViaApi(request, { firstname: "Priya", lastname: "Sivakumar" });
  const visitor = await signUpViaApi(request, { firstname: "Meena", lastname: "Rajan" });
  const blogId = await createPostViaApi(request, keeper.access_token);
  const blog = await getPost(request, blogId);
  const asKeeper = { authorization: `Bearer ${keeper.access_token}` };
  await request.post("/api/update-post-moderation", { headers: asKeeper, data: { _id: blog._id, moderation: "review" } });
  const held = await (
    await request.post("/api/add-comment", {
      headers: { authorization: `Bearer ${visitor.access_token}` },
      data: { _id: blog._id, commentsObj: { comment: "We miss him." } },
    })
  ).json();
  expect(held.status).toBe("held");
  expect((await request.post("/api/approve-held-item", { headers: asKeeper, data: { kind: "memorial", _id: held._id, trust: true } })).ok()).toBeTruthy();

  await openSignedIn(page, keeper, `/post/${blogId}`);
  const trusted = page.getByRole("list", { name: "People you trust" });
  await expect(trusted.getByRole("link", { name: "Meena Rajan" })).toBeVisible();
  await expectNoAxeViolations(page, "memorial page with the people the keepers trust");
  await trusted.getByRole("button", { name: "Stop trusting Meena Rajan" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Meena Rajan's next items will wait for approval")).toBeVisible();
  await expect(trusted).toHaveCount(0);
});
