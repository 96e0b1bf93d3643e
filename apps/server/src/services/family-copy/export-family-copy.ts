import type { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Locale } from "@kma/core/i18n/locales";
import { MESSAGES } from "@kma/core/messages";
import { comments, imageEntries, postKeepers, posts, tributes, uploads, users, type Post, type User } from "../../db/schema";
import { forbidden, notFound } from "../../lib/http-errors";
import { zipStream, type ZipEntry } from "../../lib/zip-stream";
import { canViewPost, isPostKeeper } from "../../policies/post-policy";
import {
  presentFamilyCopy,
  presentFamilyCopyAlbumEntry,
  presentFamilyCopyMemorial,
  presentFamilyCopyMessage,
  presentFamilyCopyTribute,
  type MessageRow,
} from "../../presenters/family-copy-presenter";
import { presentNotice } from "../../presenters/notice-presenter";
import { uploadKeyOf } from "../delete-unused-uploads";
import { uploadedImageUrl } from "../uploaded-images";
import { postRefCondition } from "../find-viewable-post";
import { keeperIdsOf } from "../post-keepers";
import { PHOTO_EXTENSIONS, type FamilyCopy, type FamilyCopyPhoto } from "../../lib/family-copy-format";
import { renderFamilyCopySite } from "./family-copy-site";

const README = `The family's own copy of a memorial, from Keep Memories Alive

index.html     open it in any browser: the memorial, its memory wall, tributes and album,
               without the internet (keep the photos folder beside it)
memorial.json  every item, for moving the memorial to another site:
               npm run import -- this-file.zip --owner someone@example.com
photos/        the photos as they were uploaded (turned upright, without camera details)

Phone numbers and e-mail addresses are not in this copy.
`;

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);
/** What the public sees of an item: public (not held for review) and not hidden after reports. */
const published = (table: typeof comments | typeof tributes | typeof imageEntries) => and(eq(table.status, "public"), isNull(table.hiddenAt));

/** The memorial named by `ref` if `user` keeps it: 404 when it does not exist for them, 403 when they may only read it. */
export async function findPostToCopy(app: FastifyInstance, ref: string, user: User): Promise<Post> {
  const [row] = await app.db
    .select({ post: posts, keeperIds: keeperIdsOf(posts.id) })
    .from(posts)
    .where(postRefCondition(ref))
    .limit(1);
  const post = row && { ...row.post, keeperIds: row.keeperIds };
  if (!post || !canViewPost(user, post)) throw notFound(MESSAGES.postNotFound);
  if (!isPostKeeper(user, post)) throw forbidden(MESSAGES.forbidden);
  return row.post;
}

/**
 * The family's own copy (decision 029): the memorial's published items (public and
 * not hidden; held and rejected ones are not the family's published memorial) are read before
 * the first byte leaves, so a database failure is still a JSON error. The ZIP then streams: the
 * photos one by one from storage as they were uploaded, then memorial.json and index.html, which
 * name only the photos storage still had. Memory holds the rows and one chunk of a photo.
 */
