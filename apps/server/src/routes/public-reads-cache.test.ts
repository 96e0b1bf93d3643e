import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { comments, posts } from "../db/schema";
import { buildTestApp, get, post, type TestApp } from "../test/build-app";
import { buildPostFields, buildUser } from "../test/factories";
import { visitorComment, visitorTribute } from "./comments/engagement-test-helpers";

/**
 * Anonymous public reads are answered from memory (plugins/public-cache.ts). Every write
 * through the API shows at once in every list, count and page it belongs to (lists and reads are
 * allowed no lag here: how they lag behind likes and messages is tested on its own below).
 */

type Card = { blog_id: string; firstname: string; activity: Record<string, number>; author: { personal_info: { username: string } } };

const app = await buildTestApp({ rateLimit: false, listsLagMs: 0, readsLagMs: 0 });
const author = await buildUser(app, { fullname: "Kamala Devi" });

const publish = async (fields: Record<string, unknown>, id?: string) => {
  const res = await post(app, "/create-post", { ...buildPostFields(fields), draft: false, ...(id ? { id } : {}) }, author.token);
  expect(res.statusCode).toBe(200);
  return res.json().id as string;
};
const idOf = async (blogId: string) => (await app.db.select({ id: posts.id }).from(posts).where(eq(posts.blogId, blogId)))[0].id;

/** Everything an anonymous visitor can see about memorials, read through the API. */
async function visitorView(t: TestApp, blogId: string, name: string, place: string) {
  const cards = async (url: string, body: object) => ((await post(t, url, body)).json().blogs ?? []) as Card[];
  const page = await post(t, "/get-post", { post_id: blogId });
  return {
    latest: (await cards("/latest-posts", { page: 1 })).find((c) => c.blog_id === blogId),
    total: (await post(t, "/all-latest-posts-count", {})).json().totalDocs as number,
    byName: (await cards("/search-posts", { query: name, page: 1 })).map((c) => c.blog_id),
    nameCount: (await post(t, "/search-posts-count", { query: name })).json().totalDocs as number,
    byPlace: (await cards("/search-posts", { title: "place", query: place, page: 1 })).map((c) => c.blog_id),
    placeCounts: (await post(t, "/search-posts-count", { places: [place] })).json().counts[place] as number,
    engaged: ((await get(t, "/most-engaged-posts")).json().blogs as Card[]).find((c) => c.blog_id === blogId),
    page: page.statusCode === 200 ? page.json().blog : null,
    wall: page.statusCode === 200 ? (await post(t, "/get-post-comments", { blog_id: blogId, skip: 0 })).json().comments : null,
    tributes: page.statusCode === 200 ? (await post(t, "/get-post-tributes", { blog_id: blogId, skip: 0 })).json().tributes : null,
    images: page.statusCode === 200 ? (await post(t, "/get-post-images", { blog_id: blogId, skip: 0 })).json().images : null,
  };
}

