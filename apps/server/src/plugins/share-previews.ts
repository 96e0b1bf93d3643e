import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { withShareTags } from "../lib/html-head";
import { findSharePage } from "../services/find-share-page";

/**
 * Link previews read only the HTML, so every page the web app serves carries its own title,
 * description, canonical URL and Open Graph / Twitter tags: a published memorial its name,
 * years, places and card image (/api/og/<blog_id>.jpg); other pages the site's. The texts are in
 * the page's language: crawlers send no cookie, so a shared link is English unless it carries
 * `?lang=ta` (see the locale plugin). Register
 * after webPlugin, which owns `htmlRewriters`.
 */
export const sharePreviewsPlugin = fp(async (app: FastifyInstance) => {
  app.htmlRewriters.push(async (page, html) => {
    try {
      return withShareTags(html, await findSharePage(app, page.url, page.locale));
    } catch (error) {
      // A page without its preview is better than no page.
      page.log.warn({ err: error }, "share preview failed");
      return null;
    }
  });
});
