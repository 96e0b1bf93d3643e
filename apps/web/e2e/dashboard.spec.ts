import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createPostViaApi, openSignedIn, signUpViaApi } from "./support";

/** The author's dashboard: Manage Posts (tabs, search, stats, delete) and Notifications (red dot, reply). */

async function postId(request: APIRequestContext, blogId: string): Promise<string> {
  const res = await request.post("/api/get-post", { data: { post_id: blogId, mode: "view" } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).blog._id as string;
}

test("manage posts: published with stats, drafts by ?tab=draft, search by first name, delete a draft through the confirm", async ({ page, request }) => {
  const author = await signUpViaApi(request);
  await createPostViaApi(request, author.access_token);
  await createPostViaApi(request, author.access_token, { firstname: "Kamala", lastname: "Sivakumar", title: "31st Remembrance" });
  await createPostViaApi(request, author.access_token, { firstname: "Thangam", lastname: "Ponnudurai", title: "Year Remembrance" }, true);

  await openSignedIn(page, author, "/dashboard/posts");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Posts" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Published Posts" })).toHaveAttribute("aria-selected", "true");
  const siva = page.getByRole("article", { name: "Sivakumar Thevarajah" });
  await expect(siva).toBeVisible();
  await expect(siva.getByText("Obituary")).toBeVisible();
  await expect(siva.getByText(/^Published on \d{1,2} [A-Z][a-z]{2}, \d{4}$/)).toBeVisible();
  await expect(siva.getByRole("link", { name: "Edit Sivakumar Thevarajah" })).toHaveAttribute("href", /^\/postcreate\/sivakumar-thevarajah-/);
  await expect(page.getByRole("article", { name: "Thangam Ponnudurai" })).toHaveCount(0);

  // Stats opens the counters in place.
  await siva.getByRole("button", { name: "Stats" }).click();
  const stats = siva.getByLabel("Stats for Sivakumar Thevarajah");
  await expect(stats).toBeVisible();
  for (const label of ["Likes", "Memorials", "Tributes", "Photos", "Reads"]) await expect(stats.getByText(label, { exact: true })).toBeVisible();

  // Search runs on Enter; clearing the box brings the whole list back.
  const search = page.getByRole("searchbox", { name: "Search your posts" });
  await search.fill("kamala");
  await search.press("Enter");
  await expect(page.getByRole("article", { name: "Sivakumar Thevarajah" })).toHaveCount(0);
  await expect(page.getByRole("article", { name: "Kamala Sivakumar" })).toBeVisible();
  await search.fill("");
  await expect(page.getByRole("article", { name: "Sivakumar Thevarajah" })).toBeVisible();

  // Drafts by ?tab=draft: numbered, with Edit and Delete.
  await page.goto("/dashboard/posts?tab=draft");
  await expect(page.getByRole("tab", { name: "Drafts" })).toHaveAttribute("aria-selected", "true");
  const draft = page.getByRole("article", { name: "Draft 1: Thangam Ponnudurai" });
  await expect(draft).toBeVisible();
  await expect(draft.getByText("1", { exact: true })).toBeVisible();
  await expect(draft.getByRole("link", { name: "Edit draft Thangam Ponnudurai" })).toBeVisible();

  // Delete asks first; Cancel keeps it, Delete removes it for good.
  await draft.getByRole("button", { name: "Delete draft Thangam Ponnudurai" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this draft?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(draft).toBeVisible();
  await draft.getByRole("button", { name: "Delete draft Thangam Ponnudurai" }).click();
  await page.getByRole("dialog", { name: "Delete this draft?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No draft posts")).toBeVisible();
  await page.reload();
  await expect(page.getByText("No draft posts")).toBeVisible();

  // The tabs switch through the address too.
  await page.getByRole("tab", { name: "Published Posts" }).click();
  await expect(page).toHaveURL(/\/dashboard\/posts$/);
  await expect(page.getByRole("article", { name: "Kamala Sivakumar" })).toBeVisible();
});

test("notifications: a visitor's memorial lights the bell, is listed, the dot clears, and the author replies", async ({ page, request }) => {
  const author = await signUpViaApi(request);
  const blogId = await createPostViaApi(request, author.access_token);
  const _id = await postId(request, blogId);
  const visitor = await request.post("/api/add-comment", {
    data: {
      _id,
      commentsObj: {
        comment: "He taught me mathematics and never lost his patience.",
        currentPlace: "Jaffna",
        email: "anbu@example.com",
        mobileNumber: "+94 77 123 4567",
        commenterFirstName: "Anbu",
        commenterLastName: "Selvam",
      },
    },
  });
  expect(visitor.ok(), await visitor.text()).toBeTruthy();
  const memorial = await visitor.json();

  await openSignedIn(page, author, "/dashboard/posts");
  const bell = page.getByRole("banner").getByRole("link", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications, new notifications available");

  await bell.click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  const card = page.getByRole("article", { name: "Anbu Selvam wrote a memorial on Sivakumar Thevarajah" });
  await expect(card).toBeVisible();
  await expect(card.getByText("He taught me mathematics and never lost his patience.")).toBeVisible();
  await expect(card.getByText("New", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: "Sivakumar Thevarajah" })).toHaveAttribute("href", `/post/${blogId}`);
  await expect(bell).toHaveAccessibleName("Notifications");
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}").new_notification_available)).toBe(false);

  // The filters: memorial keeps it, like has nothing.
  await page.getByRole("tab", { name: "like" }).click();
  await expect(page.getByText("Nothing available")).toBeVisible();
  await page.getByRole("tab", { name: "memorial" }).click();
  await expect(card).toBeVisible();

  await card.getByRole("button", { name: "Reply" }).click();
  await card.getByRole("button", { name: "Post Reply" }).click();
  await expect(page.getByText("Write something to leave a comment...")).toBeVisible();
  await card.getByRole("textbox", { name: "Reply to Anbu Selvam" }).fill("Thank you, Anbu. He spoke of his students often.");
  await card.getByRole("button", { name: "Post Reply" }).click();
  await expect(page.getByText("Your reply added!")).toBeVisible();
  await expect(card.getByText("Your reply", { exact: true })).toBeVisible();

  // The reply is on the memorial page's thread.
  const replies = await request.post("/api/get-replies", { data: { _id: memorial._id, skip: 0 } });
  expect((await replies.json()).replies.map((r: { comment: string }) => r.comment)).toEqual(["Thank you, Anbu. He spoke of his students often."]);

  // After a reload the entry is no longer new and the bell stays quiet.
  await page.reload();
  await expect(page.getByRole("article", { name: /wrote a memorial on/ })).toBeVisible();
  await expect(page.getByRole("article", { name: /wrote a memorial on/ }).getByText("New", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: /^Notifications/ })).toHaveAccessibleName("Notifications");
});