describe("the cache of anonymous public reads", () => {
  it("answers a repeated read from memory: a row changed behind the app's back is not seen until a write goes through the app", async () => {
    const blogId = await publish({ firstname: "Behindback", birthcity: "Vavuniya" });
    const before = await visitorView(app, blogId, "Behindback", "Vavuniya");
    expect(before.latest?.firstname).toBe("Behindback");
    await app.db.update(posts).set({ firstname: "Changedquietly" }).where(eq(posts.blogId, blogId));
    expect((await post(app, "/latest-posts", { page: 1 })).json().blogs[0].firstname).toBe("Behindback");
    expect((await post(app, "/get-post", { post_id: blogId })).json().blog.firstname).toBe("Behindback");
    // A signed-in reader always reads the database.
    expect((await post(app, "/get-post", { post_id: blogId }, author.token)).json().blog.firstname).toBe("Changedquietly");
    // Any write through the app that touches this memorial refreshes what everyone sees.
    await post(app, "/add-comment", { _id: await idOf(blogId), commentsObj: visitorComment() });
    expect((await post(app, "/get-post", { post_id: blogId })).json().blog.firstname).toBe("Changedquietly");
    expect((await post(app, "/latest-posts", { page: 1 })).json().blogs[0].firstname).toBe("Changedquietly");
  });

  it("shows a new memorial, its edit and its deletion at once in every list, count and page", async () => {
    const start = await visitorView(app, "none-yet", "Thillai", "Mullaitivu");
    expect(start.byName).toEqual([]);

    const blogId = await publish({ firstname: "Thillai", lastname: "Nadarajah", birthcity: "Mullaitivu" });
    const created = await visitorView(app, blogId, "Thillai", "Mullaitivu");
    expect(created.latest?.firstname).toBe("Thillai");
    expect(created.total).toBe(start.total + 1);
    expect([created.byName, created.nameCount]).toEqual([[blogId], 1]);
    expect([created.byPlace, created.placeCounts]).toEqual([[blogId], 1]);
    expect(created.page?.firstname).toBe("Thillai");

    await publish({ firstname: "Thillaiamma", lastname: "Nadarajah", birthcity: "Mannar" }, blogId);
    const edited = await visitorView(app, blogId, "Thillaiamma", "Mannar");
    expect(edited.latest?.firstname).toBe("Thillaiamma");
    expect(edited.page?.firstname).toBe("Thillaiamma");
    expect([edited.byPlace, edited.placeCounts]).toEqual([[blogId], 1]);
    const oldPlace = await visitorView(app, blogId, "Thillaiamma", "Mullaitivu");
    expect([oldPlace.byPlace, oldPlace.placeCounts]).toEqual([[], 0]);

    expect((await post(app, "/delete-post", { blog_id: blogId }, author.token)).statusCode).toBe(200);
    const deleted = await visitorView(app, blogId, "Thillaiamma", "Mannar");
    expect(deleted.latest).toBeUndefined();
    expect(deleted.total).toBe(start.total);
    expect([deleted.byName, deleted.nameCount, deleted.byPlace, deleted.placeCounts]).toEqual([[], 0, [], 0]);
    expect(deleted.page).toBeNull();
  });

  it("shows each new message, reply, tribute, photo and flower at once, with the counts on every card", async () => {
    const blogId = await publish({ firstname: "Engaged", birthcity: "Point Pedro" });
    const postId = await idOf(blogId);
    const visitor = await buildUser(app);
    await visitorView(app, blogId, "Engaged", "Point Pedro"); // every read cached

    const memorial = (await post(app, "/add-comment", { _id: postId, commentsObj: visitorComment({ comment: "First memory" }) })).json();
    await post(app, "/add-tribute", { _id: postId, tributesObj: visitorTribute({ tribute: "Rest in peace" }) });
    await post(
      app,
      "/add-memorial-images",
      { _id: postId, memorialImageUploaded: [`${app.config.publicUrl}/api/uploads/${crypto.randomUUID()}`] },
      visitor.token,
    );
    await post(app, "/like-post", { _id: postId, isLikedByUser: false }, visitor.token);

    const after = await visitorView(app, blogId, "Engaged", "Point Pedro");
    expect(after.wall.map((c: { comment: string }) => c.comment)).toEqual(["First memory"]);
    expect(after.tributes.map((t: { tribute: string }) => t.tribute)).toEqual(["Rest in peace"]);
    expect(after.images).toHaveLength(1);
    const activity = { total_likes: 1, total_comments: 1, total_parent_comments: 1, total_tributes: 1, total_images: 1 };
    expect(after.page?.activity).toMatchObject(activity);
    expect(after.latest?.activity).toMatchObject(activity);

    const replies = async () => (await post(app, "/get-replies", { _id: memorial._id, skip: 0 })).json().replies as Array<{ comment: string }>;
    expect(await replies()).toEqual([]);
    await post(app, "/add-comment", { _id: postId, replying_to: memorial._id, commentsObj: visitorComment({ comment: "A reply" }) });
    expect((await replies()).map((r) => r.comment)).toEqual(["A reply"]);
    const [wallTop] = (await post(app, "/get-post-comments", { blog_id: blogId, skip: 0 })).json().comments;
    expect(wallTop.children).toHaveLength(1);

    await post(app, "/delete-comment", { _id: memorial._id }, author.token);
    expect((await visitorView(app, blogId, "Engaged", "Point Pedro")).wall).toEqual([]);
    await post(app, "/like-post", { _id: postId, isLikedByUser: true }, visitor.token);
    expect((await visitorView(app, blogId, "Engaged", "Point Pedro")).page?.activity.total_likes).toBe(0);
  });

  it("shows an author's new username on their cards and pages at once", async () => {
    const blogId = await publish({ firstname: "Renamed" });
    await visitorView(app, blogId, "Renamed", "Jaffna");
    const username = `kamala${crypto.randomBytes(3).toString("hex")}`;
    const res = await post(app, "/update-profile", { username, bio: "", mobilenumber: "+94 77 123 4567", residence: "Canada" }, author.token);
    expect(res.statusCode).toBe(200);
    const view = await visitorView(app, blogId, "Renamed", "Jaffna");
    expect(view.latest?.author.personal_info.username).toBe(username);
    expect(view.page?.author.personal_info.username).toBe(username);
  });

  it("is bypassed entirely when RESPONSE_CACHE=off", async () => {
    const uncached = await buildTestApp({ rateLimit: false, responseCache: false });
    const owner = await buildUser(uncached);
    const res = await post(uncached, "/create-post", { ...buildPostFields({ firstname: "Uncached" }), draft: false }, owner.token);
    const blogId = res.json().id as string;
    expect((await post(uncached, "/get-post", { post_id: blogId })).json().blog.firstname).toBe("Uncached");
    await uncached.db.update(posts).set({ firstname: "Seenatonce" }).where(eq(posts.blogId, blogId));
    expect((await post(uncached, "/get-post", { post_id: blogId })).json().blog.firstname).toBe("Seenatonce");
    expect(uncached.publicCache.size).toBe(0);
  });
});

