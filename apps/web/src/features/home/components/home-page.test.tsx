import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { PLACES } from "@kma/core/enums";
import { MESSAGES } from "@kma/core/messages";
import { renderApp } from "../../../test/render-app";
import { makePostCard, makePostCards, mockApiWith, type ApiCall } from "../../../test/post-fixtures";
import type { PostCard } from "../../../components/memorial-card/post-card";

const PLACE_COUNTS = { Jaffna: 3, Kilinochchi: 0, Canada: 1, Germany: 2, "United Kingdom": 0, Switzerland: 5 };

type Lists = { latest?: PostCard[]; byTitle?: Record<string, PostCard[]>; byPlace?: Record<string, PostCard[]>; mostEngaged?: PostCard[] };

/** A fake API for Home: pages of 10 from the given lists, counts to match. */
function homeApi({ latest = [], byTitle = {}, byPlace = {}, mostEngaged = [] }: Lists = {}) {
  const page = (list: PostCard[], call: ApiCall) => {
    const n = Number(call.body?.page ?? 1);
    return list.slice((n - 1) * 10, n * 10);
  };
  const listFor = (body: ApiCall["body"]) => (body?.title === "place" ? (byPlace[String(body.query)] ?? []) : (byTitle[String(body?.title)] ?? []));
  return mockApiWith((call) => {
    switch (call.path) {
      case "/api/latest-posts":
        return { body: { blogs: page(latest, call) } };
      case "/api/all-latest-posts-count":
        return { body: { totalDocs: latest.length } };
      case "/api/search-posts":
        return { body: { blogs: page(listFor(call.body), call) } };
      case "/api/search-posts-count":
        return call.body?.places ? { body: { counts: PLACE_COUNTS } } : { body: { totalDocs: listFor(call.body).length } };
      case "/api/most-engaged-posts":
        return { body: { blogs: mostEngaged } };
    }
    return undefined;
  });
}

const feed = () => screen.getByRole("tabpanel");

