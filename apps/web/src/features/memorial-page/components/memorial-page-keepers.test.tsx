import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { renderApp, signIn } from "../../../test/render-app";
import { BLOG_ID, buildPost, buildTribute, mockMemorialApi } from "../test/memorial-fixtures";

/** A co-keeper is treated like the author where the author's powers are shared. */
describe("memorial page for a co-keeper", () => {
  async function openAs(username: string | null, isKeeper: boolean) {
    const visitorsTribute = buildTribute({ tribute: "Forever in our hearts." });
    const api = mockMemorialApi(buildPost(), {
      "/api/keeper-status": () => ({ body: { is_author: false, is_keeper: isKeeper } }),
      "/api/get-post-tributes": () => ({ body: { tributes: [visitorsTribute] } }),
    });
    if (username) signIn({ username });
    else window.localStorage.clear();
    const app = renderApp(`/post/${BLOG_ID}`);
    await screen.findByRole("heading", { level: 1, name: "Sivakumar Thevarajah" });
    await screen.findByText("Forever in our hearts.");
    return { ...app, ...api };
  }

  it("shows Edit Post and Keepers, and Delete on a visitor's tribute, once the server says they keep it", async () => {
    const { calls } = await openAs("cousin", true);
    expect(await screen.findByRole("link", { name: "Edit Post" })).toHaveAttribute("href", `/postcreate/${BLOG_ID}`);
    expect(screen.getByRole("link", { name: "Keepers" })).toHaveAttribute("href", `/dashboard/keepers/${BLOG_ID}`);
    const tributes = screen.getByRole("region", { name: /Tributes/ });
    expect(within(tributes).getByRole("button", { name: "Delete this tribute" })).toBeInTheDocument();
    expect(calls("/api/keeper-status")).toEqual([{ post_id: BLOG_ID }]);
  });

  it("shows neither to a signed-in stranger, and asks nothing while signed out", async () => {
    const stranger = await openAs("someone-else", false);
    await waitFor(() => expect(stranger.calls("/api/keeper-status")).toHaveLength(1));
    expect(screen.queryByRole("link", { name: "Edit Post" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Keepers" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete this tribute" })).not.toBeInTheDocument();
    stranger.unmount();
    stranger.spy.mockRestore();

    const visitor = await openAs(null, false);
    expect(screen.queryByRole("link", { name: "Edit Post" })).not.toBeInTheDocument();
    expect(visitor.calls("/api/keeper-status")).toEqual([]);
  });
});
