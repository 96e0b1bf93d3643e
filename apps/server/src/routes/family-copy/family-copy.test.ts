import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { strToU8, unzipSync, zipSync, type Zippable } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { SAMPLE_MEMORIAL } from "@kma/core/test-fixtures/sample-memorial";
import { counterMismatches } from "../../db/bulk-data";
import { comments, imageEntries, postKeepers, posts, tributes, uploads } from "../../db/schema";
import { FamilyCopyImportError, importFamilyCopy } from "../../services/family-copy/import-family-copy";
import type { FamilyCopy } from "../../lib/family-copy-format";
import { buildTestApp, get, post, type TestApp } from "../../test/build-app";
import { buildPost, buildUser } from "../../test/factories";
import { storedBytes, uploadPhoto } from "../account/account-test-helpers";

/**
 * The family's own copy (decision 029): a keeper downloads the memorial as a ZIP, and
 * `npm run import` brings it into another site's fresh database (a second app, its own storage).
 */

const source = await buildTestApp({ rateLimit: false });
const target = await buildTestApp({ rateLimit: false });
const work = fs.mkdtempSync(path.join(os.tmpdir(), "kma-family-copy-test-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const author = await buildUser(source, { fullname: "Priya Sivakumar" });
const cousin = await buildUser(source, { fullname: "Raj Cousin" });
const stranger = await buildUser(source, { fullname: "Someone Else" });
const friend = await buildUser(source, { fullname: "Anita Rajan", mobilenumber: "+94 77 123 4567" });

/** A published memorial with a portrait, an album, a wall with replies, tributes, and items the public never sees. */
async function memorialWithEverything() {
  const portrait = await uploadPhoto(source, author.token, 800);
  const albumPhoto = await uploadPhoto(source, friend.token, 640);
  const memorial = await buildPost(source.db, author, {
    firstname: "Sivakumar",
    lastname: "Thevarajah",
    tamilfirstname: "சிவகுமார்",
    tamillastname: "தேவராஜா",
    profilebanner: portrait.url,
    memorywall: "He taught at Jaffna Central College for thirty years.",
    contactcontactnumber: "+94 21 222 3333",
  });
  await source.db.insert(postKeepers).values({ postId: memorial.id, userId: cousin.id });
  const say = async (body: object, token?: string) => {
    const res = await post(source, "/add-comment", { _id: memorial.id, ...body }, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ _id: string }>();
  };
  const first = await say({
    commentsObj: {
      comment: "He taught me to swim.",
      commenterFirstName: "Meena",
      commenterLastName: "Visitor",
      email: "meena@example.com",
      mobileNumber: "+44 7700 900999",
      currentPlace: "London",
    },
  });
  await say({ comment: "Thank you, Meena.", replying_to: first._id }, author.token);
  await say({ commentsObj: { comment: "Rest in peace, sir." } }, friend.token);
  const tribute = await post(source, "/add-tribute", {
    _id: memorial.id,
    tributesObj: {
      tribute: "A gentle teacher.",
      tributerFirstName: "Kumar",
      tributerLastName: "Bala",
      email: "kumar@example.com",
      mobileNumber: "+94 77 765 4321",
      currentPlace: "Colombo",
    },
  });
  expect(tribute.statusCode, tribute.body).toBe(200);
  const album = await post(source, "/add-memorial-images", { _id: memorial.id, memorialImageUploaded: [albumPhoto.url] }, friend.token);
  expect(album.statusCode, album.body).toBe(200);
  // Held for review, and hidden after reports: not the family's published memorial.
  await source.db.insert(comments).values({ postId: memorial.id, comment: "Held message, never shown.", firstName: "Held", status: "held" });
  await source.db.insert(tributes).values({ postId: memorial.id, tribute: "Hidden tribute, never shown.", firstName: "Hidden", hiddenAt: new Date() });
  return { memorial, portrait, albumPhoto };
}

async function download(blogId: string, token?: string, lang = "en") {
  return get(source, `/posts/${blogId}/family-copy.zip?lang=${lang}`, token);
}

function unzip(raw: Buffer) {
  const files = unzipSync(new Uint8Array(raw));
  const text = (name: string) => new TextDecoder().decode(files[name]);
  return { files, names: Object.keys(files).sort(), text, copy: JSON.parse(text("memorial.json")) as FamilyCopy };
}

function writeZip(files: Zippable, name = `${crypto.randomUUID()}.zip`): string {
  const file = path.join(work, name);
  fs.writeFileSync(file, zipSync(files));
  return file;
}

const row0Numbers = (rows: Array<{ s: Array<{ survivingmembermobilenumber: string }> }>) => rows[0]!.s.map((m) => m.survivingmembermobilenumber);

const rowCounts = async (app: TestApp) => ({
  posts: (await app.db.select({ id: posts.id }).from(posts)).length,
  comments: (await app.db.select({ id: comments.id }).from(comments)).length,
  uploads: (await app.db.select({ id: uploads.id }).from(uploads)).length,
  files: fs.existsSync(path.join(app.dataDir, "uploads")) ? fs.readdirSync(path.join(app.dataDir, "uploads")).length : 0,
});

describe("GET /api/posts/:blog_id/family-copy.zip", () => {
  it("is for the memorial's keepers only: 401 signed out, 403 for anyone else, 404 for no memorial", async () => {
    const { memorial } = await memorialWithEverything();
    expect((await download(memorial.blogId)).statusCode).toBe(401);
    const other = await download(memorial.blogId, stranger.token);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: MESSAGES.forbidden });
    expect((await download("no-such-memorial", author.token)).json()).toEqual({ error: MESSAGES.postNotFound });
    for (const keeper of [author, cousin]) {
      const res = await download(memorial.blogId, keeper.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/zip");
      expect(res.headers["content-disposition"]).toBe(`attachment; filename="${memorial.blogId}-family-copy.zip"`);
    }
    // A draft does not exist for a stranger.
    const draft = await buildPost(source.db, author, { draft: true });
    expect((await download(draft.blogId, stranger.token)).statusCode).toBe(404);
  });

  it("holds index.html, memorial.json and the original photos; published items only, no phone numbers or e-mails", async () => {
    const { memorial, portrait, albumPhoto } = await memorialWithEverything();
    const zip = unzip((await download(memorial.blogId, cousin.token)).rawPayload);
    expect(zip.names).toEqual(["README.txt", "index.html", "memorial.json", ...[`photos/${albumPhoto.key}.png`, `photos/${portrait.key}.png`].sort()]);
    for (const { key } of [portrait, albumPhoto]) expect(Buffer.from(zip.files[`photos/${key}.png`]!).equals((await storedBytes(source, key))!)).toBe(true);

    const { copy } = zip;
    expect(copy).toMatchObject({ format: "keep-memories-alive/family-copy", version: 1, locale: "en" });
    expect(copy.memorial).toMatchObject({
      blog_id: memorial.blogId,
      firstname: "Sivakumar",
      tamilfirstname: "சிவகுமார்",
      profilebanner: `photos/${portrait.key}.png`,
      contactcontactnumber: "",
    });
    expect(copy.keepers).toEqual([
      { fullname: "Priya Sivakumar", role: "author" },
      { fullname: "Raj Cousin", role: "keeper" },
    ]);
    expect(copy.memory_wall.map((m) => [m.comment, m.first_name, m.reply_to === null])).toEqual([
      ["He taught me to swim.", "Meena", true],
      ["Thank you, Meena.", "Priya", false],
      ["Rest in peace, sir.", "Anita", true],
    ]);
    expect(copy.tributes.map((t) => [t.tribute, t.first_name, t.last_name])).toEqual([["A gentle teacher.", "Kumar", "Bala"]]);
    expect(copy.album).toEqual([expect.objectContaining({ photos: [`photos/${albumPhoto.key}.png`], added_by: "Anita Rajan" })]);
    const everything = zip.names
      .filter((n) => !n.startsWith("photos/"))
      .map(zip.text)
      .join("\n");
    for (const secret of [
      "meena@example.com",
      "+44 7700 900999",
      "kumar@example.com",
      "+94 21 222 3333",
      SAMPLE_MEMORIAL.contactcontactnumber,
      SAMPLE_MEMORIAL.postcreatorcontactnumber,
      author.email,
      "Held message",
      "Hidden tribute",
    ]) {
      expect(everything).not.toContain(secret);
    }

    const html = zip.text("index.html");
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    for (const shown of [
      "Sivakumar Thevarajah",
      "சிவகுமார் தேவராஜா",
      "He taught me to swim.",
      "Thank you, Meena.",
      "A gentle teacher.",
      "Memory Wall",
      `src="photos/${portrait.key}.png"`,
      `src="photos/${albumPhoto.key}.png"`,
    ]) {
      expect(html).toContain(shown);
    }
    // Nothing to fetch from anywhere: no scripts, no absolute addresses in src or href.
    expect(html).not.toMatch(/<script|src="(https?:)?\/\/|href="(https?:)?\/\/|url\(/i);
  });

  it("writes index.html in Tamil when the site is read in Tamil", async () => {
    const { memorial } = await memorialWithEverything();
    const zip = unzip((await download(memorial.blogId, author.token, "ta")).rawPayload);
    expect(zip.copy.locale).toBe("ta");
    const html = zip.text("index.html");
    expect(html).toContain('<html lang="ta">');
    for (const shown of ["நினைவுச் சுவர்", "கண்ணீர் அஞ்சலிகள்", "He taught me to swim."]) expect(html).toContain(shown);
  });
});

describe("npm run import (importFamilyCopy)", () => {
  it("makes the same memorial, wall, tributes and photos in a fresh database, owned by the given account, counters exact", async () => {
    const { memorial, portrait, albumPhoto } = await memorialWithEverything();
    const file = writeZip(unzip((await download(memorial.blogId, author.token)).rawPayload).files);
    const owner = await buildUser(target, { fullname: "Priya On Another Site" });

    const summary = await importFamilyCopy(target, file, owner.email.toUpperCase());
    expect(summary).toEqual({ blogId: memorial.blogId, owner: owner.username, messages: 2, replies: 1, tributes: 1, albumEntries: 1, photos: 2 });

    const res = await post(target, "/get-post", { post_id: memorial.blogId });
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json<{ blog: Record<string, unknown> & { author: { personal_info: { username: string } }; activity: Record<string, number> } }>().blog;
    for (const field of [
      "firstname",
      "lastname",
      "tamilfirstname",
      "tamillastname",
      "memorywall",
      "birthyear",
      "deathyear",
      "funeraladdress",
      "funeralservicedate",
      "events",
      "predeceasedmembers",
    ]) {
      expect(moved[field], field).toEqual((memorial as unknown as Record<string, unknown>)[field]);
    }
    // The family's names and relationships move; their phone numbers are not in the copy (decision 029).
    const family = (members: Array<{ survivingmembername: string; survivingmemberrelationship: string }>) =>
      members.map((m) => [m.survivingmembername, m.survivingmemberrelationship]);
    expect(family(moved.survivingmembers as typeof memorial.survivingmembers)).toEqual(family(memorial.survivingmembers));
    expect(row0Numbers(await target.db.select({ s: posts.survivingmembers }).from(posts).where(eq(posts.blogId, memorial.blogId)))).toEqual([""]);
    expect(moved.author.personal_info.username).toBe(owner.username);
    expect(moved.activity).toMatchObject({ total_comments: 3, total_parent_comments: 2, total_tributes: 1, total_images: 1 });

    const [row] = await target.db.select().from(posts).where(eq(posts.blogId, memorial.blogId));
    expect(row!.publishedAt?.toISOString()).toBe(memorial.publishedAt?.toISOString());
    const wall = await target.db.select().from(comments).where(eq(comments.postId, row!.id)).orderBy(asc(comments.commentedAt));
    const sourceWall = await source.db.select().from(comments).where(eq(comments.postId, memorial.id)).orderBy(asc(comments.commentedAt));
    const published = sourceWall.filter((c) => c.status === "public");
    expect(
      wall.map((c) => [
        c.comment,
        c.firstName,
        c.lastName,
        c.residence,
        c.commentedAt.toISOString(),
        c.childrenLevel,
        c.totalReplies,
        c.userId,
        c.email,
        c.mobileNumber,
      ]),
    ).toEqual(
      published.map((c) => [c.comment, c.firstName, c.lastName, c.residence, c.commentedAt.toISOString(), c.childrenLevel, c.totalReplies, null, "", ""]),
    );
    expect(wall[1]!.parentId).toBe(wall[0]!.id);
    const movedTributes = await target.db.select().from(tributes).where(eq(tributes.postId, row!.id));
    expect(movedTributes.map((t) => [t.tribute, t.firstName, t.lastName])).toEqual([["A gentle teacher.", "Kumar", "Bala"]]);

    // The photos: new keys on this site, the same bytes, with their variants as uploads get.
    const key = (url: string) => url.slice(url.lastIndexOf("/") + 1);
    expect(row!.profilebanner.startsWith(`${target.config.publicUrl}/api/uploads/`)).toBe(true);
    expect((await storedBytes(target, key(row!.profilebanner)))!.equals((await storedBytes(source, portrait.key))!)).toBe(true);
    const [entry] = await target.db.select().from(imageEntries).where(eq(imageEntries.postId, row!.id));
    expect((await storedBytes(target, key(entry!.images[0]!)))!.equals((await storedBytes(source, albumPhoto.key))!)).toBe(true);
    expect(await storedBytes(target, `${key(entry!.images[0]!)}.w320.webp`)).not.toBeNull();
    const served = await get(target, `/uploads/${key(row!.profilebanner)}?w=320`);
    expect(served.statusCode).toBe(200);
    expect(await counterMismatches(target.db)).toEqual([]);

    // The same copy again gets a fresh address rather than failing.
    const again = await importFamilyCopy(target, file, owner.email);
    expect(again.blogId).not.toBe(memorial.blogId);
  });

  it("refuses an account that does not exist, a broken or forged archive, and then imports nothing", async () => {
    const { memorial } = await memorialWithEverything();
    const good = unzip((await download(memorial.blogId, author.token)).rawPayload);
    const owner = await buildUser(target);
    const before = await rowCounts(target);
    const withCopy = (change: (copy: FamilyCopy) => void, files: Zippable = good.files) => {
      const copy = structuredClone(good.copy);
      change(copy);
      return { ...files, "memorial.json": strToU8(JSON.stringify(copy)) };
    };
    const cases: Array<[string, string, RegExp]> = [
      [writeZip(good.files), "nobody@example.com", /No account has the e-mail nobody@example.com/],
      [path.join(work, "missing.zip"), owner.email, /There is no file/],
      [
        (() => {
          const f = path.join(work, "text.zip");
          fs.writeFileSync(f, "not a zip at all");
          return f;
        })(),
        owner.email,
        /not a ZIP archive/,
      ],
      [writeZip({ ...good.files, "../../etc/evil.sh": strToU8("echo") }), owner.email, /holds "..\/..\/etc\/evil.sh"/],
      [writeZip({ ...good.files, "photos/../index.html": strToU8("x") }), owner.email, /holds "photos\/..\/index.html"/],
      [writeZip({ "index.html": good.files["index.html"]! }), owner.email, /no memorial.json/],
      [writeZip({ ...good.files, "memorial.json": strToU8("{ not json") }), owner.email, /not valid JSON/],
      [
        writeZip(
          withCopy((c) => {
            (c as { version: number }).version = 2;
          }),
        ),
        owner.email,
        /format version 2; this site reads version 1/,
      ],
      [
        writeZip(
          withCopy((c) => {
            (c.memorial as { firstname: unknown }).firstname = 42;
          }),
        ),
        owner.email,
        /not valid at memorial.firstname/,
      ],
      [
        writeZip(
          withCopy((c) => {
            c.memory_wall[1]!.reply_to = crypto.randomUUID();
          }),
        ),
        owner.email,
        /reply .* before the message it answers/,
      ],
      [
        writeZip(
          withCopy((c) => {
            c.memorial.virtualurl = "javascript:alert(1)";
          }),
        ),
        owner.email,
        /livestream link/,
      ],
      [
        writeZip(withCopy(() => {}, { ...good.files, [good.copy.photos[1]!.file]: strToU8("<svg onload=alert(1)>") })),
        owner.email,
        /is not a JPEG, PNG, WebP or GIF image/,
      ],
      [
        writeZip(withCopy(() => {}, Object.fromEntries(Object.entries(good.files).filter(([n]) => n !== good.copy.photos[0]!.file)))),
        owner.email,
        /which the archive does not hold/,
      ],
      // 50 MB of zeros squeezed into a few KB.
      [writeZip({ ...good.files, "README.txt": [new Uint8Array(50_000_000), { level: 9 }] }), owner.email, /looks like a ZIP bomb/],
    ];
    for (const [file, email, message] of cases) {
      const failure = await importFamilyCopy(target, file, email).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure, String(message)).toBeInstanceOf(FamilyCopyImportError);
      expect((failure as Error).message).toMatch(message);
    }
    // The bad photo came second: the first had been stored, and was taken away again.
    expect(await rowCounts(target)).toEqual(before);
  });
});
