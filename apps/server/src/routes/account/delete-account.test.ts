import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import { FORMER_MEMBER_NAME } from "@kma/core/users/account-rules";
import { counterMismatches } from "../../db/bulk-data";
import { comments, imageEntries, notifications, postKeepers, posts, sessions, tributes, users } from "../../db/schema";
import { buildTestApp, get, post } from "../../test/build-app";
import { buildPost, buildUser } from "../../test/factories";
import { counters, expectError } from "../comments/engagement-test-helpers";
import { deleteAccount, storedBytes, uploadPhoto } from "./account-test-helpers";

type CommentJson = { _id: string; comment: string; commenter_first_name: string; commenter_last_name: string; commented_by: unknown; children: string[] };
type TributeJson = { tribute: string; tributer_first_name: string; tributed_by: unknown };

describe("POST /api/delete-account", async () => {
  const app = await buildTestApp({ rateLimit: false });
  const userRow = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0];

  /**
   * Meena keeps a memorial (with a visitor's message and her own portrait) and writes on
   * Ravi's: a message with a reply from Ravi and one of her own, a tribute, an album photo, a flower.
   */
  async function setup() {
    const meena = await buildUser(app, { fullname: "Meena Siva" });
    const ravi = await buildUser(app, { fullname: "Ravi Kumar" });
    const portrait = await uploadPhoto(app, meena.token);
    const albumPhoto = await uploadPhoto(app, meena.token);
    const avatar = await uploadPhoto(app, meena.token);
    await post(app, "/update-profile-img", { url: avatar.url }, meena.token);
    const own = await buildPost(app.db, meena, { firstname: "Kamala", profilebanner: portrait.url });
    await post(app, "/add-comment", { _id: own.id, commentsObj: { comment: "For Kamala." } }, ravi.token);
    const theirs = await buildPost(app.db, ravi, { firstname: "Sivam" });
    const before = await counters(app, theirs.id);
    const message = (await post(app, "/add-comment", { _id: theirs.id, commentsObj: { comment: "He taught me to swim." } }, meena.token)).json() as CommentJson;
    await post(app, "/add-comment", { _id: theirs.id, comment: "Thank you, Meena.", replying_to: message._id }, ravi.token);
    await post(app, "/add-comment", { _id: theirs.id, comment: "And he loved the sea.", replying_to: message._id }, meena.token);
    await post(app, "/add-tribute", { _id: theirs.id, tributesObj: { tribute: "Rest in peace, uncle." } }, meena.token);
    await post(app, "/add-memorial-images", { _id: theirs.id, memorialImageUploaded: [albumPhoto.url] }, meena.token);
    await post(app, "/like-post", { _id: theirs.id, isLikedByUser: false }, meena.token);
    expect(await counters(app, theirs.id)).toEqual({ likes: 1, comments: 3, parents: 1, tributes: 1, images: 1 });
    return { meena, ravi, own, theirs, before, message, portrait, albumPhoto, avatar };
  }

  it("answers 401 without a token", async () => {
    expectError(await post(app, "/delete-account", { password: "Secret123", messages: "keep" }), 401, MESSAGES.unauthorized);
  });

  it("refuses a wrong or missing password with 400 and keeps the account working", async () => {
    const user = await buildUser(app);
    expectError(await deleteAccount(app, user.token, { password: "Wrong123", messages: "delete" }), 400, MESSAGES.currentPasswordWrong);
    expectError(await deleteAccount(app, user.token, { messages: "delete" }), 400, MESSAGES.enterPassword);
    expectError(await post(app, "/delete-account", { password: user.password, messages: "maybe" }, user.token), 400);
    expect(await userRow(user.id)).toBeDefined();
    expect((await get(app, "/new-notification", user.token)).statusCode).toBe(200);
  });

  it("deletes only the token's own account: another user's token with this password is refused", async () => {
    const { meena, ravi } = await setup();
    expectError(await deleteAccount(app, ravi.token, { password: "Other123", messages: "delete" }), 400, MESSAGES.currentPasswordWrong);
    const other = await buildUser(app, { password: "Other123" });
    expectError(await deleteAccount(app, other.token, { password: meena.password.replace("1", "9"), messages: "delete" }), 400);
    expect(await userRow(meena.id)).toBeDefined();
    expect(await userRow(ravi.id)).toBeDefined();
    expect((await deleteAccount(app, other.token, { password: "Other123", messages: "delete" })).statusCode).toBe(200);
    expect(await userRow(other.id)).toBeUndefined();
    expect(await userRow(meena.id)).toBeDefined();
  });

  it("'delete': ends the sessions, deletes her memorial and everything she wrote elsewhere, counters exact, her files gone", async () => {
    const { meena, ravi, own, theirs, before, message, portrait, albumPhoto, avatar } = await setup();
    const res = await deleteAccount(app, meena.token, { password: meena.password, messages: "delete" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });

    expectError(await get(app, "/new-notification", meena.token), 401);
    expectError(await post(app, "/signin", { email: meena.email, password: meena.password }), 400, MESSAGES.wrongCredentials);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, meena.id))).toEqual([]);
    expect(await app.db.select().from(posts).where(eq(posts.id, own.id))).toEqual([]);
    expect((await post(app, "/get-profile", { username: meena.username })).statusCode).toBe(404);

    // Her message went with its thread (Ravi's reply inside it too, as a delete button does); the rest of hers too.
    const wall = (await post(app, "/get-post-comments", { blog_id: theirs.blogId, skip: 0 })).json().comments as CommentJson[];
    expect(wall.map((c) => c._id)).not.toContain(message._id);
    expect(wall).toEqual([]);
    expect((await post(app, "/get-post-tributes", { blog_id: theirs.blogId, skip: 0 })).json().tributes).toEqual([]);
    expect(await app.db.select().from(imageEntries).where(eq(imageEntries.postId, theirs.id))).toEqual([]);
    expect(await counters(app, theirs.id)).toEqual(before);
    expect(await counterMismatches(app.db)).toEqual([]);

    for (const { key } of [portrait, albumPhoto, avatar]) expect(await storedBytes(app, key), key).toBeNull();
    expect(await userRow(ravi.id)).toMatchObject({ totalPosts: 1 });
  });

  it("'keep': her words stay on others' memorials as 'Former member', without her link or contact details; counters exact", async () => {
    const { meena, ravi, theirs, portrait, albumPhoto, avatar } = await setup();
    expect((await deleteAccount(app, meena.token, { password: meena.password, messages: "keep" })).statusCode).toBe(200);
    expectError(await get(app, "/new-notification", meena.token), 401);

    const wall = (await post(app, "/get-post-comments", { blog_id: theirs.blogId, skip: 0 })).json().comments as CommentJson[];
    expect(wall.map((c) => [c.comment, c.commenter_first_name, c.commenter_last_name, c.commented_by, c.children.length])).toEqual([
      ["He taught me to swim.", FORMER_MEMBER_NAME, "", null, 2],
    ]);
    const tributeList = (await post(app, "/get-post-tributes", { blog_id: theirs.blogId, skip: 0 })).json().tributes as TributeJson[];
    expect(tributeList.map((t) => [t.tribute, t.tributer_first_name, t.tributed_by])).toEqual([["Rest in peace, uncle.", FORMER_MEMBER_NAME, null]]);
    const album = await app.db.select().from(imageEntries).where(eq(imageEntries.postId, theirs.id));
    expect(album.map((entry) => [entry.images, entry.userId])).toEqual([[[albumPhoto.url], null]]);
    const kept = await app.db.select().from(comments).where(eq(comments.postId, theirs.id));
    expect(kept.filter((c) => c.firstName === FORMER_MEMBER_NAME).map((c) => [c.userId, c.email, c.mobileNumber, c.residence])).toEqual([
      [null, "", "", ""],
      [null, "", "", ""],
    ]);
    expect((await app.db.select().from(tributes).where(eq(tributes.postId, theirs.id))).map((t) => t.userId)).toEqual([null]);

    // Only the flower is taken back: the words and the photo still count.
    expect(await counters(app, theirs.id)).toEqual({ likes: 0, comments: 3, parents: 1, tributes: 1, images: 1 });
    expect(await counterMismatches(app.db)).toEqual([]);
    // Ravi's notifications about what stays keep it, from a former member.
    const ravisNotes = await app.db.select().from(notifications).where(eq(notifications.userId, ravi.id));
    expect(
      ravisNotes
        .filter((n) => n.type !== "reply")
        .map((n) => [n.type, n.actorId, n.actorName?.firstname])
        .sort(),
    ).toEqual([
      ["image", null, FORMER_MEMBER_NAME],
      ["memorial", null, FORMER_MEMBER_NAME],
      ["tribute", null, FORMER_MEMBER_NAME],
    ]);

    // The album photo is still shown; her portrait and profile photo are not.
    expect(await storedBytes(app, albumPhoto.key)).not.toBeNull();
    expect(await storedBytes(app, portrait.key)).toBeNull();
    expect(await storedBytes(app, avatar.key)).toBeNull();
  });

  it("hands a memorial with co-keepers to the eldest one, who becomes its author; one without co-keepers is deleted", async () => {
    const author = await buildUser(app);
    const [elder, younger, visitor] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    const kept = await buildPost(app.db, author, { firstname: "Kamala", totalReads: 40 });
    const keptDraft = await buildPost(app.db, author, { firstname: "Thangam", draft: true });
    const alone = await buildPost(app.db, author, { firstname: "Sivam" });
    const hour = 60 * 60_000;
    await app.db.insert(postKeepers).values([
      { postId: kept.id, userId: younger.id, addedAt: new Date(Date.now() - hour) },
      { postId: kept.id, userId: elder.id, addedAt: new Date(Date.now() - 2 * hour) },
      { postId: keptDraft.id, userId: younger.id },
    ]);
    await post(app, "/add-comment", { _id: kept.id, commentsObj: { comment: "Still here for her." } }, visitor.token);
    expect(await userRow(author.id)).toMatchObject({ totalPosts: 2 });

    expect((await deleteAccount(app, author.token, { password: author.password, messages: "delete" })).statusCode).toBe(200);

    const rows = await app.db.select({ id: posts.id, authorId: posts.authorId, totalComments: posts.totalComments }).from(posts);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(kept.id)).toMatchObject({ authorId: elder.id, totalComments: 1 });
    expect(byId.get(keptDraft.id)).toMatchObject({ authorId: younger.id });
    expect(byId.has(alone.id)).toBe(false);
    const keepers = await app.db.select().from(postKeepers).where(eq(postKeepers.postId, kept.id));
    expect(keepers.map((k) => k.userId)).toEqual([younger.id]);
    expect(await app.db.select().from(postKeepers).where(eq(postKeepers.postId, keptDraft.id))).toEqual([]);
    expect(await userRow(elder.id)).toMatchObject({ totalPosts: 1, totalReads: 40 });
    expect(await userRow(younger.id)).toMatchObject({ totalPosts: 0 });
    expect(await counterMismatches(app.db)).toEqual([]);

    // The new author holds it as authors do: it is on their profile, and they alone may delete it.
    const page = (await post(app, "/get-post", { post_id: kept.blogId })).json() as { blog: { author: { personal_info: { username: string } } } };
    expect(page.blog.author.personal_info.username).toBe(elder.username);
    expect((await post(app, "/delete-post", { blog_id: kept.blogId }, younger.token)).statusCode).toBe(403);
    expect((await post(app, "/delete-post", { blog_id: kept.blogId }, elder.token)).statusCode).toBe(200);
  });

  it("a Google-only account confirms with a sign-in of the last 10 minutes", async () => {
    const user = await buildUser(app, { password: null, googleSub: `google-${Date.now()}` });
    await app.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, user.id));
    const stale = await deleteAccount(app, user.token, { password: "anything", messages: "keep" });
    expectError(stale, 400, "Please sign in again with Google, then delete your account within 10 minutes");
    expect(await userRow(user.id)).toBeDefined();

    const fresh = await app.issueAccessToken(user.id);
    expect((await deleteAccount(app, fresh, { messages: "keep" })).statusCode).toBe(200);
    expect(await userRow(user.id)).toBeUndefined();
    expectError(await get(app, "/new-notification", user.token), 401);
  });

  it("answers a Tamil reader in Tamil", async () => {
    const user = await buildUser(app, { password: null, googleSub: `google-ta-${Date.now()}` });
    await app.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(sessions.userId, user.id));
    const res = await app.inject({
      method: "POST",
      url: "/api/delete-account?lang=ta",
      payload: { messages: "keep" },
      headers: { authorization: `Bearer ${user.token}` },
    });
    expectError(res, 400, "Google மூலம் மீண்டும் உள்நுழைந்து, 10 நிமிடங்களுக்குள் உங்கள் கணக்கை நீக்குங்கள்");
  });
});
