import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { MESSAGES } from "@kma/core/messages";
import { renderApp, signIn } from "../../../test/render-app";
import { BLOG_ID, buildPost, mockMemorialApi, POST_ID } from "../test/memorial-fixtures";

async function openMemorial() {
  const app = renderApp(`/post/${BLOG_ID}`);
  await screen.findByRole("heading", { level: 1, name: "Sivakumar Thevarajah" });
  return app;
}

describe("like (tribute as flower)", () => {
  it("tells a signed-out visitor to log in and calls nothing; without the app it is a link to sign in", async () => {
    const { calls } = mockMemorialApi(buildPost());
    const { user, router } = await openMemorial();
    const like = screen.getByRole("link", { name: "Like, 3 Flowers" });
    expect(like).toHaveAttribute("href", `/signin?next=${encodeURIComponent(`/post/${BLOG_ID}`)}`);
    await user.click(like);
    expect(await screen.findByText(MESSAGES.loginToLike)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/post/${BLOG_ID}`);
    expect(calls("/api/like-post")).toEqual([]);
    expect(calls("/api/isliked-by-user")).toEqual([]);
  });

  it("raises the count at once, before the server answers, then keeps it", async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const { calls } = mockMemorialApi(buildPost(), {
      "/api/like-post": () => new Promise((resolve) => (answer = resolve)),
    });
    signIn({ username: "arun" });
    const { user } = await openMemorial();
    await waitFor(() => expect(calls("/api/isliked-by-user")).toEqual([{ _id: POST_ID }]));

    await user.click(screen.getByRole("button", { name: "Like, 3 Flowers" }));
    const liked = await screen.findByRole("button", { name: "Like, 4 Flowers" });
    expect(liked).toHaveAttribute("aria-pressed", "true");
    expect(calls("/api/like-post")).toEqual([{ _id: POST_ID, isLikedByUser: false }]);

    answer({ body: { liked_by_user: true } });
    await waitFor(() => expect(screen.getByRole("button", { name: "Like, 4 Flowers" })).toHaveAttribute("aria-pressed", "true"));
  });

  it("shows an existing like and takes it back", async () => {
    const { calls } = mockMemorialApi(buildPost(), {
      "/api/isliked-by-user": () => ({ body: { result: true } }),
      "/api/like-post": () => ({ body: { liked_by_user: false } }),
    });
    signIn({ username: "arun" });
    const { user } = await openMemorial();
    await waitFor(() => expect(screen.getByRole("button", { name: "Like, 3 Flowers" })).toHaveAttribute("aria-pressed", "true"));
    await user.click(screen.getByRole("button", { name: "Like, 3 Flowers" }));
    expect(await screen.findByRole("button", { name: "Like, 2 Flowers" })).toHaveAttribute("aria-pressed", "false");
    expect(calls("/api/like-post")).toEqual([{ _id: POST_ID, isLikedByUser: true }]);
  });

  it("puts the count back when the server fails", async () => {
    mockMemorialApi(buildPost(), { "/api/like-post": () => ({ status: 500, body: { error: "Internal server error" } }) });
    signIn({ username: "arun" });
    const { user } = await openMemorial();
    await user.click(screen.getByRole("button", { name: "Like, 3 Flowers" }));
    expect(await screen.findByText("Internal server error")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Like, 3 Flowers" })).toHaveAttribute("aria-pressed", "false");
  });
});
