import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createPostViaApi, imageFile, openSignedIn, signUpViaApi } from "./support";

/** A family member writes a memorial: a first draft, then the rest of it, then publishes. */

const UPLOAD_URL = /^http:\/\/127\.0\.0\.1:\d+\/api\/uploads\/[0-9a-f-]{36}$/;

async function fillByLabel(page: Page, fields: Array<[label: string, value: string]>) {
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
}

test("save a first draft, reopen it, finish it through the form and publish", async ({ page, request }) => {
  const user = await signUpViaApi(request);
  const auth = { authorization: `Bearer ${user.access_token}` };
  await openSignedIn(page, user, "/postcreate");
  await expect(page.getByRole("heading", { level: 1, name: "Create a memorial" })).toBeVisible();

  // A draft needs only the category and the names.
  await page.getByLabel("Category", { exact: true }).selectOption("Obituary");
  await fillByLabel(page, [
    ["First Name", "Sivakumar"],
    ["Last Name", "Thevarajah"],
  ]);
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  // The Manage Posts screen is another engineer's; this checks where the form sends the user.
  await expect(page).toHaveURL(/\/dashboard\/posts\?tab=draft$/);

  const drafts = await (await request.post("/api/user-written-posts", { headers: auth, data: { page: 1, draft: true } })).json();
  expect(drafts.blogs).toHaveLength(1);
  const blogId: string = drafts.blogs[0].blog_id;

  // Back from the dashboard reopens the saved draft, not an empty form.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/postcreate/${blogId}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Edit memorial" })).toBeVisible();

  await page.goto(`/postcreate/${blogId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit memorial" })).toBeVisible();
  await expect(page.getByLabel("Category", { exact: true })).toHaveValue("Obituary");
  await expect(page.getByLabel("First Name", { exact: true })).toHaveValue("Sivakumar");
  await expect(page.getByLabel("Last Name", { exact: true })).toHaveValue("Thevarajah");

  await page.getByLabel("Gender", { exact: true }).selectOption("Male");
  await fillByLabel(page, [
    ["Nickname", "Siva"],
    ["Birth Day", "12"],
    ["Birth Month", "4"],
    ["Birth Year", "1948"],
    ["Death Day", "3"],
    ["Death Month", "2"],
    ["Death Year", "2024"],
    ["Birth Place", "Nallur"],
    ["Birth City", "Jaffna"],
    ["Birth Country", "Sri Lanka"],
    ["Death Place", "Scarborough"],
    ["Death City", "Toronto"],
    ["Death Country", "Canada"],
  ]);
  await expect(page.getByText("Age: 75")).toBeVisible();

  await page.getByLabel("Portrait image").setInputFiles(await imageFile("authoring-portrait.jpg", "#b7a99a"));
  await expect(page.getByText("Uploaded successfully")).toBeVisible();
  await expect(page.getByRole("img", { name: "Portrait of the person remembered" })).toHaveAttribute("src", /\/api\/uploads\/.+\?w=640$/);

  // Family: one surviving member, added after the form checks it.
  await fillByLabel(page, [
    ["Surviving member Name", "Priya Sivakumar"],
    ["Surviving member Relationship", "Daughter"],
    ["Surviving member Mobile Number", "+1 416 555 0101"],
  ]);
  await page.getByRole("button", { name: "Add surviving member" }).click();
  await expect(page.getByRole("list", { name: "Surviving family members" }).getByText("Priya Sivakumar")).toBeVisible();

  await fillByLabel(page, [
    ["High School", "Jaffna Hindu College"],
    ["University", "University of Peradeniya"],
    ["Career and achievements", "Mathematics teacher for thirty years"],
    ["Funeral Date", "10/02/2024"],
    ["Funeral Start Time", "10:00 AM"],
    ["Funeral End Time", "1:00 PM"],
    ["Funeral Address", "Chapel Ridge Funeral Home, Markham"],
  ]);

  // An event; the type dropdown goes back to 'Select an option' once it is added.
  await page.getByLabel("Event Type", { exact: true }).selectOption("Viewing");
  await fillByLabel(page, [
    ["Event Date", "9/2/2024"],
    ["Event Start Time", "5 pm"],
    ["Event End Time", "21:00"],
    ["Event Address", "Chapel Ridge Funeral Home"],
  ]);
  await page.getByRole("button", { name: "Add Event" }).click();
  const events = page.getByRole("list", { name: "Events" });
  await expect(events.getByText("Viewing")).toBeVisible();
  await expect(events.getByText("5:00 PM to 9:00 PM")).toBeVisible();
  await expect(page.getByLabel("Event Type", { exact: true })).toHaveValue("");

  await fillByLabel(page, [["Story", "He taught us patience.\n\nHe loved the sea at Casuarina beach."]]);

  // The background library is a radio group: keyboard operable.
  await page.getByRole("radio", { name: "Background 2" }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Background 3" })).toBeChecked();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("radio", { name: "Background 2" })).toBeChecked();

  await page
    .getByLabel("Memorial photos")
    .setInputFiles([await imageFile("authoring-album-1.jpg", "#8a9bb0"), await imageFile("authoring-album-2.jpg", "#a3b18a")]);
  await expect(page.getByRole("list", { name: "Album photos" }).getByRole("listitem")).toHaveCount(2);

  await fillByLabel(page, [
    ["Your Name", "Priya Sivakumar"],
    ["Your Relationship", "Daughter"],
    ["Your Mobile Number", "+1 416 555 0101"],
    ["Your Email", "priya@example.com"],
  ]);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/posts$/);

  // The server holds the published post, its portrait and both album photos.
  const res = await request.post("/api/get-post", { headers: auth, data: { post_id: blogId, draft: true, mode: "edit" } });
  expect(res.ok()).toBeTruthy();
  const { blog } = await res.json();
  expect(blog).toMatchObject({
    blog_id: blogId,
    draft: false,
    title: "Obituary",
    nickname: "Siva",
    gender: "Male",
    age: 75,
    backgroundimage: "/backgrounds/background-2.jpg",
    funeralservicestarttime: "10:00 AM",
    events: [{ eventname: "Viewing", eventdate: "09/02/2024", eventstarttime: "5:00 PM", eventendtime: "9:00 PM", eventaddress: "Chapel Ridge Funeral Home" }],
    survivingmembers: [{ survivingmembername: "Priya Sivakumar", survivingmemberrelationship: "Daughter", survivingmembermobilenumber: "+1 416 555 0101" }],
    postcreatoremail: "priya@example.com",
  });
  expect(blog.publishedAt).toBeTruthy();
  expect(blog.profilebanner).toMatch(UPLOAD_URL);
  expect(blog.memoriwallimages).toHaveLength(2);
  for (const url of [blog.profilebanner, ...blog.memoriwallimages]) {
    expect(url).toMatch(UPLOAD_URL);
    const image = await request.get(url);
    expect(image.headers()["content-type"]).toBe("image/jpeg");
  }
  const published = await (await request.post("/api/user-written-posts", { headers: auth, data: { page: 1, draft: false } })).json();
  expect(published.blogs.map((b: { blog_id: string }) => b.blog_id)).toEqual([blogId]);

  // Manage Posts lists it; deleting it (after the confirm) removes it, and the memorial is gone.
  const card = page.getByRole("article", { name: "Sivakumar Thevarajah" });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Delete Sivakumar Thevarajah" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("No published posts")).toBeVisible();
  expect((await request.post("/api/get-post", { data: { post_id: blogId } })).status()).toBe(404);
});

test("publish shows the spec's messages one at a time, and refuses album files the dropzone cannot take", async ({ page, request }) => {
  const user = await signUpViaApi(request);
  await openSignedIn(page, user, "/postcreate");
  const publish = page.getByRole("button", { name: "Publish" });
  await publish.click();
  await expect(page.getByText("Please select post category")).toBeVisible();
  await page.getByLabel("Category", { exact: true }).selectOption("Year Remembrance");
  await publish.click();
  await expect(page.getByText("Please enter first name", { exact: true })).toBeVisible();
  await expect(page.getByText("Please select post category")).toHaveCount(0);

  await page.getByLabel("Memorial photos").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
  await expect(page.getByRole("alert").filter({ hasText: "notes.txt" })).toContainText("File type must be one of image/png, image/jpeg, image/webp, image/gif");
});

test("a memorial that is someone else's, or missing, is not shown as an empty form", async ({ page, request }) => {
  const owner = await signUpViaApi(request);
  const blogId = await createPostViaApi(request, owner.access_token);
  const stranger = await signUpViaApi(request);
  await openSignedIn(page, stranger, `/postcreate/${blogId}`);
  await expect(page.getByRole("heading", { level: 1, name: "This memorial isn’t yours to edit" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish" })).toHaveCount(0);

  await page.goto("/postcreate/no-such-memorial-123");
  await expect(page.getByRole("heading", { level: 1, name: "We couldn’t find this memorial" })).toBeVisible();
  await page.getByRole("link", { name: "Back to your dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard\/posts$/);
});
