import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MESSAGES } from "@kma/core/messages";
import { POST_FIELD_MESSAGES as M } from "@kma/core/posts/post-rules";
import { sampleMemorial } from "@kma/core/test-fixtures/sample-memorial";
import { renderApp, signIn } from "../../../test/render-app";
import { deferred, fakeApi, stubObjectUrls, type FetchCall } from "../test-helpers";

const upload = (n: number) => `${window.location.origin}/api/uploads/0b6a4c1e-1111-4aaa-8bbb-00000000000${n}`;

/** A post as POST /get-post answers it to its author (docs/api.md "Post"): the sample memorial, named in Tamil too, as a draft. */
const blog = {
  _id: "5c1f6a3e-0000-4000-8000-000000000001",
  blog_id: "sivakumar-thevarajah-7f3k2q",
  ...sampleMemorial({ tamilfirstname: "சிவகுமார்", tamillastname: "தேவராசா", profilebanner: upload(1), memoriwallimages: [upload(2)] }),
  age: 75,
  draft: true,
  publishedAt: null,
  author: { _id: "u1", personal_info: { username: "priya", fullname: "Priya Raman", profile_img: "" } },
  activity: { total_likes: 0, total_comments: 0, total_parent_comments: 0, total_tributes: 0, total_images: 0, total_reads: 0 },
};
/** The number of the preset background the sample memorial chose ("Background N" in the form). */
const backgroundNumber = /background-(\d+)\.jpg$/.exec(blog.backgroundimage)?.[1];

function quietLayout(call: FetchCall) {
  if (call.path === "/api/new-notification") return { body: { new_notification_available: false } };
  if (call.path === "/api/user-written-posts") return { body: { blogs: [] } };
  if (call.path === "/api/user-written-post-count") return { body: { totalDocs: 0 } };
  return undefined;
}

beforeEach(() => {
  stubObjectUrls();
  signIn();
});

