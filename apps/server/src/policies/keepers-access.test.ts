import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import { postKeepers } from "../db/schema";
import { buildTestApp, post } from "../test/build-app";
import { buildPost, buildPostFields, buildUser } from "../test/factories";
import { expectError, notificationsOf } from "../routes/comments/engagement-test-helpers";

/** What a co-keeper may do on a memorial they keep, through the API. */
describe("a memorial's co-keepers", async () => {
  const app = await buildTestApp();

  async function setup(draft = false) {
    const author = await buildUser(app);
    const keeper = await buildUser(app);
    const stranger = await buildUser(app);
    const blog = await buildPost(app.db, author, { draft });
    await app.db.insert(postKeepers).values({ postId: blog.id, userId: keeper.id });
    return { author, keeper, stranger, blog };
  }

  it("open the edit form, see the creator's contact and save the memorial; a stranger gets 403", async () => {
    const { keeper, stranger, blog } = await setup();
    const edit = await post(app, "/get-post", { post_id: blog.blogId, mode: "edit" }, keeper.token);
    expect(edit.statusCode).toBe(200);
    expect(edit.json().blog).toHaveProperty("postcreatoremail");
    expectError(await post(app, "/get-post", { post_id: blog.blogId, mode: "edit" }, stranger.token), 403, MESSAGES.forbidden);

    const fields = buildPostFields({ nickname: "Appa" });
    const saved = await post(app, "/create-post", { ...fields, id: blog.blogId, draft: false }, keeper.token);
    expect(saved.json()).toEqual({ id: blog.blogId });
    expect((await post(app, "/get-post", { post_id: blog.blogId })).json().blog.nickname).toBe("Appa");
    expectError(await post(app, "/create-post", { ...fields, id: blog.blogId, draft: false }, stranger.token), 403, MESSAGES.forbidden);
  });

  it("see and edit a draft that is a 404 for anyone else", async () => {
    const { keeper, stranger, blog } = await setup(true);
    expect((await post(app, "/get-post", { post_id: blog.blogId }, keeper.token)).statusCode).toBe(200);
    expectError(await post(app, "/get-post", { post_id: blog.blogId }, stranger.token), 404, MESSAGES.postNotFound);
  });

  it("delete visitors' messages, tributes and photos on it, like the author", async () => {
    const { keeper, stranger, blog } = await setup();
    const visitor = await buildUser(app);
    const comment = (await post(app, "/add-comment", { _id: blog.id, commentsObj: { comment: "Rest in peace" }, replying_to: null }, visitor.token)).json();
    const tribute = (await post(app, "/add-tribute", { _id: blog.id, tributesObj: { tribute: "A kind man" } }, visitor.token)).json();
    const entry = (
      await post(
        app,
        "/add-memorial-images",
        { _id: blog.id, memorialImageUploaded: [`${app.config.publicUrl}/api/uploads/${crypto.randomUUID()}`] },
        visitor.token,
      )
    ).json();
    for (const [url, id] of [
      ["/delete-comment", comment._id],
      ["/delete-tribute", tribute._id],
      ["/delete-image", entry._id],
    ] as const) {
      expectError(await post(app, url, { _id: id }, stranger.token), 403, MESSAGES.forbidden);
      expect((await post(app, url, { _id: id }, keeper.token)).json()).toEqual({ status: "done" });
    }
  });

  it("are told, like the author, of every message, tribute, photo and like, but never of their own", async () => {
    const { author, keeper, blog } = await setup();
    const visitor = await buildUser(app);
    await post(app, "/add-comment", { _id: blog.id, commentsObj: { comment: "Rest in peace" }, replying_to: null }, visitor.token);
    await post(app, "/add-tribute", { _id: blog.id, tributesObj: { tribute: "A kind man" } }, visitor.token);
    await post(
      app,
      "/add-memorial-images",
      { _id: blog.id, memorialImageUploaded: [`${app.config.publicUrl}/api/uploads/${crypto.randomUUID()}`] },
      visitor.token,
    );
    await post(app, "/like-post", { _id: blog.id, isLikedByUser: false }, visitor.token);
    await post(app, "/add-comment", { _id: blog.id, commentsObj: { comment: "Thank you all" }, replying_to: null }, keeper.token);
    const types = async (userId: string) => (await notificationsOf(app, userId)).map((n) => n.type).sort();
    expect(await types(keeper.id)).toEqual(["image", "like", "memorial", "tribute"]);
    expect(await types(author.id)).toEqual(["image", "like", "memorial", "memorial", "tribute"]);
  });

  it("cannot delete the memorial itself: only its author can", async () => {
    const { author, keeper, blog } = await setup();
    expectError(await post(app, "/delete-post", { blog_id: blog.blogId }, keeper.token), 403, MESSAGES.forbidden);
    expect((await post(app, "/delete-post", { blog_id: blog.blogId }, author.token)).json()).toEqual({ status: "done" });
  });

  it("lose every right at once when removed", async () => {
    const { keeper, blog } = await setup();
    await app.db.delete(postKeepers).where(eq(postKeepers.userId, keeper.id));
    expectError(await post(app, "/get-post", { post_id: blog.blogId, mode: "edit" }, keeper.token), 403, MESSAGES.forbidden);
  });
});