describe("Home", () => {
  it("shows the tagline, the five category tabs with FEED selected, the latest posts and the most engaged panel", async () => {
    const api = homeApi({
      latest: [makePostCard({ firstname: "Kamala", lastname: "Nadarajah" })],
      mostEngaged: [makePostCard({ firstname: "Arul", lastname: "Selvam", title: "31st Remembrance" })],
    });
    renderApp("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Keep Memories Alive" })).toBeInTheDocument();
    const tabs = within(screen.getByRole("tablist", { name: "Browse memorials" })).getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(["FEED", "RECENT", "PLACE", "OBITUARY", "REMEMBRANCE"]);
    expect(screen.getByRole("tab", { name: "FEED" })).toHaveAttribute("aria-selected", "true");

    expect(await within(feed()).findByRole("heading", { name: "Kamala Nadarajah" })).toBeInTheDocument();
    const panel = screen.getByRole("region", { name: "Most remembered" });
    expect(await within(panel).findByRole("link", { name: /Arul Selvam/ })).toHaveAttribute("href", expect.stringMatching(/^\/post\//));
    expect(api.callsTo("/api/latest-posts")[0]!.body).toEqual({ page: 1 });
    expect(api.callsTo("/api/all-latest-posts-count")).toHaveLength(1);
    expect(api.callsTo("/api/most-engaged-posts")[0]!.method).toBe("GET");
  });

  it.each([
    ["RECENT", "Recent"],
    ["OBITUARY", "Obituary"],
    ["REMEMBRANCE", "Remembrance"],
  ])("%s searches posts by the title '%s' and counts them", async (tab, title) => {
    const api = homeApi({ byTitle: { [title]: [makePostCard({ firstname: `${title}Person`, lastname: "One" })] } });
    const { user } = renderApp("/");
    await user.click(await screen.findByRole("tab", { name: tab }));
    expect(screen.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    expect(await within(feed()).findByRole("heading", { name: `${title}Person One` })).toBeInTheDocument();
    expect(api.callsTo("/api/search-posts").map((c) => c.body)).toEqual([{ title, page: 1 }]);
    expect(api.callsTo("/api/search-posts-count").map((c) => c.body)).toEqual([{ title }]);
  });

  it("PLACE selects Jaffna by default, shows every chip's count from one call, and searches by place", async () => {
    const api = homeApi({
      byPlace: { Jaffna: [makePostCard({ firstname: "Jaffna", lastname: "Person" })], Canada: [makePostCard({ firstname: "Toronto", lastname: "Person" })] },
    });
    const { user, router } = renderApp("/");
    await user.click(await screen.findByRole("tab", { name: "PLACE" }));

    const chips = screen.getByRole("group", { name: "Places" });
    expect(await within(chips).findByRole("button", { name: "Jaffna, 3 memorials" })).toHaveAttribute("aria-pressed", "true");
    expect(within(chips).getByRole("button", { name: "Canada, 1 memorial" })).toHaveAttribute("aria-pressed", "false");
    expect(
      within(chips)
        .getAllByRole("button")
        .map((b) => b.firstChild?.nextSibling?.textContent),
    ).toEqual([...PLACES]);
    expect(await within(feed()).findByRole("heading", { name: "Jaffna Person" })).toBeInTheDocument();
    expect(api.callsTo("/api/search-posts-count").filter((c) => c.body?.places)).toEqual([
      { method: "POST", path: "/api/search-posts-count", body: { places: [...PLACES] } },
    ]);
    expect(api.callsTo("/api/search-posts")[0]!.body).toEqual({ title: "place", query: "Jaffna", page: 1 });

    await user.click(within(chips).getByRole("button", { name: "Canada, 1 memorial" }));
    expect(await within(feed()).findByRole("heading", { name: "Toronto Person" })).toBeInTheDocument();
    expect(within(chips).getByRole("button", { name: /^Canada/ })).toHaveAttribute("aria-pressed", "true");
    expect(api.callsTo("/api/search-posts").at(-1)!.body).toEqual({ title: "place", query: "Canada", page: 1 });
    expect(router.state.location.search).toBe("?tab=place&place=Canada");
  });

  it("opens on the tab and place in the address", async () => {
    const api = homeApi({ byPlace: { Germany: [makePostCard({ firstname: "Berlin", lastname: "Person" })] } });
    renderApp("/?tab=place&place=germany");
    expect(await within(await screen.findByRole("tabpanel")).findByRole("heading", { name: "Berlin Person" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "PLACE" })).toHaveAttribute("aria-selected", "true");
    expect(api.callsTo("/api/search-posts")[0]!.body).toEqual({ title: "place", query: "Germany", page: 1 });
  });

  it("shows Load More while fewer posts are loaded than the total, and loads the next page", async () => {
    const api = homeApi({ latest: makePostCards(12) });
    const { user } = renderApp("/");
    expect(await within(await screen.findByRole("tabpanel")).findByRole("heading", { name: "Person10 Thevarajah" })).toBeInTheDocument();
    expect(within(feed()).getAllByRole("article")).toHaveLength(10);

    await user.click(await screen.findByRole("button", { name: "Load More" }));
    expect(await within(feed()).findByRole("heading", { name: "Person12 Thevarajah" })).toBeInTheDocument();
    expect(within(feed()).getAllByRole("article")).toHaveLength(12);
    expect(api.callsTo("/api/latest-posts").map((c) => c.body)).toEqual([{ page: 1 }, { page: 2 }]);
    expect(screen.queryByRole("button", { name: "Load More" })).not.toBeInTheDocument();
  });

  it("shows no Load More when everything is loaded", async () => {
    homeApi({ latest: makePostCards(10) });
    renderApp("/");
    expect(await within(await screen.findByRole("tabpanel")).findByRole("heading", { name: "Person10 Thevarajah" })).toBeInTheDocument();
    await waitFor(() => expect(within(feed()).getAllByRole("article")).toHaveLength(10));
    expect(screen.queryByRole("button", { name: "Load More" })).not.toBeInTheDocument();
  });

  it("says 'No blogs published' for an empty tab", async () => {
    homeApi();
    const { user } = renderApp("/");
    await user.click(await screen.findByRole("tab", { name: "OBITUARY" }));
    expect(await within(feed()).findByText(MESSAGES.noBlogsPublished)).toBeInTheDocument();
  });

  it("moves between tabs with the arrow keys", async () => {
    const api = homeApi();
    const { user } = renderApp("/");
    await user.click(await screen.findByRole("tab", { name: "FEED" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "RECENT" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "RECENT" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "REMEMBRANCE" })).toHaveFocus();
    await waitFor(() => expect(api.callsTo("/api/search-posts").map((c) => c.body?.title)).toContain("Remembrance"));
  });
});
