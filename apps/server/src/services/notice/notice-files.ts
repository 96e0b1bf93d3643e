import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { getTableColumns } from "drizzle-orm";
import type { Locale } from "@kma/core/i18n/locales";
import { MESSAGES } from "@kma/core/messages";
import { posts, type User } from "../../db/schema";
import { notFound } from "../../lib/http-errors";
import { canViewPost } from "../../policies/post-policy";
import { presentNotice } from "../../presenters/notice-presenter";
import { postRefCondition } from "../find-viewable-post";
import { keeperIdsOf } from "../post-keepers";
import { readSiteImage } from "../read-site-image";
import { renderNoticeImage } from "./render-notice-image";
import { renderNoticePdf } from "./render-notice-pdf";

/**
 * The printable notice (PDF) and the notice image (JPEG) of a memorial, drawn the first time
 * they are asked for and kept in the storage driver (local disk or S3, so every server shares
 * them) under `notices/<post id>/`, one file per version of the memorial (its updatedAt), language,
 * design and site address (the QR code names it). An edit makes a new version; the old
 * versions' files are removed when the new one is stored (decision 023).
 */

/** Bump when the notice's design changes, so every stored notice is drawn again. */
const DESIGN = "v1";
const FORMATS = {
  pdf: { contentType: "application/pdf", render: renderNoticePdf },
  jpg: { contentType: "image/jpeg", render: renderNoticeImage },
} as const;
export type NoticeFormat = keyof typeof FORMATS;

export type NoticeFile = { body: Buffer; etag: string; contentType: string; filename: string; published: boolean };
type NoticeApp = Pick<FastifyInstance, "db" | "config" | "storage" | "log">;

/** Notices being drawn right now, so a burst of requests for a new version draws each once. */
const drawing = new Map<string, Promise<Buffer>>();

const siteTag = (publicUrl: string) => crypto.createHash("sha256").update(publicUrl).digest("hex").slice(0, 8);

async function readAll(app: NoticeApp, key: string): Promise<Buffer | null> {
  const object = await app.storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Removes the folder's files of other versions, designs or site addresses; a failure only leaves them for next time. */
async function dropStale(app: NoticeApp, folder: string, current: RegExp) {
  try {
    const stale = (await app.storage.keysUnder(folder)).filter((key) => !current.test(key.slice(folder.length + 1)));
    await Promise.all(stale.map((key) => app.storage.delete(key)));
  } catch (error) {
    app.log.warn({ err: error, folder }, "could not remove old notices");
  }
}

/**
 * The notice of the memorial `ref` (blog_id or _id) in `locale`. Published memorials are public;
 * a draft is a 404 to anyone but its keepers (canViewPost).
 */
export async function noticeFile(app: NoticeApp, ref: string, user: Pick<User, "id"> | null, format: NoticeFormat, locale: Locale): Promise<NoticeFile> {
  const [post] = await app.db.select({ ...getTableColumns(posts), keeperIds: keeperIdsOf(posts.id) }).from(posts).where(postRefCondition(ref)).limit(1);
  if (!post || !canViewPost(user, post)) throw notFound(MESSAGES.postNotFound);
  const version = `${post.updatedAt.getTime()}-${DESIGN}-${siteTag(app.config.publicUrl)}`;
  const name = `${version}-${locale}.${format}`;
  const folder = `notices/${post.id}`;
  const key = `${folder}/${name}`;
  const { contentType, render } = FORMATS[format];

  let body = await readAll(app, key);
  if (!body) {
    let pending = drawing.get(key);
    if (!pending) {
      pending = (async () => {
        const notice = presentNotice(post, locale, app.config.publicUrl);
        const portrait = await readSiteImage(app, post.profilebanner, 640);
        const drawn = await render(notice, portrait);
        await app.storage.put(key, drawn, contentType);
        await dropStale(app, folder, new RegExp(`^${version}-`));
        return drawn;
      })().finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    body = await pending;
  }
  const filename = `${post.blogId}-notice${locale === "en" ? "" : `-${locale}`}.${format}`;
  return { body, etag: `"notice-${name}"`, contentType, filename, published: !post.draft };
}
