import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { appReady, createPostViaApi, imageFile, openSignedIn, signUpViaApi, type Session } from "./support";

/** Memorials, replies, tributes, likes and photos on a memorial page, as visitors and users do them. */

type Blog = { _id: string; blog_id: string; author: { _id: string }; activity: Record<string, number> };

async function memorial(request: APIRequestContext) {
  const author = await signUpViaApi(request, { firstname: "Priya", lastname: "Sivakumar" });
  const blogId = await createPostViaApi(request, author.access_token);
  return { author, blogId, blog: await getPost(request, blogId) };
}

/**
 * The memorial as another visitor reads it. A like, message, tribute or photo reaches them within
 * a second (docs/architecture.md, the freshness promise), so counts after one are polled.
 */
async function getPost(request: APIRequestContext, blogId: string): Promise<Blog> {
  return (await (await request.post("/api/get-post", { data: { post_id: blogId } })).json()).blog;
}

const visitor = { email: "visitor@example.com", mobileNumber: "+94 77 123 4567", currentPlace: "Jaffna" };

async function addCommentViaApi(request: APIRequestContext, blog: Blog, comment: string, first: string, replyingTo?: string) {
  const res = await request.post("/api/add-comment", {
    data: {
      _id: blog._id,
      blog_author: blog.author._id,
      replying_to: replyingTo,
      commentsObj: { comment, commenterFirstName: first, commenterLastName: "Visitor", ...visitor },
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as { _id: string };
}

const wall = (page: Page) => page.getByRole("region", { name: "Memory Wall" });

test("an anonymous visitor is told each missing detail in order, then their memorial goes on top", async ({ page, request }) => {
  const { blog, blogId } = await memorial(request);
  await addCommentViaApi(request, blog, "An earlier memorial.", "Latha");
  await page.goto(`/post/${blogId}`);
  await expect(wall(page).getByText("An earlier memorial.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Memory Wall, 1 Memorial" })).toBeVisible();

  await page.getByRole("link", { name: "Write Your Memorials" }).click();
  const panel = page.getByRole("dialog", { name: "Memory Wall" });
  const post = panel.getByRole("button", { name: "Post Memorial" });
  const steps: Array<[string | null, string, string]> = [
    [null, "", "Write something to post a memorial..."],
    ["Your memorial", "Siva Master taught me algebra.", "Please enter your first name..."],
    ["First Name", "Kumaran", "Please enter your last name..."],
    ["Last Name", "Ratnam", "Please enter your email..."],
    ["Email", "kumaran@example", "Your email is invalid, Please enter valid email address..."],
    ["Email", "kumaran@example.com", "Please enter your mobile number..."],
    ["Mobile Number", "12345", "Invalid mobile number, Please add your valid mobile number..."],
    ["Mobile Number", "+44 7700 900123", "Please enter your current residence place..."],
  ];
  for (const [field, value, message] of steps) {
    if (field) await panel.getByLabel(field).fill(value);
    await post.click();
    await expect(page.getByText(message)).toBeVisible();
  }
  await panel.getByLabel("Current Place").fill("London, UK");
  await post.click();
  await expect(page.getByText("Your memorial added successfully!")).toBeVisible();
  await expect(panel).toHaveCount(0);

  const first = wall(page).getByRole("article").first();
  await expect(first).toHaveAccessibleName("Memorial by Kumaran Ratnam");
  await expect(first.getByText("Siva Master taught me algebra.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Memory Wall, 2 Memorials" })).toBeVisible();
  await expect.poll(async () => (await getPost(request, blogId)).activity).toMatchObject({ total_comments: 2, total_parent_comments: 2 });
});

test("a reply thread opens on its reply count and hides again", async ({ page, request }) => {
  const { blog, blogId } = await memorial(request);
  const parent = await addCommentViaApi(request, blog, "He was my teacher.", "Kumaran");
  await addCommentViaApi(request, blog, "Mine too, in 1990.", "Meena", parent._id);
  await page.goto(`/post/${blogId}`);

  await wall(page).getByRole("button", { name: "1 Reply" }).click();
  const reply = wall(page).getByRole("article", { name: "Reply by Meena Visitor" });
  await expect(reply).toBeVisible();
  await expect(reply).toHaveCSS("margin-left", "40px");
  await wall(page).getByRole("button", { name: "Hide Reply" }).click();
  await expect(reply).toHaveCount(0);
  await expect(wall(page).getByRole("button", { name: "1 Reply" })).toBeVisible();

  // A visitor answers: the reply sits right under its parent.
  const parentCard = wall(page).getByRole("article", { name: "Memorial by Kumaran Visitor" });
  await parentCard.getByRole("button", { name: "Reply", exact: true }).click();
  await parentCard.getByLabel("Your reply").fill("Thank you both.");
  await parentCard.getByLabel("First Name").fill("Priya");
  await parentCard.getByLabel("Last Name").fill("Sivakumar");
  await parentCard.getByLabel("Email").fill("priya@example.com");
  await parentCard.getByLabel("Mobile Number").fill("+1 416 555 0101");
  await parentCard.getByLabel("Current Place").fill("Toronto");
  await parentCard.getByRole("button", { name: "Post Reply" }).click();
  await expect(page.getByText("Your reply added!")).toBeVisible();
  await expect(wall(page).getByRole("article").nth(1)).toHaveAccessibleName("Reply by Priya Sivakumar");
  await expect.poll(async () => (await getPost(request, blogId)).activity).toMatchObject({ total_comments: 3, total_parent_comments: 1 });
});

test("a visitor pays a tribute", async ({ page, request }) => {
  const { blogId } = await memorial(request);
  await page.goto(`/post/${blogId}`);
  const panel = page.getByRole("dialog", { name: "Tributes" });
  // One tap, one result.
  await page.getByRole("link", { name: "Write a Tribute" }).click();
  await expect(panel).toBeVisible();
  await panel.getByRole("button", { name: "Post Tribute" }).click();
  await expect(page.getByText("Write something to post a tribute...")).toBeVisible();
  await panel.getByLabel("Your tribute").fill("Forever in our hearts.");
  await panel.getByLabel("First Name").fill("Kavitha");
  await panel.getByLabel("Last Name").fill("Raj");
  await panel.getByLabel("Email").fill("kavitha@example.com");
  await panel.getByLabel("Mobile Number").fill("+1 647 555 0134");
  await panel.getByLabel("Current Place").fill("Toronto");
  await panel.getByRole("button", { name: "Post Tribute" }).click();
  await expect(page.getByText("Tribute added successfully!")).toBeVisible();
  await expect(panel).toHaveCount(0);
  const section = page.getByRole("region", { name: "Tributes" });
  await expect(section.getByRole("article", { name: "Tribute by Kavitha Raj" })).toBeVisible();
  await expect(section.getByText("1 tribute to Sivakumar Thevarajah.")).toBeVisible();
  await expect.poll(async () => (await getPost(request, blogId)).activity.total_tributes).toBe(1);
});

test("a signed-in user likes the memorial; a signed-out visitor is asked to log in", async ({ page, request }) => {
  const { blogId } = await memorial(request);
  await page.goto(`/post/${blogId}`);
  await appReady(page);
  // Signed out it is a link to sign in (where it leads without the app); the app says to log in first.
  await page.getByRole("link", { name: "Like, 0 Flowers" }).click();
  await expect(page.getByText("Please login to give tribute as flower")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/post/${blogId}$`));

  const friend = await signUpViaApi(request, { firstname: "Arun", lastname: "Kandasamy" });
  await openSignedIn(page, friend, `/post/${blogId}`);
  await page.getByRole("button", { name: "Like, 0 Flowers" }).click();
  await expect(page.getByRole("button", { name: "Like, 1 Flower" })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(async () => (await getPost(request, blogId)).activity.total_likes).toBe(1);
  await page.reload();
  await expect(page.getByRole("button", { name: "Like, 1 Flower" })).toHaveAttribute("aria-pressed", "true");
});

test("a signed-in user adds photos to the album", async ({ page, request }) => {
  const { blogId } = await memorial(request);
  await page.goto(`/post/${blogId}`);
  const gallery = page.getByRole("region", { name: "Live Moments" });
  await gallery.getByRole("button", { name: "Add Images" }).click();
  await expect(page.getByText("Please login to add images", { exact: true })).toBeVisible();

  const friend: Session = await signUpViaApi(request, { firstname: "Arun", lastname: "Kandasamy" });
  await openSignedIn(page, friend, `/post/${blogId}`);
  await expect(gallery.getByRole("button", { name: "Open photo 1 of 1" })).toBeVisible();
  await gallery.getByRole("button", { name: "Add Images" }).click();
  const panel = page.getByRole("dialog", { name: "Add Images of your friend" });
  await panel.getByRole("button", { name: "Upload Photos" }).click();
  await expect(page.getByText("Please select some images!")).toBeVisible();
  await panel.getByLabel("Photos to add", { exact: true }).setInputFiles([await imageFile("beach.jpg", "#c9b79c"), await imageFile("garden.jpg", "#7d8f7a")]);
  await expect(panel.getByRole("list", { name: "Selected photos" }).getByRole("listitem")).toHaveCount(2);
  await panel.getByRole("button", { name: "Upload 2 Photos" }).click();
  await expect(page.getByText("Uploaded!")).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(gallery.getByRole("button", { name: "Open photo 3 of 3" })).toBeVisible();
  await expect.poll(async () => (await getPost(request, blogId)).activity.total_images).toBe(2);
});

test("the post's author deletes a memorial", async ({ page, request }) => {
  const { author, blog, blogId } = await memorial(request);
  await addCommentViaApi(request, blog, "Please remove this one.", "Spam");
  await addCommentViaApi(request, blog, "A kind word.", "Meena");

  await page.goto(`/post/${blogId}`);
  await expect(wall(page).getByText("A kind word.")).toBeVisible();
  await expect(wall(page).getByRole("button", { name: /^Delete/ })).toHaveCount(0);

  await openSignedIn(page, author, `/post/${blogId}`);
  const target = wall(page).getByRole("article", { name: "Memorial by Spam Visitor" });
  await target.getByRole("button", { name: "Delete this memorial" }).click();
  await target.getByRole("button", { name: "Yes, delete" }).click();
  await expect(target).toHaveCount(0);
  await expect(wall(page).getByText("A kind word.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Memory Wall, 1 Memorial" })).toBeVisible();
  await expect.poll(async () => (await getPost(request, blogId)).activity).toMatchObject({ total_comments: 1, total_parent_comments: 1 });
});
