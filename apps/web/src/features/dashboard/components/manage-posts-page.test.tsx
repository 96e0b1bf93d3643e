import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { renderApp, signIn } from "../../../test/render-app";
import { mockApiHandler, type ApiRequest } from "../../../test/mock-api-handler";
import { makePostCard } from "../../../test/post-fixtures";
import type { OwnPost } from "../api/get-user-posts";

const UPLOAD = "/api/uploads/3f2b8c1e-9a4d-4e6f-8b21-0c5d7e9fa123";

function ownPost(n: number, overrides: Partial<OwnPost> = {}): OwnPost {
  return {
    ...makePostCard(),
    blog_id: `person-${n}-abc123`,
    title: "Obituary",
    firstname: `Person${n}`,
    lastname: "Kumar",
    nickname: "",
    profilebanner: UPLOAD,
    publishedAt: "2024-01-05T10:00:00.000Z",
    updatedAt: "2024-02-07T10:00:00.000Z",
    draft: false,
    activity: { total_likes: 4, total_comments: 7, total_parent_comments: 5, total_tributes: 2, total_images: 9, total_reads: 31 },
    ...overrides,
  };
}

type Body = { page?: number; draft?: boolean; query?: string; deletedDocCount?: number };

/**
 * A server holding `published` and `drafts`: pages of 10 with deletedDocCount pulled back
 * (as docs/api.md says), search by first name, and delete-post removing from both.
 */
function fakeServer(initial: { published?: OwnPost[]; drafts?: OwnPost[] }) {
  const store = { published: [...(initial.published ?? [])], drafts: [...(initial.drafts ?? [])] };
  const matching = (body: Body) =>
    (body.draft ? store.drafts : store.published).filter((post) => !body.query || post.firstname.toLowerCase().startsWith(body.query.toLowerCase()));
  const api = mockApiHandler((request: ApiRequest) => {
    const body = (request.body ?? {}) as Body & { blog_id?: string };
    if (request.path === "/api/new-notification") return { body: { new_notification_available: false } };
    if (request.path === "/api/user-written-posts") {
      const offset = Math.max(0, ((body.page ?? 1) - 1) * 10 - (body.deletedDocCount ?? 0));
      return { body: { blogs: matching(body).slice(offset, offset + 10) } };
    }
    if (request.path === "/api/user-written-post-count") return { body: { totalDocs: matching(body).length } };
    if (request.path === "/api/delete-post") {
      store.published = store.published.filter((post) => post.blog_id !== body.blog_id);
      store.drafts = store.drafts.filter((post) => post.blog_id !== body.blog_id);
      return { body: { status: "done" } };
    }
    return undefined;
  });
  return { ...api, store };
}

async function open(path = "/dashboard/posts") {
  signIn();
  const app = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: "Manage Posts" });
  return app;
}

const listItems = () => screen.getAllByRole("article");

