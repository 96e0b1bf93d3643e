import { describe, expect, it } from "vitest";
import { buildTestApp } from "../test/build-app";
import { buildPost, buildUser } from "../test/factories";
import { memorialListCalls, readsAheadOf } from "./memorial-page-reads-ahead";

/** What a server render reads before React asks (decision 057): a memorial page's lists, and nothing else. */
const app = await buildTestApp();
const family = await buildUser(app);

describe("reads ahead of a page's render", () => {
  it("are a memorial page's album, wall and tributes, with the bodies the web app's page sends", async () => {
    const post = await buildPost(app.db, family, { firstname: "Ahead" });
    const calls = await readsAheadOf(app, `/post/${post.blogId}`);
    expect(calls).toEqual(memorialListCalls(post.id));
    expect(calls.map((call) => call.input)).toEqual(["/api/get-post-images", "/api/get-post-comments", "/api/get-post-tributes"]);
    for (const call of calls) expect(call).toMatchObject({ method: "POST", body: `{"blog_id":"${post.id}","skip":0}` });
    // The address with a query or a closing slash is the same page.
    expect(await readsAheadOf(app, `/post/${post.blogId}?lang=ta`)).toEqual(calls);
    expect(await readsAheadOf(app, `/post/${post.blogId}/`)).toEqual(calls);
  });

  it("are none for a draft, a missing memorial, an address that is not a memorial's page, or one that does not decode", async () => {
    const draft = await buildPost(app.db, family, { firstname: "Unpublished", draft: true });
    for (const url of [`/post/${draft.blogId}`, "/post/nobody-has-this-address", `/post/${draft.blogId}/edit`, "/user/someone", "/", "/post/%E0%AE"]) {
      expect(await readsAheadOf(app, url), url).toEqual([]);
    }
  });
});
