import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MESSAGES } from "@kma/core/messages";
import { renderApp, signIn } from "../../../../test/render-app";
import { BLOG_ID, buildEntry, buildPost, mockMemorialApi, POST_ID } from "../../test/memorial-fixtures";

async function openMemorial() {
  const app = renderApp(`/post/${BLOG_ID}`);
  await screen.findByRole("heading", { level: 1, name: "Sivakumar Thevarajah" });
  return app;
}

const photos = () => screen.getByRole("region", { name: "Live Moments" });
const withImages = (total: number, memoriwallimages = ["/a.jpg"]) =>
  buildPost({ memoriwallimages, activity: { ...buildPost().activity, total_images: total } });

describe("Live Moments gallery", () => {
  it("shows the post's photos first, then the album's, and opens a lightbox whose previous and next wrap around", async () => {
    mockMemorialApi(withImages(2), { "/api/get-post-images": () => ({ body: { images: [buildEntry(["/b.jpg", "/c.jpg"])] } }) });
    const { user } = await openMemorial();
    await within(photos()).findByRole("button", { name: "Open photo 3 of 3" });
    // Thumbnails are decorative inside their labelled buttons.
    const thumbs = within(photos())
      .getAllByRole("button", { name: /^Open photo/ })
      .map((button) => button.querySelector("img")!);
    expect(thumbs.map((img) => img.getAttribute("src"))).toEqual(["/a.jpg", "/b.jpg", "/c.jpg"]);
    expect(thumbs[0]).toHaveAttribute("loading", "lazy");

    await user.click(within(photos()).getByRole("button", { name: "Open photo 1 of 3" }));
    const box = screen.getByRole("dialog", { name: "Photo 1 of 3" });
    await user.click(within(box).getByRole("button", { name: "Previous photo" }));
    expect(screen.getByRole("dialog", { name: "Photo 3 of 3" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next photo" }));
    expect(screen.getByRole("dialog", { name: "Photo 1 of 3" })).toBeInTheDocument();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("img", { name: "Photo 3 of 3" })).toHaveAttribute("src", "/c.jpg");
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("dialog", { name: "Photo 2 of 3" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(within(photos()).getByRole("button", { name: "Open photo 1 of 3" })).toHaveFocus();
  });

  it("turns the photo with a sideways swipe", async () => {
    mockMemorialApi(withImages(1), { "/api/get-post-images": () => ({ body: { images: [buildEntry(["/b.jpg"])] } }) });
    const { user } = await openMemorial();
    await user.click(await within(photos()).findByRole("button", { name: "Open photo 1 of 2" }));
    const image = screen.getByRole("img", { name: "Photo 1 of 2" });
    fireEvent.pointerDown(image, { clientX: 300, clientY: 200 });
    fireEvent.pointerUp(image, { clientX: 150, clientY: 210 });
    expect(screen.getByRole("dialog", { name: "Photo 2 of 2" })).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByRole("img", { name: "Photo 2 of 2" }), { clientX: 100, clientY: 200 });
    fireEvent.pointerUp(screen.getByRole("img", { name: "Photo 2 of 2" }), { clientX: 260, clientY: 200 });
    expect(screen.getByRole("dialog", { name: "Photo 1 of 2" })).toBeInTheDocument();
  });

  it("starts with 12 photos and shows View More Images while total_images exceeds what is loaded", async () => {
    const page1 = Array.from({ length: 12 }, (_, i) => buildEntry([`/p${i}.jpg`]));
    const page2 = [buildEntry(["/p12.jpg"])];
    const { calls } = mockMemorialApi(withImages(13, []), { "/api/get-post-images": (body) => ({ body: { images: body.skip === 0 ? page1 : page2 } }) });
    const { user } = await openMemorial();
    await within(photos()).findByRole("button", { name: "Open photo 12 of 12" });
    await user.click(within(photos()).getByRole("button", { name: "View More Images" }));
    expect(await within(photos()).findByRole("button", { name: "Open photo 13 of 13" })).toBeInTheDocument();
    expect(within(photos()).queryByRole("button", { name: "View More Images" })).not.toBeInTheDocument();
    expect(calls("/api/get-post-images")).toEqual([
      { blog_id: POST_ID, skip: 0 },
      { blog_id: POST_ID, skip: 12 },
    ]);
  });

  it("asks a signed-out visitor to log in before adding images", async () => {
    mockMemorialApi(withImages(0));
    const { user } = await openMemorial();
    await user.click(within(photos()).getByRole("button", { name: "Add Images" }));
    expect(await screen.findByText(MESSAGES.loginToAddImages)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens 'Add Images of your friend' for a signed-in user and asks for images before uploading", async () => {
    mockMemorialApi(withImages(0));
    signIn({ username: "arun" });
    const { user } = await openMemorial();
    await user.click(within(photos()).getByRole("button", { name: "Add Images" }));
    const panel = within(await screen.findByRole("dialog", { name: "Add Images of your friend" }));
    await user.click(panel.getByRole("button", { name: "Upload Photos" }));
    expect(await screen.findByText(MESSAGES.noImagesSelected)).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("lists files the dropzone refuses, with the reason", async () => {
    mockMemorialApi(withImages(0));
    signIn({ username: "arun" });
    const { user } = await openMemorial();
    await user.click(within(photos()).getByRole("button", { name: "Add Images" }));
    const panel = within(await screen.findByRole("dialog", { name: "Add Images of your friend" }));
    const input = panel.getByLabelText("Photos to add");
    fireEvent.change(input, { target: { files: [new File(["%PDF"], "letter.pdf", { type: "application/pdf" })] } });
    expect(await panel.findByRole("alert")).toHaveTextContent(`letter.pdf: ${MESSAGES.fileTypeInvalid}`);
  });

  it("offers to delete an album entry only to its uploader or the post's author, in the lightbox", async () => {
    const theirs = buildEntry(["/b.jpg"], {
      imaged_by: { personal_info: { username: "arun", fullname: "Arun K", firstname: "Arun", lastname: "K", profile_img: "" } },
    });
    // The server answers each viewer whether they may delete it.
    let mayDelete = false;
    const { calls } = mockMemorialApi(withImages(1), {
      "/api/get-post-images": () => ({ body: { images: [{ ...theirs, can: { delete: mayDelete } }] } }),
      "/api/delete-image": () => ({ body: { status: "done" } }),
    });
    signIn({ username: "meena" });
    const stranger = await openMemorial();
    await stranger.user.click(await within(photos()).findByRole("button", { name: "Open photo 2 of 2" }));
    expect(screen.queryByRole("button", { name: "Delete this photo" })).not.toBeInTheDocument();
    stranger.unmount();

    signIn({ username: "arun" });
    mayDelete = true;
    const { user } = await openMemorial();
    await user.click(await within(photos()).findByRole("button", { name: "Open photo 1 of 2" }));
    // The post's own album photo is part of the post, not an entry: no delete there.
    expect(screen.queryByRole("button", { name: "Delete this photo" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next photo" }));
    await user.click(screen.getByRole("button", { name: "Delete this photo" }));
    await user.click(screen.getByRole("button", { name: "Yes, delete" }));
    await waitFor(() => expect(within(photos()).queryByRole("button", { name: /of 2$/ })).not.toBeInTheDocument());
    expect(calls("/api/delete-image")).toEqual([{ _id: theirs._id }]);
    expect(within(photos()).getByRole("button", { name: "Open photo 1 of 1" })).toBeInTheDocument();
  });
});