describe("counters under concurrent writes", () => {
  it("equal the rows they count after many messages, replies, tributes and flowers at once", async () => {
    const blogId = await publish({ firstname: "Busy" });
    const postId = await idOf(blogId);
    const likers = await Promise.all(Array.from({ length: 8 }, () => buildUser(app)));
    const first = (await post(app, "/add-comment", { _id: postId, commentsObj: visitorComment() })).json();
    const writes = [
      ...Array.from({ length: 12 }, () => post(app, "/add-comment", { _id: postId, commentsObj: visitorComment() })),
      ...Array.from({ length: 8 }, () => post(app, "/add-comment", { _id: postId, replying_to: first._id, commentsObj: visitorComment() })),
      ...Array.from({ length: 10 }, () => post(app, "/add-tribute", { _id: postId, tributesObj: visitorTribute() })),
      ...likers.flatMap((liker) => [0, 1, 2].map(() => post(app, "/like-post", { _id: postId, isLikedByUser: false }, liker.token))),
      ...Array.from({ length: 10 }, () => post(app, "/get-post", { post_id: blogId })),
    ];
    const statuses = (await Promise.all(writes)).map((res) => res.statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    await app.postReads.flush(app.db);

    const [stored] = await app.db
      .select({
        likes: posts.totalLikes,
        comments: posts.totalComments,
        parents: posts.totalParentComments,
        tributes: posts.totalTributes,
        reads: posts.totalReads,
      })
      .from(posts)
      .where(eq(posts.id, postId));
    const counted = await app.db.execute(sql`
      select (select count(*)::int from likes where post_id = ${postId}) as likes,
             (select count(*)::int from comments where post_id = ${postId}) as comments,
             (select count(*)::int from comments where post_id = ${postId} and parent_id is null) as parents,
             (select count(*)::int from tributes where post_id = ${postId}) as tributes`);
    const [counts] = (counted as unknown as { rows: Array<{ likes: number; comments: number; parents: number; tributes: number }> }).rows;
    expect(stored).toEqual({ ...counts, reads: 10 });
    expect(counts).toMatchObject({ comments: 21, parents: 13, tributes: 10 });
    const [firstStored] = await app.db.select({ replies: comments.totalReplies }).from(comments).where(eq(comments.id, first._id));
    expect(firstStored.replies).toBe(8);
    // Ten readers at once made the page hot: others may see it up to a second old while it is
    // rendered anew (the funeral-day promise, lib/public-cache.ts). A second on, what a visitor sees agrees with the rows.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const view = await visitorView(app, blogId, "Busy", "Jaffna");
    expect(view.page?.activity).toMatchObject({
      total_likes: counts.likes,
      total_comments: 21,
      total_parent_comments: 13,
      total_tributes: 10,
      total_reads: 11,
    });
  });
});

describe("report calls and the cache", () => {
  const wallTexts = async (blogId: string) =>
    ((await post(app, "/get-post-comments", { blog_id: blogId, skip: 0 })).json().comments as Array<{ comment: string }>).map((c) => c.comment);
  const reportFrom = (address: string, targetId: string) =>
    app.inject({ method: "POST", url: "/api/report", remoteAddress: address, payload: { target_type: "comment", target_id: targetId, reason: "spam" } });

  it("listing or filing reports keeps every cached public read; hiding at the threshold and a keeper's action show at once", async () => {
    const blogId = await publish({ firstname: "Reportcache", birthcity: "Mannar" });
    const message = (await post(app, "/add-comment", { _id: await idOf(blogId), commentsObj: visitorComment({ comment: "First words" }) })).json() as {
      _id: string;
    };
    expect(await wallTexts(blogId)).toEqual(["First words"]);
    // Changed behind the app's back: a visitor sees it only if something emptied the cache.
    await app.db.update(comments).set({ comment: "Changed quietly" }).where(eq(comments.id, message._id));

    const someone = await buildUser(app);
    for (const url of ["/reports", "/admin/reports"]) await post(app, url, { skip: 0 }, someone.token);
    await post(app, "/report-action", { target_type: "comment", target_id: crypto.randomUUID(), action: "keep" }, someone.token);
    expect((await reportFrom("192.0.2.1", message._id)).statusCode).toBe(200);
    expect(await wallTexts(blogId)).toEqual(["First words"]);

    // The third reporter hides the message: it leaves the public wall at once.
    await reportFrom("192.0.2.2", message._id);
    await reportFrom("192.0.2.3", message._id);
    expect(await wallTexts(blogId)).toEqual([]);

    // Its keeper keeps it: back at once.
    expect((await post(app, "/report-action", { target_type: "comment", target_id: message._id, action: "keep" }, author.token)).statusCode).toBe(200);
    expect(await wallTexts(blogId)).toEqual(["Changed quietly"]);
  });
});

describe("a memorial read while people write", async () => {
  // The lag of a second the site allows (READS_MAY_LAG_MS); lists do not lag here.
  const lagging = await buildTestApp({ rateLimit: false, listsLagMs: 0 });
  const owner = await buildUser(lagging);
  const publishHere = async (firstname: string) => {
    const blogId = (await post(lagging, "/create-post", { ...buildPostFields({ firstname }), draft: false }, owner.token)).json().id as string;
    return { blogId, postId: (await lagging.db.select({ id: posts.id }).from(posts).where(eq(posts.blogId, blogId)))[0].id };
  };
  const wall = async (blogId: string, cookie?: string) =>
    (
      (await lagging.inject({ method: "POST", url: "/api/get-post-comments", payload: { blog_id: blogId, skip: 0 }, headers: cookie ? { cookie } : {} })).json()
        .comments as Array<{ comment: string }>
    ).map((c) => c.comment);

  it("the writer sees their message at once; others within a second", async () => {
    const { blogId, postId } = await publishHere("Crowded");
    await post(lagging, "/add-comment", { _id: postId, commentsObj: visitorComment({ comment: "Earlier words" }) });
    for (let i = 0; i < 12; i++) expect(await wall(blogId)).toEqual(["Earlier words"]); // many readers: the wall is hot

    const written = await post(lagging, "/add-comment", { _id: postId, commentsObj: visitorComment({ comment: "New words" }) });
    expect(written.statusCode).toBe(200);
    const cookie = String(written.headers["set-cookie"]).split(";")[0];
    expect(cookie).toMatch(/^kma_wrote=\d+$/);

    expect(await wall(blogId)).toEqual(["Earlier words"]); // another reader may see the wall as it was...
    expect(await wall(blogId, cookie)).toEqual(["New words", "Earlier words"]); // ...the writer sees their words at once
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await wall(blogId)).toEqual(["New words", "Earlier words"]); // ...and everyone within a second
  });

  it("a memorial read long ago: the next visitor after a message is answered at once with the wall as it was, and starts its one refresh", async () => {
    const { blogId, postId } = await publishHere("Quiet");
    await post(lagging, "/add-comment", { _id: postId, commentsObj: visitorComment({ comment: "Earlier words" }) });
    expect(await wall(blogId)).toEqual(["Earlier words"]);
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // what is kept is older than the lag

    await post(lagging, "/add-comment", { _id: postId, commentsObj: visitorComment({ comment: "New words" }) });
    const computedBefore = lagging.publicCache.stats.misses;
    expect(await wall(blogId)).toEqual(["Earlier words"]); // the change is moments old: no wait for the database
    await lagging.publicCache.settled();
    expect(lagging.publicCache.stats.misses).toBe(computedBefore);
    expect(await wall(blogId)).toEqual(["New words", "Earlier words"]); // the refresh it started is what the next one gets
  });
});

