import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { buildTestApp, post } from "../../test/build-app";
import { buildPost, buildUser } from "../../test/factories";
import { ISO, UNKNOWN_ID, counters, expectError, notificationsOf } from "../comments/engagement-test-helpers";

type EntryJson = { _id: string; image: string[] };

describe("memorial album images", async () => {
  const app = await buildTestApp();
  const uploadUrl = () => `${app.config.publicUrl}/api/uploads/${crypto.randomUUID()}`;
  const urls = (n: number) => Array.from({ length: n }, uploadUrl);

  async function setup() {
    const author = await buildUser(app);
    const blog = await buildPost(app.db, author);
    return { author, blog };
  }
  const add = (token: string | undefined, postId: string, images: string[]) =>
    post(app, "/add-memorial-images", { _id: postId, blog_author: "ignored", memorialImageUploaded: images }, token);

  describe("POST /api/add-memorial-images", () => {
    it("adds one entry holding the URLs: total_images + their number, the author notified", async () => {
      const { author, blog } = await setup();
      const uploader = await buildUser(app, { fullname: "Meena Siva Raj" });
      const images = [uploadUrl(), uploadUrl(), "/api/uploads/" + crypto.randomUUID()];
      const res = await add(uploader.token, blog.id, images);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        _id: expect.any(String),
        image: images,
        imagedAt: expect.stringMatching(ISO),
        status: "public",
        imaged_by: {
          personal_info: {
            username: uploader.username,
            profile_img: uploader.profileImg,
            firstname: "Meena",
            lastname: "Siva Raj",
            fullname: "Meena Siva Raj",
          },
        },
        can: { delete: true },
      });
      expect(await counters(app, blog.id)).toMatchObject({ images: 3 });
      expect(await notificationsOf(app, author.id)).toMatchObject([{ type: "image", imageId: body._id, actorId: uploader.id }]);
    });

    it("does not notify the author about their own images", async () => {
      const { author, blog } = await setup();
      expect((await add(author.token, blog.id, urls(2))).statusCode).toBe(200);
      expect(await counters(app, blog.id)).toMatchObject({ images: 2 });
      expect(await notificationsOf(app, author.id)).toEqual([]);
    });

    it("refuses foreign or disguised URLs with a 400 and stores nothing", async () => {
      const { author, blog } = await setup();
      for (const bad of [
        "https://evil.example.com/api/uploads/" + crypto.randomUUID(),
        "javascript:alert(1)",
        `${app.config.publicUrl}/api/uploads/not-a-key`,
        `${uploadUrl()}?x=1`,
        "//evil.example.com/a.png",
      ]) {
        expectError(await add(author.token, blog.id, [uploadUrl(), bad]), 400, MESSAGES.imagesMustBeUploaded);
      }
      expect(await counters(app, blog.id)).toMatchObject({ images: 0 });
    });

    it("needs a token, 1 to 20 URLs, and a published post", async () => {
      const { author, blog } = await setup();
      expectError(await add(undefined, blog.id, urls(1)), 401);
      expectError(await add(author.token, blog.id, []), 400, MESSAGES.noImagesSelected);
      expect(expectError(await add(author.token, blog.id, urls(21)), 400)).toContain("at most 20");
      expectError(await post(app, "/add-memorial-images", { _id: blog.id }, author.token), 400, "memorialImageUploaded is required");
      expectError(await post(app, "/add-memorial-images", { _id: "x", memorialImageUploaded: urls(1) }, author.token), 400, "_id is invalid");
      const draft = await buildPost(app.db, author, { draft: true });
      expectError(await add(author.token, draft.id, urls(1)), 404, MESSAGES.postNotFound);
      expectError(await add(author.token, UNKNOWN_ID, urls(1)), 404, MESSAGES.postNotFound);
      expect(await counters(app, blog.id)).toMatchObject({ images: 0 });
    });

    it("counts concurrent uploads exactly", async () => {
      const { blog } = await setup();
      const uploaders = await Promise.all(Array.from({ length: 8 }, () => buildUser(app)));
      const results = await Promise.all(uploaders.map((u, i) => add(u.token, blog.id, urls((i % 3) + 1))));
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      expect(await counters(app, blog.id)).toMatchObject({ images: [1, 2, 3, 1, 2, 3, 1, 2].reduce((a, b) => a + b) });
    });
  });

  describe("POST /api/get-post-images", () => {
    it("pages entries newest first, 12 entries a page, skip = entries already loaded", async () => {
      const { author, blog } = await setup();
      const added: string[][] = [];
      for (let i = 0; i < 13; i++) {
        const images = urls(i === 12 ? 2 : 1);
        added.push(images);
        await add(author.token, blog.id, images);
      }
      const first = await post(app, "/get-post-images", { blog_id: blog.id, skip: 0 });
      expect(first.statusCode).toBe(200);
      const page1 = first.json().images as EntryJson[];
      expect(page1).toHaveLength(12);
      expect(page1[0].image).toEqual(added[12]);
      expect(page1[11].image).toEqual(added[1]);
      const page2 = (await post(app, "/get-post-images", { blog_id: blog.blogId, skip: 12 })).json().images as EntryJson[];
      expect(page2.map((e) => e.image)).toEqual([added[0]]);
    });

    it("answers 404 for an unknown post and a draft (to others)", async () => {
      const author = await buildUser(app);
      const draft = await buildPost(app.db, author, { draft: true });
      expectError(await post(app, "/get-post-images", { blog_id: draft.blogId, skip: 0 }), 404, MESSAGES.postNotFound);
      expect((await post(app, "/get-post-images", { blog_id: draft.blogId, skip: 0 }, author.token)).json()).toEqual({ images: [] });
      expectError(await post(app, "/get-post-images", { blog_id: UNKNOWN_ID, skip: 0 }), 404, MESSAGES.postNotFound);
    });
  });

  describe("POST /api/delete-image", () => {
    it("lets the uploader and the post's author delete, nobody else; total_images loses the entry's URL count", async () => {
      const { author, blog } = await setup();
      const uploader = await buildUser(app);
      const third = await buildUser(app);
      const first = (await add(uploader.token, blog.id, urls(3))).json() as EntryJson;
      const second = (await add(uploader.token, blog.id, urls(2))).json() as EntryJson;
      expect(await counters(app, blog.id)).toMatchObject({ images: 5 });

      expectError(await post(app, "/delete-image", { _id: first._id }), 401);
      expectError(await post(app, "/delete-image", { _id: first._id }, third.token), 403, MESSAGES.forbidden);
      expect((await post(app, "/delete-image", { _id: first._id }, uploader.token)).json()).toEqual({ status: "done" });
      expect(await counters(app, blog.id)).toMatchObject({ images: 2 });
      expect((await post(app, "/delete-image", { _id: second._id }, author.token)).json()).toEqual({ status: "done" });
      expect(await counters(app, blog.id)).toMatchObject({ images: 0 });
      expect(await notificationsOf(app, author.id)).toEqual([]);

      expectError(await post(app, "/delete-image", { _id: second._id }, author.token), 404, MESSAGES.imageEntryNotFound);
      expectError(await post(app, "/delete-image", { _id: "1" }, author.token), 400, "_id is invalid");
    });
  });
});