export async function exportFamilyCopy(app: FastifyInstance, post: Post, locale: Locale): Promise<Readable> {
  // The poster's account name, when they were signed in (a left join: null for visitors).
  const poster = { accountName: users.fullname };
  const [wallRows, tributeRows, albumRows, keeperRows] = await Promise.all([
    app.db
      .select({
        id: comments.id,
        parentId: comments.parentId,
        comment: comments.comment,
        firstName: comments.firstName,
        lastName: comments.lastName,
        residence: comments.residence,
        commentedAt: comments.commentedAt,
        ...poster,
      })
      .from(comments)
      .leftJoin(users, eq(users.id, comments.userId))
      .where(and(eq(comments.postId, post.id), published(comments)))
      .orderBy(asc(comments.commentedAt), asc(comments.id)),
    app.db
      .select({
        id: tributes.id,
        tribute: tributes.tribute,
        firstName: tributes.firstName,
        lastName: tributes.lastName,
        currentPlace: tributes.currentPlace,
        tributedAt: tributes.tributedAt,
        ...poster,
      })
      .from(tributes)
      .leftJoin(users, eq(users.id, tributes.userId))
      .where(and(eq(tributes.postId, post.id), published(tributes)))
      .orderBy(asc(tributes.tributedAt), asc(tributes.id)),
    app.db
      .select({ id: imageEntries.id, images: imageEntries.images, imagedAt: imageEntries.imagedAt, ...poster })
      .from(imageEntries)
      .leftJoin(users, eq(users.id, imageEntries.userId))
      .where(and(eq(imageEntries.postId, post.id), published(imageEntries)))
      .orderBy(asc(imageEntries.imagedAt), asc(imageEntries.id)),
    app.db
      .select({ fullname: users.fullname })
      .from(postKeepers)
      .innerJoin(users, eq(users.id, postKeepers.userId))
      .where(eq(postKeepers.postId, post.id))
      .orderBy(asc(postKeepers.addedAt)),
  ]);
  const [author] = await app.db.select({ fullname: users.fullname }).from(users).where(eq(users.id, post.authorId));

  // A reply whose message is not published is not shown on the wall either (oldest first: parents come first).
  const shown = new Set<string>();
  const wall: MessageRow[] = [];
  for (const row of wallRows) {
    if (row.parentId !== null && !shown.has(row.parentId)) continue;
    shown.add(row.id);
    wall.push(row);
  }

  // Every upload the memorial shows, once, portrait first.
  const urls = [post.profilebanner, post.backgroundimage, ...post.memoriwallimages, ...albumRows.flatMap((row) => row.images)];
  const keyOfUrl = new Map<string, string>();
  for (const url of urls) {
    const key = uploadKeyOf(app, url);
    if (key) keyOfUrl.set(url, key);
  }
  const keys = [...new Set(keyOfUrl.values())];
  const uploadRows = keys.length
    ? await app.db
        .select({ key: uploads.key, size: uploads.size, width: uploads.width, height: uploads.height })
        .from(uploads)
        .where(inArray(uploads.key, keys))
    : [];
  const uploadOf = new Map(uploadRows.map((row) => [row.key, row]));
  const exportedAt = new Date();

  async function* entries(): AsyncGenerator<ZipEntry> {
    yield { name: "README.txt", data: new TextEncoder().encode(README) };
    const fileOfKey = new Map<string, string>();
    const photos: FamilyCopyPhoto[] = [];
    for (const key of keys) {
      const object = await app.storage.get(key);
      if (!object) continue;
      const extension = PHOTO_EXTENSIONS[object.contentType];
      if (!extension) {
        object.body.destroy();
        continue;
      }
      const file = `photos/${key}.${extension}`;
      yield { name: file, stream: object.body };
      fileOfKey.set(key, file);
      const row = uploadOf.get(key);
      photos.push({
        file,
        url: uploadedImageUrl(app.config.publicUrl, key),
        content_type: object.contentType as FamilyCopyPhoto["content_type"],
        size: row?.size ?? object.size ?? null,
        width: row?.width ?? null,
        height: row?.height ?? null,
      });
    }
    const files = new Map([...keyOfUrl].flatMap(([url, key]) => (fileOfKey.has(key) ? [[url, fileOfKey.get(key)!] as const] : [])));
    const copy: FamilyCopy = presentFamilyCopy({
      exportedAt,
      site: app.config.publicUrl,
      locale,
      memorial: presentFamilyCopyMemorial(post, files),
      keepers: [
        ...(author ? [{ fullname: author.fullname, role: "author" as const }] : []),
        ...keeperRows.map((k) => ({ fullname: k.fullname, role: "keeper" as const })),
      ],
      photos,
      wall: wall.map(presentFamilyCopyMessage),
      tributes: tributeRows.map(presentFamilyCopyTribute),
      album: albumRows.map((row) => presentFamilyCopyAlbumEntry(row, files)).filter((entry) => entry !== null),
    });
    yield { name: "memorial.json", data: json(copy) };
    yield { name: "index.html", data: new TextEncoder().encode(renderFamilyCopySite(copy, presentNotice(post, locale, app.config.publicUrl), locale)) };
  }
  return zipStream(entries());
}

/** The ZIP's file name: the memorial's blog_id, which is already a safe slug. */
export const familyCopyFileName = (post: Pick<Post, "blogId">) => `${post.blogId.replace(/[^A-Za-z0-9_-]/g, "") || "memorial"}-family-copy.zip`;
