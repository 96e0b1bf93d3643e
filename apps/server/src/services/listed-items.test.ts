import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { visitorComment, visitorTribute } from "../routes/comments/engagement-test-helpers";
import { buildTestApp, post } from "../test/build-app";
import { buildPost, buildUser } from "../test/factories";

type Item = { comment?: string; tribute?: string; image?: string[]; status: string };

/**
 * The anonymous reader's page of a memorial's wall, tributes and album (and the memorial itself)
 * is one statement for every memorial, built once and sent again with each call's memorial and
 * skip (listedPage, db/shaped-statements.ts). Read in turns across two memorials, by reference
 * and by slug, beside a signed-in writer who sees their own held message: each answer is its own.
 */
describe("a memorial's lists as anyone reads them, one statement for every memorial", async () => {
  const app = await buildTestApp({ rateLimit: false });
  const read = async (path: string, key: string, blogId: string, skip: number, token?: string) => {
    const res = await post(app, path, { blog_id: blogId, skip }, token);
    expect(res.statusCode).toBe(200);
    return res.json()[key] as Item[];
  };
  const wall = (blogId: string, skip: number, token?: string) =>
    read("/get-post-comments", "comments", blogId, skip, token).then((items) => items.map((i) => i.comment));
  const tributesOf = (blogId: string, skip: number) => read("/get-post-tributes", "tributes", blogId, skip).then((items) => items.map((i) => i.tribute));
  const album = (blogId: string, skip: number) => read("/get-post-images", "images", blogId, skip).then((items) => items.map((i) => i.image));

  it("answers each memorial's own page, at its own skip, and never another's held message", async () => {
    const author = await buildUser(app);
    const writer = await buildUser(app);
    const first = await buildPost(app.db, author, { title: "First memorial" });
    const second = await buildPost(app.db, author, { title: "Second memorial" });
    const photos: Record<string, string[][]> = { [first.id]: [], [second.id]: [] };
    for (const [memorial, name, count] of [
      [first, "First", 12],
      [second, "Second", 11],
    ] as const) {
      for (let i = 0; i < count; i++) {
        expect((await post(app, "/add-comment", { _id: memorial.id, commentsObj: visitorComment({ comment: `${name} memory ${i}` }) })).statusCode).toBe(200);
        expect((await post(app, "/add-tribute", { _id: memorial.id, tributesObj: visitorTribute({ tribute: `${name} tribute ${i}` }) })).statusCode).toBe(200);
        const image = [`${app.config.publicUrl}/api/uploads/${crypto.randomUUID()}`];
        expect((await post(app, "/add-memorial-images", { _id: memorial.id, memorialImageUploaded: image }, writer.token)).statusCode).toBe(200);
        photos[memorial.id]!.push(image);
      }
    }
    const held = await post(
      app,
      "/add-comment",
      { _id: second.id, commentsObj: visitorComment({ comment: "Write to me at anita@example.com" }) },
      writer.token,
    );
    expect(held.json().status).toBe("held");

    const newestFirst = (name: string, from: number, to: number, kind = "memory") =>
      Array.from({ length: from - to + 1 }, (_, i) => `${name} ${kind} ${from - i}`);
    expect(await wall(first.id, 0)).toEqual(newestFirst("First", 11, 2));
    expect(await wall(second.blogId, 0)).toEqual(newestFirst("Second", 10, 1));
    // The writer's own filter names them: their held message is theirs to see, nobody else's.
    expect(await wall(second.id, 0, writer.token)).toEqual(["Write to me at anita@example.com", ...newestFirst("Second", 10, 2)]);
    expect(await wall(second.id, 10)).toEqual(["Second memory 0"]);
    expect(await wall(first.blogId, 10)).toEqual(["First memory 1", "First memory 0"]);
    expect(await wall(second.blogId, 0)).toEqual(newestFirst("Second", 10, 1));

    expect(await tributesOf(second.id, 10)).toEqual(["Second tribute 0"]);
    expect(await tributesOf(first.blogId, 0)).toEqual(newestFirst("First", 11, 2, "tribute"));
    expect(await tributesOf(first.id, 10)).toEqual(["First tribute 1", "First tribute 0"]);

    expect(await album(first.id, 0)).toEqual([...photos[first.id]!].reverse());
    expect(await album(second.blogId, 0)).toEqual([...photos[second.id]!].reverse());
    expect(await album(first.blogId, 11)).toEqual([photos[first.id]![0]]);

    for (const [memorial, count] of [
      [second, 11],
      [first, 12],
    ] as const) {
      const { blog } = (await post(app, "/get-post", { post_id: memorial.blogId })).json();
      expect(blog).toMatchObject({ _id: memorial.id, title: memorial.title, activity: { total_comments: count, total_tributes: count, total_images: count } });
    }
  });
});
