import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { NO_ITEM_ACTIONS, NO_POST_ACTIONS, type PostActions } from "@kma/core/posts/viewer-actions";
import { postKeepers } from "../db/schema";
import { buildTestApp, post, type TestApp } from "../test/build-app";
import { buildPost, buildUser } from "../test/factories";

/**
 * The `can` flags of get-post and of the memorial page's lists, for every kind of viewer, and
 * the write routes then doing exactly what the flags said: a flag the server answers true is a
 * call that succeeds, false a call refused (403 signed in; signed out, 401 or 403).
 */
describe("what the viewer may do (`can`)", async () => {
  const app = await buildTestApp({ rateLimit: false, responseCache: true });

  type Who = "signed out" | "stranger" | "poster" | "author" | "co-keeper" | "admin";

  async function setup() {
    const author = await buildUser(app);
    const keeper = await buildUser(app);
    const poster = await buildUser(app);
    const stranger = await buildUser(app);
    const admin = await buildUser(app, { role: "admin" });
    const blog = await buildPost(app.db, author, {
      survivingmembers: [
        { survivingmembername: "Kumar", survivingmemberrelationship: "Son", survivingmembermobilenumber: "+94 77 765 4321", phonevisibility: "signed-in" },
      ],
    });
    await app.db.insert(postKeepers).values({ postId: blog.id, userId: keeper.id });
    const tokens: Record<Who, string | undefined> = {
      "signed out": undefined,
      stranger: stranger.token,
      poster: poster.token,
      author: author.token,
      "co-keeper": keeper.token,
      admin: admin.token,
    };
    // The poster's message, a reply to it, a tribute and an album entry; and an anonymous message.
    const comment = (await post(app, "/add-comment", { _id: blog.id, commentsObj: { comment: "Rest in peace" }, replying_to: null }, poster.token)).json();
    const reply = (await post(app, "/add-comment", { _id: blog.id, commentsObj: { comment: "Thank you" }, replying_to: comment._id }, poster.token)).json();
    const tribute = (await post(app, "/add-tribute", { _id: blog.id, tributesObj: { tribute: "A kind man" } }, poster.token)).json();
    const upload = `${app.config.publicUrl}/api/uploads/${crypto.randomUUID()}`;
    const entry = (await post(app, "/add-memorial-images", { _id: blog.id, memorialImageUploaded: [upload] }, poster.token)).json();
    const anonymous = (
      await post(app, "/add-comment", {
        _id: blog.id,
        commentsObj: {
          comment: "Om Shanti",
          commenterFirstName: "Anita",
          commenterLastName: "Rajan",
          email: "anita@example.com",
          mobileNumber: "+94 77 123 4567",
          currentPlace: "Colombo",
        },
        replying_to: null,
      })
    ).json();
    return {
      blog,
      tokens,
      keeper,
      ids: { comment: comment._id, reply: reply._id, tribute: tribute._id, entry: entry._id, anonymous: anonymous._id },
      answers: { comment, reply, tribute, entry, anonymous },
    };
  }

  /** The flags each list answers the viewer, by item. */
  async function itemFlags(app: TestApp, blogId: string, parentId: string, token: string | undefined) {
    const wall = (await post(app, "/get-post-comments", { blog_id: blogId, skip: 0 }, token)).json().comments as Array<{ _id: string; can: unknown }>;
    const replies = (await post(app, "/get-replies", { _id: parentId, skip: 0 }, token)).json().replies as Array<{ _id: string; can: unknown }>;
    const tributes = (await post(app, "/get-post-tributes", { blog_id: blogId, skip: 0 }, token)).json().tributes as Array<{ _id: string; can: unknown }>;
    const images = (await post(app, "/get-post-images", { blog_id: blogId, skip: 0 }, token)).json().images as Array<{ _id: string; can: unknown }>;
    return Object.fromEntries([...wall, ...replies, ...tributes, ...images].map((item) => [item._id, item.can]));
  }

  const EXPECTED_POST: Record<Who, PostActions> = {
    "signed out": NO_POST_ACTIONS,
    stranger: NO_POST_ACTIONS,
    poster: NO_POST_ACTIONS,
    author: { edit: true, delete: true, see_keepers: true, manage_keepers: true, review: true, read_phone_numbers: true },
    "co-keeper": { edit: true, delete: false, see_keepers: true, manage_keepers: false, review: true, read_phone_numbers: true },
    // An admin acts on reports: removes what breaks the rules, never edits a family's memorial.
    admin: { edit: false, delete: true, see_keepers: false, manage_keepers: false, review: false, read_phone_numbers: false },
  };
  /** May delete the poster's own items / the anonymous message. */
  const EXPECTED_DELETE: Record<Who, { own: boolean; anonymous: boolean }> = {
    "signed out": { own: false, anonymous: false },
    stranger: { own: false, anonymous: false },
    poster: { own: true, anonymous: false },
    author: { own: true, anonymous: true },
    "co-keeper": { own: true, anonymous: true },
    admin: { own: true, anonymous: true },
  };

  /** Refused: 403 when signed in; signed out, 401 where the route needs an account, 403 where it reads one if sent (get-post). */
  const allowedOrRefused = (status: number, allowed: boolean, signedIn: boolean) => {
    if (allowed) expect(status).toBe(200);
    else if (signedIn) expect(status).toBe(403);
    else expect([401, 403]).toContain(status);
  };

  it("the added item's answer carries its poster's right to delete it; an anonymous poster's is false", async () => {
    const { answers } = await setup();
    for (const item of [answers.comment, answers.reply, answers.tribute, answers.entry]) expect(item.can).toEqual({ delete: true });
    expect(answers.anonymous.can).toEqual(NO_ITEM_ACTIONS);
  });

  for (const who of Object.keys(EXPECTED_POST) as Who[]) {
    it(`${who}: the flags of get-post and of every item, and the write routes agree with them`, async () => {
      const { blog, tokens, keeper, ids } = await setup();
      const token = tokens[who];
      const signedIn = token !== undefined;

      const read = (await post(app, "/get-post", { post_id: blog.blogId }, token)).json();
      expect(read.can).toEqual(EXPECTED_POST[who]);
      const can = read.can as PostActions;
      expect(read.blog.survivingmembers[0].survivingmembermobilenumber !== "").toBe(can.read_phone_numbers);

      const flags = await itemFlags(app, blog.blogId, ids.comment, token);
      const own = { delete: EXPECTED_DELETE[who].own };
      expect(flags).toEqual({
        [ids.comment]: own,
        [ids.reply]: own,
        [ids.tribute]: own,
        [ids.entry]: own,
        [ids.anonymous]: { delete: EXPECTED_DELETE[who].anonymous },
      });

      // What each flag stands for, asked of the routes that enforce it.
      allowedOrRefused((await post(app, "/get-post", { post_id: blog.blogId, mode: "edit" }, token)).statusCode, can.edit, signedIn);
      allowedOrRefused((await post(app, "/post-keepers", { post_id: blog.blogId }, token)).statusCode, can.see_keepers, signedIn);
      allowedOrRefused((await post(app, "/held-items", { blog_id: blog.blogId }, token)).statusCode, can.review, signedIn);
      allowedOrRefused(
        (await post(app, "/invite-keeper", { post_id: blog.blogId, email: "cousin@example.com" }, token)).statusCode,
        can.manage_keepers,
        signedIn,
      );
      if (who !== "co-keeper") {
        // A co-keeper may remove only themselves, which is leaving, not managing the keepers.
        allowedOrRefused((await post(app, "/remove-keeper", { post_id: blog.blogId, user_id: keeper.id }, token)).statusCode, can.manage_keepers, signedIn);
      }
      for (const [url, id] of [
        ["/delete-comment", ids.anonymous],
        ["/delete-comment", ids.reply],
        ["/delete-comment", ids.comment],
        ["/delete-tribute", ids.tribute],
        ["/delete-image", ids.entry],
      ] as const) {
        allowedOrRefused((await post(app, url, { _id: id }, token)).statusCode, (flags[id] as { delete: boolean }).delete, signedIn);
      }
      allowedOrRefused((await post(app, "/delete-post", { blog_id: blog.blogId }, token)).statusCode, can.delete, signedIn);
    });
  }

  it("a signed-in answer is the caller's alone: no shared cache may keep it; the signed-out one carries no one's rights", async () => {
    const { blog, tokens } = await setup();
    for (const url of ["/get-post", "/get-post-comments", "/get-post-tributes", "/get-post-images"]) {
      const body = url === "/get-post" ? { post_id: blog.blogId } : { blog_id: blog.blogId, skip: 0 };
      const signedIn = await post(app, url, body, tokens.author);
      expect(signedIn.headers["cache-control"]).toBe("private, no-store");
      // Asked again signed out after the author: the public answer, all false.
      const signedOut = await post(app, url, body);
      expect(signedOut.statusCode).toBe(200);
      expect(JSON.stringify(signedOut.json())).not.toMatch(/"(?:edit|delete|see_keepers|manage_keepers|review|read_phone_numbers)":true/);
    }
  });

  it('a signed-in browser asks again for its own `can` on a page rendered for a visitor (mode "again"): no second read is counted', async () => {
    const { blog, tokens } = await setup();
    const reads = async () => (await post(app, "/get-post", { post_id: blog.blogId, mode: "edit" }, tokens.author)).json().blog.activity.total_reads as number;
    const before = await reads();
    const again = (await post(app, "/get-post", { post_id: blog.blogId, mode: "again" }, tokens["co-keeper"])).json();
    expect(again.can).toEqual(EXPECTED_POST["co-keeper"]);
    expect(await reads()).toBe(before);
    await post(app, "/get-post", { post_id: blog.blogId }, tokens.stranger);
    expect(await reads()).toBe(before + 1);
  });
});
