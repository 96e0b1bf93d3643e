import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { backgroundPresetPath } from "@kma/core/enums";
import { MESSAGES } from "@kma/core/messages";
import { posts } from "../db/schema";
import { notFound } from "../lib/http-errors";
import { fullName, lifeYears, ogVersion, SITE_NAME, tamilFullName } from "../presenters/share-page-presenter";
import { readSiteImage, readWebFile } from "./read-site-image";
import { renderMemorialCard, renderSiteCard } from "./render-og-card";

/** Bump when the card's design changes, so every cached card is drawn again. */
const DESIGN = "v1";
const SITE_TAGLINE = "Obituaries and remembrance notices";
const BLOG_FILE = /^([a-z0-9][a-z0-9-]{0,159})\.jpg$/;
const SITE_FILE = "site.jpg";

export type OgImage = { body: Buffer; etag: string };
type OgApp = Pick<FastifyInstance, "db" | "config" | "storage" | "log">;

/** Cards being drawn right now, so that a burst of crawlers draws each one once. */
const drawing = new Map<string, Promise<Buffer>>();

/** Cards show the site's host, so a new PUBLIC_URL starts a new folder. */
const cacheDir = (app: OgApp) =>
  path.join(app.config.dataDir, "og-cache", `${DESIGN}-${crypto.createHash("sha256").update(siteHost(app)).digest("hex").slice(0, 8)}`);

/**
 * A card from DATA_DIR/og-cache/<design>/<name>, drawn and stored the first time it is asked
 * for. `name` carries the post's version (its updatedAt), so an edit makes a new file and the
 * old ones for the same post (`<prefix>*`) are removed.
 */
async function cached(app: OgApp, name: string, prefix: string, draw: () => Promise<Buffer>): Promise<OgImage> {
  const dir = cacheDir(app);
  const file = path.join(dir, name);
  const etag = `"${DESIGN}-${name}"`;
  try {
    return { body: await fs.readFile(file), etag };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  let pending = drawing.get(file);
  if (!pending) {
    pending = (async () => {
      const body = await draw();
      await fs.mkdir(dir, { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${crypto.randomUUID()}.tmp`;
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, file);
      const stale = (await fs.readdir(dir)).filter((f) => f.startsWith(prefix) && f !== name && !f.endsWith(".tmp"));
      await Promise.all(stale.map((f) => fs.rm(path.join(dir, f), { force: true })));
      return body;
    })().finally(() => drawing.delete(file));
    drawing.set(file, pending);
  }
  return { body: await pending, etag };
}

const siteHost = (app: OgApp) => new URL(app.config.publicUrl).host;

function siteCard(app: OgApp): Promise<OgImage> {
  return cached(app, SITE_FILE, SITE_FILE, async () =>
    renderSiteCard({ siteName: SITE_NAME, tagline: SITE_TAGLINE, siteHost: siteHost(app), backdrop: await readWebFile(app, backgroundPresetPath(1)) }),
  );
}

async function memorialCard(app: OgApp, blogId: string): Promise<OgImage> {
  const [post] = await app.db
    .select({
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
  return cached(app, `${post.blogId}.${ogVersion(post)}.jpg`, `${post.blogId}.`, async () => {
    const [portrait, backdrop] = await Promise.all([
      readSiteImage(app, post.profilebanner, 640),
      readSiteImage(app, post.backgroundimage || backgroundPresetPath(1), 1280),
    ]);
    return renderMemorialCard({ name: fullName(post), tamilName: tamilFullName(post), years: lifeYears(post), portrait, backdrop, siteName: SITE_NAME, siteHost: siteHost(app) });
  });
}

/** `/api/og/<file>`: `site.jpg` is the site's card, `<blog_id>.jpg` a published memorial's; anything else is a 404. */
export async function ogImageFor(app: OgApp, file: string): Promise<OgImage> {
  if (file === SITE_FILE) return siteCard(app);
  const blogId = BLOG_FILE.exec(file)?.[1];
  if (!blogId) throw notFound(MESSAGES.postNotFound);
  return memorialCard(app, blogId);
}