describe("Manage Posts", () => {
  it("lists published posts with portrait, name, category, date, activity, and Edit, Stats, Delete", async () => {
    const api = fakeServer({ published: [ownPost(1, { firstname: "Ravi", title: "31st Remembrance" })] });
    const { user } = await open();
    const card = await screen.findByRole("article", { name: "Ravi Kumar" });
    const inCard = within(card);
    expect(inCard.getByRole("heading", { name: "Ravi Kumar" })).toBeInTheDocument();
    expect(inCard.getByRole("link", { name: "Ravi Kumar" })).toHaveAttribute("href", "/post/person-1-abc123");
    expect(inCard.getByText("31st Remembrance")).toBeInTheDocument();
    expect(inCard.getByText("Published on 5 Jan, 2024")).toBeInTheDocument();
    expect(inCard.getByText("31 reads")).toBeInTheDocument();
    const banner = card.querySelector("img")!;
    expect(banner).toHaveAttribute("src", `${UPLOAD}?w=320`);
    expect(banner).toHaveAttribute("loading", "lazy");
    expect(inCard.getByRole("link", { name: "Edit Ravi Kumar" })).toHaveAttribute("href", "/postcreate/person-1-abc123");
    expect(api.bodiesTo("/api/user-written-posts")[0]).toEqual({ draft: false, query: "", page: 1, deletedDocCount: 0 });

    // Stats opens an inline panel with every counter.
    const stats = inCard.getByRole("button", { name: "Stats" });
    expect(stats).toHaveAttribute("aria-expanded", "false");
    expect(inCard.queryByRole("definition")).not.toBeInTheDocument();
    await user.click(stats);
    expect(stats).toHaveAttribute("aria-expanded", "true");
    const panel = within(inCard.getByLabelText("Stats for Ravi Kumar"));
    for (const [label, value] of [
      ["Likes", "4"],
      ["Memorials", "7"],
      ["Tributes", "2"],
      ["Photos", "9"],
      ["Reads", "31"],
    ]) {
      expect(panel.getByText(label).nextElementSibling).toHaveTextContent(value!);
    }
    await user.click(stats);
    expect(stats).toHaveAttribute("aria-expanded", "false");
  });

  it("falls back to the placeholder portrait when the banner fails", async () => {
    fakeServer({ published: [ownPost(1)] });
    await open();
    const img = (await screen.findByRole("article", { name: "Person1 Kumar" })).querySelector("img")!;
    img.dispatchEvent(new Event("error"));
    await waitFor(() => expect(img).toHaveAttribute("src", "/images/placeholder-portrait.png"));
  });

  it("chooses Drafts by ?tab=draft and shows numbered drafts with Edit and Delete", async () => {
    const api = fakeServer({
      drafts: [ownPost(1, { draft: true, publishedAt: null }), ownPost(2, { draft: true, publishedAt: null, title: "Year Remembrance" })],
    });
    await open("/dashboard/posts?tab=draft");
    expect(screen.getByRole("tab", { name: "Drafts" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Published Posts" })).toHaveAttribute("aria-selected", "false");
    const second = await screen.findByRole("article", { name: "Draft 2: Person2 Kumar" });
    expect(within(second).getByText("2")).toBeInTheDocument();
    expect(within(second).getByText("Year Remembrance")).toBeInTheDocument();
    expect(within(second).getByRole("link", { name: "Edit draft Person2 Kumar" })).toHaveAttribute("href", "/postcreate/person-2-abc123");
    expect(within(second).getByRole("button", { name: "Delete draft Person2 Kumar" })).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Draft 1: Person1 Kumar" })).getByText("1")).toBeInTheDocument();
    expect(api.bodiesTo("/api/user-written-posts")[0]).toMatchObject({ draft: true, page: 1 });
    expect(api.bodiesTo("/api/user-written-post-count")[0]).toEqual({ draft: true, query: "" });
  });

  it("switches tabs through the query parameter", async () => {
    const api = fakeServer({ published: [ownPost(1)], drafts: [ownPost(2, { draft: true })] });
    const { user, router } = await open();
    await screen.findByRole("article", { name: "Person1 Kumar" });
    await user.click(screen.getByRole("tab", { name: "Drafts" }));
    expect(router.state.location.search).toBe("?tab=draft");
    expect(await screen.findByRole("article", { name: "Draft 1: Person2 Kumar" })).toBeInTheDocument();
    expect(api.bodiesTo("/api/user-written-posts").at(-1)).toMatchObject({ draft: true });
    await user.click(screen.getByRole("tab", { name: "Published Posts" }));
    expect(router.state.location.search).toBe("");
    expect(await screen.findByRole("article", { name: "Person1 Kumar" })).toBeInTheDocument();
  });

  it("says 'No published posts' and 'No draft posts' when a tab is empty", async () => {
    fakeServer({});
    const { user } = await open();
    expect(await screen.findByText("No published posts")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Drafts" }));
    expect(await screen.findByText("No draft posts")).toBeInTheDocument();
  });

  it("searches on Enter with text only, and clearing the box reloads the whole list", async () => {
    const api = fakeServer({ published: [ownPost(1, { firstname: "Ravi" }), ownPost(2, { firstname: "Meena" })] });
    const { user } = await open();
    await screen.findByRole("article", { name: "Meena Kumar" });
    const box = screen.getByRole("searchbox", { name: "Search your posts" });

    await user.type(box, "   {Enter}");
    expect(api.bodiesTo("/api/user-written-posts")).toHaveLength(1);

    await user.clear(box);
    await user.type(box, "mee");
    expect(api.bodiesTo("/api/user-written-posts")).toHaveLength(1);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("article", { name: "Ravi Kumar" })).not.toBeInTheDocument());
    expect(screen.getByRole("article", { name: "Meena Kumar" })).toBeInTheDocument();
    expect(api.bodiesTo("/api/user-written-posts").at(-1)).toEqual({ draft: false, query: "mee", page: 1, deletedDocCount: 0 });
    expect(api.bodiesTo("/api/user-written-post-count").at(-1)).toEqual({ draft: false, query: "mee" });

    await user.clear(box);
    expect(await screen.findByRole("article", { name: "Ravi Kumar" })).toBeInTheDocument();
    expect(api.bodiesTo("/api/user-written-posts").at(-1)).toMatchObject({ query: "" });
  });

  it("says nothing matched a search", async () => {
    fakeServer({ published: [ownPost(1)] });
    const { user } = await open();
    await screen.findByRole("article", { name: "Person1 Kumar" });
    await user.type(screen.getByRole("searchbox", { name: "Search your posts" }), "zz{Enter}");
    expect(await screen.findByText("No published posts")).toBeInTheDocument();
    expect(screen.getByText("Nothing matches “zz”.")).toBeInTheDocument();
  });

  it("shows Load More while fewer are loaded than the total", async () => {
    const api = fakeServer({ published: Array.from({ length: 12 }, (_, i) => ownPost(i + 1)) });
    const { user } = await open();
    await screen.findByRole("article", { name: "Person10 Kumar" });
    expect(listItems()).toHaveLength(10);
    await user.click(screen.getByRole("button", { name: "Load More" }));
    expect(await screen.findByRole("article", { name: "Person12 Kumar" })).toBeInTheDocument();
    expect(listItems()).toHaveLength(12);
    expect(api.bodiesTo("/api/user-written-posts").at(-1)).toEqual({ draft: false, query: "", page: 2, deletedDocCount: 0 });
    expect(screen.queryByRole("button", { name: "Load More" })).not.toBeInTheDocument();
  });

  it("deletes only after the confirm step, then sends the deleted count with later pages", async () => {
    const api = fakeServer({ published: Array.from({ length: 12 }, (_, i) => ownPost(i + 1)) });
    const { user } = await open();
    const card = await screen.findByRole("article", { name: "Person3 Kumar" });
    const trigger = within(card).getByRole("button", { name: "Delete Person3 Kumar" });

    // Cancel (and Escape) keep the memorial.
    await user.click(trigger);
    let dialog = screen.getByRole("dialog", { name: "Delete this memorial?" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(within(dialog).getByText("Person3 Kumar")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.bodiesTo("/api/delete-post")).toHaveLength(0);

    await user.click(trigger);
    dialog = screen.getByRole("dialog", { name: "Delete this memorial?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Person3 Kumar" })).not.toBeInTheDocument());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // The button that opened it is gone with the post: the page takes focus.
    expect(screen.getByRole("main")).toHaveFocus();
    expect(api.bodiesTo("/api/delete-post")).toEqual([{ blog_id: "person-3-abc123" }]);
    expect(listItems()).toHaveLength(9);

    await user.click(screen.getByRole("button", { name: "Load More" }));
    await screen.findByRole("article", { name: "Person12 Kumar" });
    expect(api.bodiesTo("/api/user-written-posts").at(-1)).toEqual({ draft: false, query: "", page: 2, deletedDocCount: 1 });
    // Nothing skipped, nothing twice: 11 posts remain and all 11 are shown.
    expect(listItems()).toHaveLength(11);
    expect(screen.getByRole("article", { name: "Person11 Kumar" })).toBeInTheDocument();
  });

  it("shows the empty state once the last post is deleted", async () => {
    const api = fakeServer({ published: [ownPost(1)] });
    const { user } = await open();
    await user.click(await screen.findByRole("button", { name: "Delete Person1 Kumar" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("No published posts")).toBeInTheDocument();
    // Nothing is left to load: no reload.
    expect(api.bodiesTo("/api/user-written-posts")).toHaveLength(1);
  });

  it("loads again from the first page after the loaded page is emptied by deletes", async () => {
    const api = fakeServer({ published: Array.from({ length: 11 }, (_, i) => ownPost(i + 1)) });
    const { user, queryClient } = await open();
    await screen.findByRole("article", { name: "Person10 Kumar" });
    // Keep only the first post in what is loaded, as if nine had been deleted one by one.
    queryClient.setQueriesData<{ pages: Array<{ blogs: OwnPost[]; totalDocs: number; deletedDocCount: number }>; pageParams: unknown[] }>(
      { queryKey: ["user-posts"] },
      (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, blogs: page.blogs.slice(0, 1), totalDocs: 2, deletedDocCount: 9 })) },
    );
    api.store.published = [ownPost(1), ownPost(11)];
    await screen.findByRole("article", { name: "Person1 Kumar" });
    expect(listItems()).toHaveLength(1);
    const before = api.bodiesTo("/api/user-written-posts").length;

    await user.click(screen.getByRole("button", { name: "Delete Person1 Kumar" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));

    expect(await screen.findByRole("article", { name: "Person11 Kumar" })).toBeInTheDocument();
    expect(api.bodiesTo("/api/user-written-posts").slice(before)).toEqual([{ draft: false, query: "", page: 1, deletedDocCount: 0 }]);
    expect(listItems()).toHaveLength(1);
  });

  it("deletes a draft through its own confirm", async () => {
    const api = fakeServer({ drafts: [ownPost(1, { draft: true })] });
    const { user } = await open("/dashboard/posts?tab=draft");
    await user.click(await screen.findByRole("button", { name: "Delete draft Person1 Kumar" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this draft?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("No draft posts")).toBeInTheDocument();
    expect(api.bodiesTo("/api/delete-post")).toEqual([{ blog_id: "person-1-abc123" }]);
  });

  it("toasts the server's error when a delete fails and keeps the post", async () => {
    const api = fakeServer({ published: [ownPost(1)] });
    api.spy.mockImplementation(async (input, init) => {
      const path = new URL(String(input), "http://localhost").pathname;
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : {};
      if (path === "/api/delete-post") return new Response(JSON.stringify({ error: "You are not allowed to do that" }), { status: 403 });
      if (path === "/api/user-written-posts") return new Response(JSON.stringify({ blogs: body.page === 1 ? [ownPost(1)] : [] }));
      if (path === "/api/user-written-post-count") return new Response(JSON.stringify({ totalDocs: 1 }));
      return new Response(JSON.stringify({ new_notification_available: false }));
    });
    const { user } = await open();
    await user.click(await screen.findByRole("button", { name: "Delete Person1 Kumar" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("You are not allowed to do that")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Person1 Kumar" })).toBeInTheDocument();
  });
});
