import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { createPostViaApi, makeJpeg, signUpViaApi, uploadViaApi, type Session } from "./support";

/** The data the accessibility checks walk through: a full memorial with photos, a memorial, a tribute and a draft. */

export type World = { author: Session & { email: string }; blogId: string; draftId: string };

export async function buildWorld(request: APIRequestContext): Promise<World> {
  const author = await signUpViaApi(request, { firstname: "Priya", lastname: "Sivakumar" });
  const blogId = await createPostViaApi(request, author.access_token, { virtualurl: "https://meet.example.com/siva" });
  const draftId = await createPostViaApi(request, author.access_token, { firstname: "Thangam", lastname: "Ponnudurai", title: "Year Remembrance" }, true);
  const { blog } = await (await request.post("/api/get-post", { data: { post_id: blogId } })).json();
  const friend = await signUpViaApi(request, { firstname: "Arun", lastname: "Kandasamy" });
  const photos = [
    await uploadViaApi(request, friend.access_token, await makeJpeg(640, 480, "#c9b79c")),
    await uploadViaApi(request, friend.access_token, await makeJpeg(480, 640, "#7d8f7a")),
  ];
  const calls = [
    request.post("/api/add-memorial-images", {
      headers: { authorization: `Bearer ${friend.access_token}` },
      data: { _id: blog._id, blog_author: blog.author._id, memorialImageUploaded: photos },
    }),
    // A visitor's memorial (which also notifies the author) and a tribute, so the wall, the
    // tributes and the notifications screen have something in them.
    request.post("/api/add-comment", {
      data: {
        _id: blog._id,
        blog_author: blog.author._id,
        commentsObj: {
          comment: "He taught me algebra with endless patience.",
          commenterFirstName: "Anbu",
          commenterLastName: "Selvam",
          email: "anbu@example.com",
          mobileNumber: "+94 77 123 4567",
          currentPlace: "Jaffna",
        },
      },
    }),
    request.post("/api/add-tribute", {
      data: {
        _id: blog._id,
        blog_author: blog.author._id,
        tributesObj: {
          tribute: "Forever in our hearts.",
          tributerFirstName: "Kavitha",
          tributerLastName: "Raj",
          email: "kavitha@example.com",
          mobileNumber: "+1 647 555 0134",
          currentPlace: "Toronto",
        },
      },
    }),
  ];
  for (const call of calls) {
    const res = await call;
    expect(res.ok(), await res.text()).toBeTruthy();
  }
  return { author, blogId, draftId };
}

export const h1 = (page: Page, name?: string | RegExp) => page.getByRole("heading", { level: 1, ...(name ? { name } : {}) });
export const isPhone = (page: Page) => page.viewportSize()!.width < 768;

/** The screen has its content: its heading, and no spinner left. */
export async function settled(page: Page, heading?: string | RegExp) {
  await expect(h1(page, heading)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
  // Photos above the fold that are still arriving would move what lies below them.
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete || image.loading === "lazy"));
}