describe("edit memorial", { timeout: 30_000 }, () => {
  it("shows a loader, then the post in the form, asked for in edit mode", async () => {
    const answer = deferred<{ body: unknown }>();
    const calls = fakeApi((call) => (call.path === "/api/get-post" ? answer.promise : quietLayout(call)));
    renderApp(`/postcreate/${blog.blog_id}`);

    expect(await screen.findByText("Loading the memorial")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save Draft" })).not.toBeInTheDocument();
    answer.resolve({ body: { blog } });

    expect(await screen.findByRole("heading", { level: 1, name: "Edit memorial" })).toBeInTheDocument();
    expect(calls.find((c) => c.path === "/api/get-post")!.body).toEqual({ post_id: blog.blog_id, draft: true, mode: "edit" });
    expect(screen.getByLabelText("Category")).toHaveValue(blog.title);
    expect(screen.getByLabelText("First Name")).toHaveValue(blog.firstname);
    expect(screen.getByLabelText("First Name in Tamil")).toHaveValue(blog.tamilfirstname);
    expect(screen.getByLabelText("Last Name in Tamil")).toHaveValue(blog.tamillastname);
    expect(screen.getByLabelText("Gender")).toHaveValue(blog.gender);
    expect(screen.getByLabelText("Birth Year")).toHaveValue(blog.birthyear);
    expect(screen.getByLabelText("Death Country")).toHaveValue(blog.deathcountry);
    expect(screen.getByLabelText("Funeral Date")).toHaveValue(blog.funeralservicedate);
    expect(screen.getByLabelText("Funeral End Time")).toHaveValue(blog.funeralserviceendtime);
    expect(screen.getByLabelText("Story")).toHaveValue(blog.memorywall);
    expect(screen.getByLabelText("Your Email")).toHaveValue(blog.postcreatoremail);
    expect(screen.getByRole("radio", { name: `Background ${backgroundNumber}` })).toBeChecked();
    expect(screen.getByRole("img", { name: "Portrait of the person remembered" })).toHaveAttribute("src", `${new URL(upload(1)).pathname}?w=640`);
    expect(within(screen.getByRole("list", { name: "Album photos" })).getByRole("img", { name: "Album photo 1" })).toHaveAttribute(
      "src",
      `${new URL(upload(2)).pathname}?w=320`,
    );
    expect(within(screen.getByRole("list", { name: "Surviving family members" })).getByText(blog.survivingmembers[0]!.survivingmembername)).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Predeceased family members" })).getByText(blog.predeceasedmembers[0]!.predeceasedmembername),
    ).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Events" })).getByText(blog.events[0]!.eventname)).toBeInTheDocument();
    expect(screen.getByText((_, el) => el?.tagName === "P" && el.textContent?.startsWith("Age: 75") === true)).toBeInTheDocument();
  });

  it("saves the loaded post under its blog_id, so no second post is made", async () => {
    const calls = fakeApi((call) => {
      if (call.path === "/api/get-post") return { body: { blog } };
      if (call.path === "/api/create-post") return { body: { id: blog.blog_id } };
      return quietLayout(call);
    });
    const { user, router } = renderApp(`/postcreate/${blog.blog_id}`);
    await user.click(await screen.findByRole("button", { name: "Save Draft" }));
    expect(await screen.findByText(MESSAGES.saved)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/posts"));
    const body = calls.find((c) => c.path === "/api/create-post")!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      id: blog.blog_id,
      draft: true,
      firstname: blog.firstname,
      tamilfirstname: blog.tamilfirstname,
      tamillastname: blog.tamillastname,
      memoriwallimages: [upload(2)],
      age: 75,
    });
    expect(body).not.toHaveProperty("_id");
    expect(body).not.toHaveProperty("author");
  });

  it("sends a co-keeper back to Kept with family, where the memorial they keep is listed", async () => {
    fakeApi((call) => {
      if (call.path === "/api/get-post") return { body: { blog, viewer: { is_author: false, is_keeper: true } } };
      if (call.path === "/api/create-post") return { body: { id: blog.blog_id } };
      if (call.path === "/api/kept-posts") return { body: { blogs: [], totalDocs: 0 } };
      return quietLayout(call);
    });
    const { user, router } = renderApp(`/postcreate/${blog.blog_id}`);
    await user.click(await screen.findByRole("button", { name: "Save Draft" }));
    expect(await screen.findByText(MESSAGES.saved)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/kept"));
  });

  it("lets the author remove the album's photos; publishing with none left gives the album rule", async () => {
    const calls = fakeApi((call) => (call.path === "/api/get-post" ? { body: { blog: { ...blog, draft: false } } } : quietLayout(call)));
    const { user } = renderApp(`/postcreate/${blog.blog_id}`);
    expect(await screen.findByText(/This memorial is published/)).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Remove album photo 1" }));
    expect(screen.queryByRole("list", { name: "Album photos" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText(M.memoriwallimages)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/api/create-post")).toHaveLength(0);
  });

  it("falls back to the placeholder when the portrait cannot be loaded", async () => {
    fakeApi((call) => (call.path === "/api/get-post" ? { body: { blog } } : quietLayout(call)));
    renderApp(`/postcreate/${blog.blog_id}`);
    const portrait = await screen.findByRole("img", { name: "Portrait of the person remembered" });
    fireEvent.error(portrait);
    expect(screen.getByRole("img", { name: "Portrait of the person remembered" })).toHaveAttribute("src", "/images/placeholder-portrait.png");
  });

  it("says so when the post does not exist, with a way back to the dashboard and no form", async () => {
    fakeApi((call) => (call.path === "/api/get-post" ? { status: 404, body: { error: MESSAGES.postNotFound } } : quietLayout(call)));
    renderApp("/postcreate/no-such-post");
    expect(await screen.findByRole("heading", { level: 1, name: "We couldn’t find this memorial" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to your dashboard" })).toHaveAttribute("href", "/dashboard/posts");
    expect(screen.queryByRole("button", { name: "Save Draft" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("says so when the post is someone else's", async () => {
    fakeApi((call) => (call.path === "/api/get-post" ? { status: 403, body: { error: MESSAGES.forbidden } } : quietLayout(call)));
    renderApp("/postcreate/not-mine");
    expect(await screen.findByRole("heading", { level: 1, name: "This memorial isn’t yours to edit" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Publish" })).not.toBeInTheDocument();
  });

  it("offers to try again when the network fails, and loads the post on retry", async () => {
    let failing = true;
    fakeApi((call) => {
      if (call.path !== "/api/get-post") return quietLayout(call);
      if (failing) throw new TypeError("Failed to fetch");
      return { body: { blog } };
    });
    const { user } = renderApp(`/postcreate/${blog.blog_id}`);
    expect(await screen.findByRole("heading", { level: 1, name: "We couldn’t load this memorial" })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Edit memorial" })).toBeInTheDocument();
    expect(screen.getByLabelText("Last Name")).toHaveValue(blog.lastname);
  });
});
