import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { backgroundPresetPath } from "@kma/core/enums";
import { MESSAGES } from "@kma/core/messages";
import { posts } from "../db/schema";
import { notFound } from "../lib/http-errors";
import { fullName, lifeYears, ogVersion, SITE_NAME, tamilFullName } from "../presenters/share-page-presenter";
import { generatedFile, siteTag } from "./generated-files";
import { readSiteImage, readWebFile } from "./read-site-image";
import { renderMemorialCard, renderSiteCard } from "./render-og-card";

/** Bump when the card's design changes, so every cached card is drawn again. */
const DESIGN = "v1";
const SITE_TAGLINE = "Obituaries and remembrance notices";
const BLOG_FILE = /^([a-z0-9][a-z0-9-]{0,159})\.jpg$/;
const SITE_FILE = "site.jpg";

export type OgImage = { body: Buffer; etag: string };
type OgApp = Pick<FastifyInstance, "db" | "config" | "storage" | "log">;

/**
 * A card from the storage driver (`share-cards/<post id or "site">/`, shared by every server),
 * drawn and stored the first time it is asked for. `version` is what the card was drawn from
 * (the post's updatedAt), with the design and the site's host, which the card shows; storing a
 * new version removes the folder's older cards.
 */
async function cached(app: OgApp, folder: string, version: string, draw: () => Promise<Buffer>): Promise<OgImage> {
  const name = `${version}-${DESIGN}-${siteTag(app.config.publicUrl)}.jpg`;
  const body = await generatedFile(app, { folder: `share-cards/${folder}`, name, contentType: "image/jpeg", isCurrent: (other) => other === name }, draw);
  return { body, etag: `"${folder}-${name}"` };
}

const siteHost = (app: OgApp) => new URL(app.config.publicUrl).host;

function siteCard(app: OgApp): Promise<OgImage> {
  return cached(app, "site", "site", async () =>
    renderSiteCard({ siteName: SITE_NAME, tagline: SITE_TAGLINE, siteHost: siteHost(app), backdrop: await readWebFile(app, backgroundPresetPath(1)) }),
  );
}

async function memorialCard(app: OgApp, blogId: string): Promise<OgImage> {
  const [post] = await app.db
    .select({
      id: posts.id,
      blogId: posts.blogId,
      firstname: posts.firstname,
      lastname: posts.lastname,
      tamilfirstname: posts.tamilfirstname,
      tamillastname: posts.tamillastname,
      birthyear: posts.birthyear,
      deathyear: posts.deathyear,
      profilebanner: posts.profilebanner,
      backgroundimage: posts.backgroundimage,
      updatedAt: posts.updatedAt,
    })
    .from(posts)
    .where(and(eq(posts.blogId, blogId), eq(posts.draft, false)))
    .limit(1);
  if (!post) throw notFound(MESSAGES.postNotFound);
  return cached(app, post.id, String(ogVersion(post)), async () => {
    const [portrait, backdrop] = await Promise.all([
      readSiteImage(app, post.profilebanner, 640),
      readSiteImage(app, post.backgroundimage || backgroundPresetPath(1), 1280),
    ]);
    return renderMemorialCard({
      name: fullName(post),
      tamilName: tamilFullName(post),
      years: lifeYears(post),
      portrait,
      backdrop,
      siteName: SITE_NAME,
      siteHost: siteHost(app),
    });
  });
}

/** `/api/og/<file>`: `site.jpg` is the site's card, `<blog_id>.jpg` a published memorial's; anything else is a 404. */
export async function ogImageFor(app: OgApp, file: string): Promise<OgImage> {
  if (file === SITE_FILE) return siteCard(app);
  const blogId = BLOG_FILE.exec(file)?.[1];
  if (!blogId) throw notFound(MESSAGES.postNotFound);
  return memorialCard(app, blogId);
}
