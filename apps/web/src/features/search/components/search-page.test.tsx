import { afterEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { MESSAGES } from "@kma/core/messages";
import { renderApp } from "../../../test/render-app";
import { makePostCard, makePostCards, mockApiWith } from "../../../test/post-fixtures";
import type { PostCard } from "../../../components/memorial-card/post-card";

const users = [
  { personal_info: { fullname: "Priya Sivakumar", username: "priya.s", profile_img: "/api/avatar/priya.s.svg" } },
  { personal_info: { fullname: "Siva Raman", username: "sivar", profile_img: "" } },
];

function searchApi({ posts = [], accounts = [] }: { posts?: PostCard[]; accounts?: typeof users } = {}) {
  return mockApiWith((call) => {
    if (call.path === "/api/search-posts") {
      const n = Number(call.body?.page);
      return { body: { blogs: posts.slice((n - 1) * 10, n * 10) } };
    }
    if (call.path === "/api/search-posts-count") return { body: { totalDocs: posts.length } };
    if (call.path === "/api/search-users") return { body: { users: accounts } };
    return undefined;
  });
}

/** Pretends the window is at least 1024 px wide (setup.ts answers every media query with false). */
function useWideScreen() {
  const original = window.matchMedia;
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    value: (query: string) => ({ ...original(query), matches: query === "(min-width: 64rem)" }),
  });
  return () => Object.defineProperty(window, "matchMedia", { configurable: true, value: original });
}
let restoreMatchMedia: (() => void) | null = null;
afterEach(() => {
  restoreMatchMedia?.();
  restoreMatchMedia = null;
});

describe("Search", () => {
  it("searches memorials by the text in the address and shows them in the first tab", async () => {
    const api = searchApi({ posts: [makePostCard({ firstname: "Sivakumar", lastname: "Thevarajah" })], accounts: users });
    renderApp("/search/siva%20kumar");
    expect(await screen.findByRole("heading", { level: 1, name: "Results for “siva kumar”" })).toBeInTheDocument();
    const results = screen.getByRole("tabpanel", { name: "Memorials" });
    expect(await within(results).findByRole("heading", { name: "Sivakumar Thevarajah" })).toBeInTheDocument();
    expect(screen.getByText("1 memorial matches your search.")).toBeInTheDocument();
    expect(api.callsTo("/api/search-posts")[0]!.body).toEqual({ query: "siva kumar", page: 1 });
    expect(api.callsTo("/api/search-posts-count")[0]!.body).toEqual({ query: "siva kumar" });
    expect(api.callsTo("/api/search-users")[0]!.body).toEqual({ query: "siva kumar" });
  });

  it("on phones, 'Accounts Matched' is a tab with the user cards", async () => {
    searchApi({ accounts: users });
    const { user } = renderApp("/search/siva");
    expect(screen.queryByRole("heading", { name: "User related to search" })).not.toBeInTheDocument();
    await user.click(await screen.findByRole("tab", { name: "Accounts Matched" }));
    expect(screen.getByRole("tab", { name: "Accounts Matched" })).toHaveAttribute("aria-selected", "true");
    const accounts = screen.getByRole("tabpanel", { name: "Accounts Matched" });
    const card = await within(accounts).findByRole("link", { name: /Priya Sivakumar/ });
    expect(card).toHaveAttribute("href", "/user/priya.s");
    expect(card).toHaveTextContent("@priya.s");
    expect(card.querySelector("img")).toHaveAttribute("src", "/api/avatar/priya.s.svg");
    expect(within(accounts).getByRole("link", { name: /Siva Raman/ })).toHaveAttribute("href", "/user/sivar");
    expect(document.getElementById("search-panel-memorials")).not.toBeVisible();
    expect(card).toHaveAccessibleName("Priya Sivakumar @priya.s");
  });

  it("on wide screens the accounts are in the side panel 'User related to search'", async () => {
    restoreMatchMedia = useWideScreen();
    searchApi({ accounts: users });
    renderApp("/search/siva");
    const panel = await screen.findByRole("complementary", { name: "User related to search" });
    expect(await within(panel).findByRole("link", { name: /Priya Sivakumar/ })).toHaveAttribute("href", "/user/priya.s");
    expect(screen.queryByRole("tab", { name: "Accounts Matched" })).not.toBeInTheDocument();
  });

  it("shows the empty states 'No blogs published' and 'No user found'", async () => {
    searchApi();
    const { user } = renderApp("/search/nobody");
    expect(await screen.findByText(MESSAGES.noBlogsPublished)).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Accounts Matched" }));
    expect(await screen.findByText(MESSAGES.noUserFound)).toBeInTheDocument();
  });

  it("loads more memorials while fewer are shown than match", async () => {
    const api = searchApi({ posts: makePostCards(11) });
    const { user } = renderApp("/search/person");
    const results = await screen.findByRole("tabpanel", { name: "Memorials" });
    expect(await within(results).findByRole("heading", { name: "Person10 Thevarajah" })).toBeInTheDocument();
    await user.click(await within(results).findByRole("button", { name: "Load More" }));
    expect(await within(results).findByRole("heading", { name: "Person11 Thevarajah" })).toBeInTheDocument();
    expect(within(results).queryByRole("button", { name: "Load More" })).not.toBeInTheDocument();
    expect(api.callsTo("/api/search-posts").map((c) => c.body)).toEqual([
      { query: "person", page: 1 },
      { query: "person", page: 2 },
    ]);
  });
});
