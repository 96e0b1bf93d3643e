import { escapeHtml } from "./escape-html";

/** What a link preview (WhatsApp, Facebook, Viber, X) reads from a page's head. */
export type SharePage = {
  title: string;
  description: string;
  /** Absolute canonical URL of the page. */
  url: string;
  type: "website" | "article" | "profile";
  siteName: string;
  image: { url: string; alt: string; width: number; height: number; type: string };
  /** ISO time, for articles. */
  publishedTime?: string;
  /** Keep the page out of search engines (an unlisted memorial, decision 020). */
  noindex?: boolean;
};

/** The robots tag of a page that search engines must not list; web.ts answers such a page with `X-Robots-Tag: noindex` too. */
export const NOINDEX_TAG = '<meta name="robots" content="noindex" />';

/** The head tags of a share preview; every value is escaped as attribute text. */
export function renderShareTags(page: SharePage): string {
  const meta = (attr: "name" | "property", key: string, value: string | number) => `<meta ${attr}="${key}" content="${escapeHtml(String(value))}" />`;
  return [
    ...(page.noindex ? [NOINDEX_TAG] : []),
    meta("name", "description", page.description),
    `<link rel="canonical" href="${escapeHtml(page.url)}" />`,
    meta("property", "og:type", page.type),
    meta("property", "og:site_name", page.siteName),
    meta("property", "og:title", page.title),
    meta("property", "og:description", page.description),
    meta("property", "og:url", page.url),
    meta("property", "og:image", page.image.url),
    meta("property", "og:image:width", page.image.width),
    meta("property", "og:image:height", page.image.height),
    meta("property", "og:image:type", page.image.type),
    meta("property", "og:image:alt", page.image.alt),
    ...(page.publishedTime ? [meta("property", "article:published_time", page.publishedTime)] : []),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", page.title),
    meta("name", "twitter:description", page.description),
    meta("name", "twitter:image", page.image.url),
    meta("name", "twitter:image:alt", page.image.alt),
  ].join("\n    ");
}

// Tags the template may already carry; they are replaced, never doubled.
const OLD_TAGS = [
  /<meta\s+name=["']description["'][^>]*>\s*/gi,
  /<meta\s+(?:property|name)=["'](?:og|twitter|article):[^"']*["'][^>]*>\s*/gi,
  /<link\s+rel=["']canonical["'][^>]*>\s*/gi,
  /<meta\s+name=["']robots["'][^>]*>\s*/gi,
];

/**
 * index.html with the page's title and share tags. Replacements use functions, so a `$&` in a
 * name is text, not a replacement pattern.
 */
export function withShareTags(html: string, page: SharePage): string {
  let out = OLD_TAGS.reduce((text, pattern) => text.replace(pattern, () => ""), html);
  const head = `<title>${escapeHtml(page.title)}</title>\n    ${renderShareTags(page)}\n`;
  if (/<title>[\s\S]*?<\/title>\s*/i.test(out)) out = out.replace(/<title>[\s\S]*?<\/title>\s*/i, () => `${head}    `);
  else out = out.replace(/<\/head>/i, () => `  ${head}  </head>`);
  return out;
}
