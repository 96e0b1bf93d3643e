import type { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { comments, imageEntries, likes, notifications, posts, tributes, uploads, users, type User } from "../db/schema";
import { zipStream, type ZipEntry } from "../lib/zip-stream";
import {
  presentAccountProfile,
  presentExportedAlbumEntry,
  presentExportedComment,
  presentExportedLike,
  presentExportedNotification,
  presentExportedPhoto,
  presentExportedPost,
  presentExportedTribute,
} from "../presenters/account-export-presenter";
import { uploadedImageUrl } from "./uploaded-images";

const EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "image/gif": "gif" };

const README = `Your data from Keep Memories Alive

account.json        your account (never your password)
memorials.json      the memorials you wrote, drafts included
memory-wall.json    your messages and replies on memory walls
tributes.json       your tributes
album.json          the photos you added to memorial albums
likes.json          the memorials you gave a flower
notifications.json  your notifications
photos.json         every photo you uploaded, and its file in photos/
photos/             the photos, as the site keeps them (upright, without camera details)

Memorials are named by their blog_id: https://<the site>/post/<blog_id>
`;

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

/**
 * "Download my data": reads every row the account wrote, then streams the ZIP of
 * them and of the photos it uploaded, each read from storage while the archive is written. The
 * rows are read before the first byte leaves, so a database failure is still a JSON error; a
 * photo missing from storage is left out of photos.json, never a broken archive.
 */
export async function exportAccountData(app: FastifyInstance, user: User): Promise<Readable> {
  const actor = alias(users, "actor");
  const [own, wall, tributeRows, album, liked, notes, uploaded] = await Promise.all([
    app.db.select().from(posts).where(eq(posts.authorId, user.id)).orderBy(asc(posts.createdAt)),
    app.db
      .select({ row: comments, blogId: posts.blogId })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(eq(comments.userId, user.id))
      .orderBy(asc(comments.commentedAt)),
    app.db
      .select({ row: tributes, blogId: posts.blogId })
      .from(tributes)
      .innerJoin(posts, eq(posts.id, tributes.postId))
      .where(eq(tributes.userId, user.id))
      .orderBy(asc(tributes.tributedAt)),
    app.db
      .select({ row: imageEntries, blogId: posts.blogId })
      .from(imageEntries)
      .innerJoin(posts, eq(posts.id, imageEntries.postId))
      .where(eq(imageEntries.userId, user.id))
      .orderBy(asc(imageEntries.imagedAt)),
    app.db
      .select({ createdAt: likes.createdAt, blogId: posts.blogId })
      .from(likes)
      .innerJoin(posts, eq(posts.id, likes.postId))
      .where(eq(likes.userId, user.id))
      .orderBy(asc(likes.createdAt)),
    app.db
      .select({ row: notifications, blogId: posts.blogId, actor: actor.username })
      .from(notifications)
      .innerJoin(posts, eq(posts.id, notifications.postId))
      .leftJoin(actor, eq(actor.id, notifications.actorId))
      .where(eq(notifications.userId, user.id))
      .orderBy(asc(notifications.createdAt)),
    app.db
      .select({ key: uploads.key, contentType: uploads.contentType, createdAt: uploads.createdAt })
      .from(uploads)
      .where(and(eq(uploads.userId, user.id), isNotNull(uploads.usedAt)))
      .orderBy(asc(uploads.createdAt)),
  ]);

  async function* entries(): AsyncGenerator<ZipEntry> {
    yield { name: "README.txt", data: new TextEncoder().encode(README) };
    yield { name: "account.json", data: json(presentAccountProfile(user)) };
    yield { name: "memorials.json", data: json(own.map(presentExportedPost)) };
    yield { name: "memory-wall.json", data: json(wall.map(({ row, blogId }) => presentExportedComment(row, blogId))) };
    yield { name: "tributes.json", data: json(tributeRows.map(({ row, blogId }) => presentExportedTribute(row, blogId))) };
    yield { name: "album.json", data: json(album.map(({ row, blogId }) => presentExportedAlbumEntry(row, blogId))) };
    yield { name: "likes.json", data: json(liked.map((like) => presentExportedLike(like, like.blogId))) };
    yield { name: "notifications.json", data: json(notes.map(({ row, blogId, actor: by }) => presentExportedNotification(row, blogId, by))) };
    const photos = [];
    for (const upload of uploaded) {
      const object = await app.storage.get(upload.key);
      if (!object) continue;
      const file = `photos/${upload.key}.${EXTENSIONS[object.contentType] ?? "bin"}`;
      yield { name: file, stream: object.body };
      photos.push(presentExportedPhoto(upload, uploadedImageUrl(app.config.publicUrl, upload.key), file));
    }
    yield { name: "photos.json", data: json(photos) };
  }
  return zipStream(entries());
}
