import { describe, expect, it } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { buildTestApp, get, post } from "../../test/build-app";
import { buildPost, buildUser } from "../../test/factories";
import { downloadMyData, storedBytes, uploadPhoto } from "./account-test-helpers";

type Named = { blog_id: string };

describe("GET /api/download-my-data", async () => {
  const app = await buildTestApp({ rateLimit: false });

  /** Meena writes and uploads a bit of everything; Ravi keeps a memorial she writes on. */
  async function setup() {
    const meena = await buildUser(app, { fullname: "Meena Siva", mobilenumber: "+44 7700 900123", bio: "Daughter of Jaffna" });
    const ravi = await buildUser(app, { fullname: "Ravi Kumar" });
    const portrait = await uploadPhoto(app, meena.token, 800);
    const albumPhoto = await uploadPhoto(app, meena.token, 640);
    const own = await buildPost(app.db, meena, { firstname: "Kamala", profilebanner: portrait.url });
    const draft = await buildPost(app.db, meena, { firstname: "Draftname", draft: true });
    const theirs = await buildPost(app.db, ravi, { firstname: "Sivam" });
    const message = (await post(app, "/add-comment", { _id: theirs.id, commentsObj: { comment: "He taught me to swim." } }, meena.token)).json();
    await post(app, "/add-comment", { _id: theirs.id, commentsObj: { comment: "Ravi's own words, not hers." } }, ravi.token);
    await post(app, "/add-comment", { _id: theirs.id, comment: "Thank you, Ravi.", replying_to: message._id }, meena.token);
    await post(app, "/add-tribute", { _id: theirs.id, tributesObj: { tribute: "Rest in peace, uncle." } }, meena.token);
    await post(app, "/add-memorial-images", { _id: theirs.id, memorialImageUploaded: [albumPhoto.url] }, meena.token);
    await post(app, "/like-post", { _id: theirs.id, isLikedByUser: false }, meena.token);
    await post(app, "/add-tribute", { _id: own.id, tributesObj: { tribute: "For Kamala." } }, ravi.token); // notifies Meena
    return { meena, ravi, own, draft, theirs, portrait, albumPhoto };
  }

  it("answers 401 without a token", async () => {
    const res = await get(app, "/download-my-data");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MESSAGES.unauthorized });
  });

  it("is a ZIP of the account's JSON and its photos, byte for byte as stored", async () => {
    const { meena, own, draft, theirs, portrait, albumPhoto } = await setup();
    const zip = await downloadMyData(app, meena.token);
    expect(zip.names).toEqual(
      [
        "README.txt",
        "account.json",
        "album.json",
        "likes.json",
        "memorials.json",
        "memory-wall.json",
        "notifications.json",
        "photos.json",
        "tributes.json",
        `photos/${portrait.key}.png`,
        `photos/${albumPhoto.key}.png`,
      ].sort(),
    );

    const account = zip.json<Record<string, unknown>>("account.json");
    expect(account).toMatchObject({
      fullname: "Meena Siva",
      username: meena.username,
      email: meena.email,
      mobilenumber: "+44 7700 900123",
      bio: "Daughter of Jaffna",
    });
    expect(account.signs_in_with).toEqual({ password: true, google: false });
    for (const file of zip.names.filter((name) => name.endsWith(".json"))) {
      expect(zip.text(file)).not.toMatch(/argon2|password_hash|passwordHash|google_sub/);
    }

    const memorials = zip.json<Array<Named & { firstname: string; draft: boolean; memorywall: string }>>("memorials.json");
    expect(memorials.map((m) => [m.blog_id, m.firstname, m.draft])).toEqual([
      [own.blogId, "Kamala", false],
      [draft.blogId, "Draftname", true],
    ]);
    expect(memorials[0]!.memorywall).toBe(own.memorywall);
    expect(memorials[0]).not.toHaveProperty("searchText");

    const wall = zip.json<Array<Named & { comment: string; reply_to: string | null }>>("memory-wall.json");
    expect(wall.map((c) => [c.blog_id, c.comment, c.reply_to === null])).toEqual([
      [theirs.blogId, "He taught me to swim.", true],
      [theirs.blogId, "Thank you, Ravi.", false],
    ]);
    expect(zip.json<Array<Named & { tribute: string }>>("tributes.json").map((t) => [t.blog_id, t.tribute])).toEqual([
      [theirs.blogId, "Rest in peace, uncle."],
    ]);
    expect(zip.json<Array<Named & { images: string[] }>>("album.json").map((a) => [a.blog_id, a.images])).toEqual([[theirs.blogId, [albumPhoto.url]]]);
    expect(zip.json<Named[]>("likes.json").map((l) => l.blog_id)).toEqual([theirs.blogId]);
    const notes = zip.json<Array<Named & { type: string; by: string }>>("notifications.json");
    expect(notes.map((n) => [n.type, n.blog_id])).toContainEqual(["tribute", own.blogId]);

    const photos = zip.json<Array<{ url: string; file: string; content_type: string }>>("photos.json");
    expect(photos.map((p) => [p.url, p.file])).toEqual([
      [portrait.url, `photos/${portrait.key}.png`],
      [albumPhoto.url, `photos/${albumPhoto.key}.png`],
    ]);
    for (const { key } of [portrait, albumPhoto]) {
      const stored = await storedBytes(app, key);
      expect(stored).not.toBeNull();
      expect(Buffer.from(zip.files[`photos/${key}.png`]!).equals(stored!)).toBe(true);
    }
    // Nothing anyone else wrote.
    expect(zip.text("memory-wall.json")).not.toContain("Ravi's own words");
  });

  it("gives another user's token only that user's data", async () => {
    const { meena, ravi, theirs, portrait } = await setup();
    const zip = await downloadMyData(app, ravi.token);
    expect(zip.json<Named[]>("memorials.json").map((m) => m.blog_id)).toEqual([theirs.blogId]);
    expect(zip.json<Array<{ comment: string }>>("memory-wall.json").map((c) => c.comment)).toEqual(["Ravi's own words, not hers."]);
    expect(zip.json<{ email: string }>("account.json").email).toBe(ravi.email);
    expect(zip.names.filter((name) => name.startsWith("photos/"))).toEqual([]);
    const everything = zip.names.map((name) => zip.text(name)).join("\n");
    for (const secret of [meena.email, meena.mobilenumber, portrait.key, "He taught me to swim."]) expect(everything).not.toContain(secret);
  });

  it("leaves out a photo that storage no longer has, and still answers a whole archive", async () => {
    const user = await buildUser(app);
    const kept = await uploadPhoto(app, user.token);
    const lost = await uploadPhoto(app, user.token);
    await app.storage.delete(lost.key);
    const zip = await downloadMyData(app, user.token);
    expect(zip.names.filter((name) => name.startsWith("photos/"))).toEqual([`photos/${kept.key}.png`]);
    expect(zip.json<Array<{ url: string }>>("photos.json").map((p) => p.url)).toEqual([kept.url]);
  });
});
