import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { DEFAULT_LOCALE, type Locale } from "@kma/core/i18n/locales";
import { posts } from "../db/schema";
import type { SharePage } from "../lib/html-head";
import { presentGenericSharePage, presentPostSharePage, presentUserSharePage, type SharePost } from "../presenters/share-page-presenter";
import { findPostWithAuthor } from "./find-post-with-author";
import { findUserByUsername } from "./find-user";
import { isPostUuid, postRefCondition } from "./find-viewable-post";

const shareColumns = {
  blogId: posts.blogId,
  title: posts.title,
  firstname: posts.firstname,
  lastname: posts.lastname,
  tamilfirstname: posts.tamilfirstname,
  tamillastname: posts.tamillastname,
  birthyear: posts.birthyear,
  deathyear: posts.deathyear,
  birthcity: posts.birthcity,
  birthcountry: posts.birthcountry,
  deathcity: posts.deathcity,
  deathcountry: posts.deathcountry,
  memorywall: posts.memorywall,
  publishedAt: posts.publishedAt,
  updatedAt: posts.updatedAt,
  visibility: posts.visibility,
};

/** A published post by blog_id (or _id), with just what a share preview needs. Drafts are not found; unlisted posts are (their link works). */
export async function findSharePost(app: Pick<FastifyInstance, "db">, ref: string): Promise<SharePost | null> {
  if (!isPostUuid(ref)) {
    // The memorial page's own read (get-post's), made once for the preview and the page in one render.
    const found = await findPostWithAuthor(app.db, ref);
    return found && !found.post.draft ? found.post : null;
  }
  const [post] = await app.db
    .select(shareColumns)
    .from(posts)
    .where(and(postRefCondition(ref), eq(posts.draft, false)))
    .limit(1);
  return post ?? null;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The page a request URL addresses by an id: `/<section>/<id>` with nothing after it (a closing
 * slash and a query aside), the id decoded; null for any other address or an id that does not decode.
 */
export function addressedPage(url: string): { section: string; id: string } | null {
  const [, section, rawId, ...rest] = new URL(url, "http://page").pathname.split("/");
  const id = section && rawId && rest.filter(Boolean).length === 0 ? decodeSegment(rawId) : null;
  return section && id ? { section, id } : null;
}

/** The share preview of the page at `url` (a request URL): a memorial, a profile, or the site; in the reader's language. */
export async function findSharePage(app: Pick<FastifyInstance, "db" | "config">, url: string, locale: Locale = DEFAULT_LOCALE): Promise<SharePage> {
  const { publicUrl } = app.config;
  const pathname = new URL(url, publicUrl).pathname;
  const page = addressedPage(url);
  if (page?.section === "post") {
    const post = await findSharePost(app, page.id);
    if (post) return presentPostSharePage(post, publicUrl, locale);
  }
  if (page?.section === "user") {
    const user = await findUserByUsername(app.db, page.id);
    if (user) return presentUserSharePage(user, publicUrl, locale);
  }
  return presentGenericSharePage(pathname, publicUrl, locale);
}