describe("lists of memorial cards while people like and write", () => {
  it("stay cached: a like or a message reaches its writer's lists at once and everyone's within the lag", async () => {
    const lagging = await buildTestApp({ rateLimit: false, listsLagMs: 400 });
    const owner = await buildUser(lagging);
    const res = await post(lagging, "/create-post", { ...buildPostFields({ firstname: "Lagging" }), draft: false }, owner.token);
    const blogId = res.json().id as string;
    const postId = (await lagging.db.select({ id: posts.id }).from(posts).where(eq(posts.blogId, blogId)))[0].id;
    const comments = async (cookie?: string) => {
      const answer = await lagging.inject({ method: "POST", url: "/api/latest-posts", payload: { page: 1 }, headers: cookie ? { cookie } : {} });
      return (answer.json().blogs as Card[]).find((card) => card.blog_id === blogId)?.activity.total_comments;
    };
    expect(await comments()).toBe(0);

    const written = await post(lagging, "/add-comment", { _id: postId, commentsObj: visitorComment({ comment: "Remembered" }) });
    const cookie = String(written.headers["set-cookie"]).split(";")[0];
    const readsBefore = lagging.publicCache.stats.misses;
    expect(await comments()).toBe(0); // another reader: the list as it was, from memory...
    expect(lagging.publicCache.stats.misses).toBe(readsBefore);
    expect(await comments(cookie)).toBe(1); // ...the writer: their message counted at once
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await comments()).toBe(1); // and everyone once the lag has passed
    await lagging.close();
  });
});

describe("what a shared cache in front of the site may keep", () => {
  it("no answer to a signed-in caller: each is marked private, no-store", async () => {
    const blogId = await publish({ firstname: "Privately" });
    const reader = await buildUser(app);
    for (const [url, body] of [
      ["/get-post", { post_id: blogId }],
      ["/latest-posts", { page: 1 }],
      ["/new-notification", undefined],
    ] as const) {
      const res = body ? await post(app, url, body, reader.token) : await get(app, url, reader.token);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("private, no-store");
    }
  });
});
