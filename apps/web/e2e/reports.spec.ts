import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { createPostViaApi, openSignedIn, signUpViaApi } from "./support";

/** Reports: a visitor reports a message; after three people it is hidden; a keeper keeps it from the dashboard. */

async function memorialWithMessage(request: APIRequestContext) {
  const author = await signUpViaApi(request, { firstname: "Priya", lastname: "Sivakumar" });
  const blogId = await createPostViaApi(request, author.access_token);
  const blog = (await (await request.post("/api/get-post", { data: { post_id: blogId } })).json()).blog as { _id: string };
  const res = await request.post("/api/add-comment", {
    data: {
      _id: blog._id,
      commentsObj: {
        comment: "Watch the funeral live at fake-stream.example",
        commenterFirstName: "Spam",
        commenterLastName: "Bot",
        email: "bot@example.com",
        mobileNumber: "+94 77 123 4567",
        currentPlace: "Nowhere",
      },
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { author, blogId, messageId: ((await res.json()) as { _id: string })._id };
}

test("a visitor reports a message; reported by three people it is hidden; the keeper sees it on the dashboard and keeps it", async ({ page, request }) => {
  const { author, blogId, messageId } = await memorialWithMessage(request);

  await page.goto(`/post/${blogId}`);
  const wall = page.getByRole("region", { name: "Memory Wall" });
  const message = wall.getByRole("article", { name: /Spam Bot/ });
  await expect(message.getByText("Watch the funeral live at fake-stream.example")).toBeVisible();
  await message.getByRole("button", { name: "Report this memorial" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this memorial" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("radio", { name: "Fake livestream or donation link" }).check();
  await dialog.getByLabel("More details (optional)").fill("It asks for money for the livestream");
  await expectNoAxeViolations(page, "the report dialog");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Thank you. It has been passed on.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);

  // Two more people report it: three different people hide it from everyone but the family.
  for (const name of ["Kumaran", "Latha"]) {
    const person = await signUpViaApi(request, { firstname: name, lastname: "Visitor" });
    const res = await request.post("/api/report", {
      data: { target_type: "comment", target_id: messageId, reason: "spam" },
      headers: { authorization: `Bearer ${person.access_token}` },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Watch the funeral live at fake-stream.example")).toHaveCount(0);

  await openSignedIn(page, author, "/dashboard/reports");
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  const card = page.getByRole("article", { name: "Memorial or reply on Sivakumar Thevarajah" });
  await expect(card.getByText("Reported by 3 people")).toBeVisible();
  await expect(card.getByText("Hidden", { exact: true })).toBeVisible();
  await expect(card.getByText("“It asks for money for the livestream”")).toBeVisible();
  await expectNoAxeViolations(page, "/dashboard/reports");
  await card.getByRole("button", { name: "Keep it" }).click();
  await expect(page.getByText("Nothing has been reported.")).toBeVisible();

  await page.goto(`/post/${blogId}`);
  await expect(page.getByRole("region", { name: "Memory Wall" }).getByText("Watch the funeral live at fake-stream.example")).toBeVisible();
});
