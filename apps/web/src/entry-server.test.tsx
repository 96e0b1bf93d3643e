import { afterEach, describe, expect, it, vi } from "vitest";
import type { RouteObject } from "react-router";
import { routes } from "./app/router";
import { SERVER_RENDERED_PAGES } from "./app/page-state";
import { render } from "./entry-server";

/**
 * Which pages the server renders (entry-server.tsx). A server-rendered page runs no app until the
 * visitor's first tap (decision 030), so only public pages that are whole without it may be one;
 * every other route gets the app shell, whose app starts at once. /dashboard and /settings (index
 * routes that redirect) were once taken for Home and sent as an empty frame that waited for a tap.
 */

/** Every route's whole pattern ("" is Home), index routes under their parent's. */
function patternsOf(list: RouteObject[], parent = ""): string[] {
  return list.flatMap((route) => {
    const own = route.path && route.path !== "/" ? (parent ? `${parent}/${route.path}` : route.path) : parent;
    const children = route.children ? patternsOf(route.children, own) : [];
    return route.index || (route.path && !route.children) ? [own, ...children] : children;
  });
}

const SAMPLE: Record<string, string> = { post_id: "ravi-kumar-abc123", token: "t0ken", query: "ravi", username: "ravi" };
const urlOf = (pattern: string) => `/${pattern.replace(/:(\w+)/g, (_, name: string) => SAMPLE[name] ?? name).replace("*", "no/such/page")}`;

/** The API as an anonymous visitor would find it here: nothing there (each screen shows its own "not found"). */
const fetch = async () => new Response(JSON.stringify({ error: "Not found" }), { status: 404, headers: { "content-type": "application/json" } });

describe("the pages the server renders", () => {
  const all = [...new Set(patternsOf(routes))];
  const rendered = new Set<string>(SERVER_RENDERED_PAGES.map((page) => page.path));

  it("knows every route of the router", () => {
    expect(all).toEqual(
      expect.arrayContaining([
        "",
        "dashboard",
        "dashboard/posts",
        "settings",
        "settings/edit-profile",
        "postcreate",
        "postcreate/:post_id",
        "admin/reports",
        "post/:post_id",
        "*",
      ]),
    );
    for (const path of rendered) expect(all).toContain(path);
  });

  it.each([...new Set(patternsOf(routes))])("renders /%s only when it is a public page whole without the app", async (pattern) => {
    const result = await render(urlOf(pattern), { fetch });
    if (rendered.has(pattern)) {
      expect(result).not.toBeNull();
      // Something to read inside the frame (a heading at least), never an empty main.
      expect(result!.html).toMatch(/<main\b[^>]*>[\s\S]*<h1\b[\s\S]*<\/main>/);
    } else {
      expect(result).toBeNull();
    }
  });
});

describe("the memorial page's server render", () => {
  it("reads the memorial, its album, wall and tributes once each and renders once with all of them", async () => {
    const { BLOG_ID, buildComment, buildPost, buildTribute } = await import("./features/memorial-page/test/memorial-fixtures");
    const post = buildPost();
    const calls: string[] = [];
    const answers: Record<string, unknown> = {
      "/get-post": { blog: post, can: post.can },
      "/get-post-images": { images: [] },
      "/get-post-comments": { comments: [buildComment({ comment: "He taught me to swim." })] },
      "/get-post-tributes": { tributes: [buildTribute({ tribute: "Forever in our hearts, from Toronto." })] },
    };
    const apiFetch = async (input: string) => {
      const path = new URL(input, "http://in-process").pathname.replace(/^\/api/, "");
      calls.push(path);
      return new Response(JSON.stringify(answers[path] ?? { error: "Not found" }), {
        status: path in answers ? 200 : 404,
        headers: { "content-type": "application/json" },
      });
    };
    const result = await render(`/post/${BLOG_ID}`, { fetch: apiFetch });
    expect(result!.status).toBe(200);
    expect(result!.html).toContain("He taught me to swim.");
    expect(result!.html).toContain("Forever in our hearts, from Toronto.");
    expect(calls.sort()).toEqual(["/get-post", "/get-post-comments", "/get-post-images", "/get-post-tributes"]);
    // Before its reads were named, React rendered the memorial page three times to find them.
    expect(result!.passes).toBe(1);
  });

  describe("says through which day its markup stays as it is (decision 052)", () => {
    afterEach(() => vi.useRealTimers());
    const renderedOn = async (today: Date, deathdate: string, deathmonth: string, deathyear: string) => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(today);
      const { BLOG_ID, buildPost } = await import("./features/memorial-page/test/memorial-fixtures");
      const post = buildPost({ deathdate, deathmonth, deathyear });
      const answers: Record<string, unknown> = {
        "/get-post": { blog: post, can: post.can },
        "/get-post-images": { images: [] },
        "/get-post-comments": { comments: [] },
        "/get-post-tributes": { tributes: [] },
      };
      const apiFetch = async (input: string) => {
        const path = new URL(input, "http://in-process").pathname.replace(/^\/api/, "");
        return new Response(JSON.stringify(answers[path]), { status: 200, headers: { "content-type": "application/json" } });
      };
      return (await render(`/post/${BLOG_ID}`, { fetch: apiFetch }))!;
    };

    it("today alone while the memorial counts down to a remembrance", async () => {
      const result = await renderedOn(new Date(2026, 10, 23, 10), "24", "11", "2023");
      expect(result.html).toContain("Tomorrow");
      expect(result.days).toEqual({ from: "2026-11-23", through: "2026-11-23" });
    });

    it("until the year's end when nothing is near: the footer shows the year", async () => {
      const result = await renderedOn(new Date(2026, 10, 23, 10), "15", "6", "2020");
      expect(result.days).toEqual({ from: "2026-11-23", through: "2026-12-31" });
    });

    it("sixty days at most, also on a page that counts nothing from today", async () => {
      expect((await renderedOn(new Date(2026, 2, 10, 10), "15", "6", "2020")).days).toEqual({ from: "2026-03-10", through: "2026-05-09" });
      const missing = await render("/no/such/page", { fetch });
      expect(missing!.days).toEqual({ from: "2026-03-10", through: "2026-05-09" });
    });
  });

  it("renders a missing memorial's not-found page without asking for its sections", async () => {
    const calls: string[] = [];
    const missing = async (input: string) => {
      calls.push(new URL(input, "http://in-process").pathname);
      return new Response(JSON.stringify({ error: "Not found" }), { status: 404, headers: { "content-type": "application/json" } });
    };
    const result = await render("/post/no-such-memorial", { fetch: missing });
    expect(result!.status).toBe(404);
    expect(calls).toEqual(["/api/get-post"]);
    expect(result!.passes).toBe(1);
  });
});
