import type { FastifyInstance } from "fastify";
import { getTableColumns } from "drizzle-orm";
import type { Locale } from "@kma/core/i18n/locales";
import { REMEMBRANCE_CATEGORIES, type Category } from "@kma/core/enums";
import { MESSAGES } from "@kma/core/messages";
import { posts, type User } from "../../db/schema";
import { notFound } from "../../lib/http-errors";
import { canViewPost } from "../../policies/post-policy";
import { presentNotice } from "../../presenters/notice-presenter";
import { postRefCondition } from "../find-viewable-post";
import { generatedFile, siteTag } from "../generated-files";
import { nextThithiOf } from "../../db/kept-thithi";
import { keeperIdsOf } from "../post-keepers";
import { utcDay } from "../reminders/sweep-reminders";
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

/**
 * The notice of the memorial `ref` (blog_id or _id) in `locale`. Published memorials are public;
 * a draft is a 404 to anyone but its keepers (canViewPost).
 */
export async function noticeFile(app: NoticeApp, ref: string, user: Pick<User, "id"> | null, format: NoticeFormat, locale: Locale): Promise<NoticeFile> {
  const [post] = await app.db
    .select({ ...getTableColumns(posts), keeperIds: keeperIdsOf(posts.id) })
    .from(posts)
    .where(postRefCondition(ref))
    .limit(1);
  if (!post || !canViewPost(user, post)) throw notFound(MESSAGES.postNotFound);
  // A remembrance notice of a family who keeps the Tamil calendar prints the next yearly thithi
  // (decision 035). That day moves on without an edit, so it is part of the file's version.
  const thithi = REMEMBRANCE_CATEGORIES.includes(post.title as Category) ? nextThithiOf(post, utcDay(new Date())) : null;
  const version = `${post.updatedAt.getTime()}-${DESIGN}-${siteTag(app.config.publicUrl)}${thithi ? `-thithi${thithi.next.date}` : ""}`;
  const name = `${version}-${locale}.${format}`;
  const folder = `notices/${post.id}`;
  const { contentType, render } = FORMATS[format];

  const body = await generatedFile(app, { folder, name, contentType, isCurrent: (other) => other.startsWith(`${version}-`) }, async () => {
    const notice = presentNotice(post, locale, app.config.publicUrl, thithi);
    const portrait = await readSiteImage(app, post.profilebanner, 640);
    return render(notice, portrait);
  });
  const filename = `${post.blogId}-notice${locale === "en" ? "" : `-${locale}`}.${format}`;
  return { body, etag: `"notice-${name}"`, contentType, filename, published: !post.draft };
}
