import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import type { PostActions } from "@kma/core/posts/viewer-actions";
import { renderApp, signIn } from "../../../test/render-app";
import { BLOG_ID, KEEPER_CAN, VISITOR_CAN, buildPost, buildTribute, mockMemorialApi } from "../test/memorial-fixtures";

/** The page shows what the server's `can` allows, and asks nothing else about the viewer. */
describe("memorial page by what the viewer may do", () => {
  async function openAs(username: string | null, can: PostActions, mayDeleteTribute: boolean) {
    const visitorsTribute = buildTribute({ tribute: "Forever in our hearts.", can: { delete: mayDeleteTribute } });
    const api = mockMemorialApi(buildPost({ can }), {
      "/api/get-post-tributes": () => ({ body: { tributes: [visitorsTribute] } }),
    });
    if (username) signIn({ username });
    else window.localStorage.clear();
    const app = renderApp(`/post/${BLOG_ID}`);
    await screen.findByRole("heading", { level: 1, name: "Sivakumar Thevarajah" });
    await screen.findByText("Forever in our hearts.");
    return { ...app, ...api };
  }

  it("shows a co-keeper Edit Post and Keepers, and Delete on a visitor's tribute, as the server says", async () => {
    const { calls } = await openAs("cousin", KEEPER_CAN, true);
    expect(await screen.findByRole("link", { name: "Edit Post" })).toHaveAttribute("href", `/postcreate/${BLOG_ID}`);
    expect(screen.getByRole("link", { name: "Keepers" })).toHaveAttribute("href", `/dashboard/keepers/${BLOG_ID}`);
    const tributes = screen.getByRole("region", { name: /Tributes/ });
    expect(within(tributes).getByRole("button", { name: "Delete this tribute" })).toBeInTheDocument();
    // get-post said it all: no second call about the viewer.
    expect(calls("/api/keeper-status")).toEqual([]);
  });

  it("shows an admin Delete on the tribute the server lets them remove, but no Edit Post or Keepers", async () => {
    await openAs("site-admin", { ...VISITOR_CAN, delete: true }, true);
    const tributes = screen.getByRole("region", { name: /Tributes/ });
    expect(within(tributes).getByRole("button", { name: "Delete this tribute" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Edit Post" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Keepers" })).not.toBeInTheDocument();
  });

  it("shows neither to a signed-in stranger nor to a visitor", async () => {
    const stranger = await openAs("someone-else", VISITOR_CAN, false);
    expect(screen.queryByRole("link", { name: "Edit Post" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Keepers" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete this tribute" })).not.toBeInTheDocument();
    stranger.unmount();
    stranger.spy.mockRestore();

    const visitor = await openAs(null, VISITOR_CAN, false);
    expect(screen.queryByRole("link", { name: "Edit Post" })).not.toBeInTheDocument();
    expect(visitor.calls("/api/keeper-status")).toEqual([]);
  });
});
