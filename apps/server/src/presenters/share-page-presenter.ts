import { DEFAULT_LOCALE, type Locale } from "@kma/core/i18n/locales";
import { optionLabelKey } from "@kma/core/i18n/option-labels";
import { translate } from "@kma/core/i18n/translate";
import type { Post, User } from "../db/schema";
import type { SharePage } from "../lib/html-head";

/**
 * Rows -> what a link preview shows. Only published posts reach presentPostSharePage: a draft
 * or unknown post gets the generic page, so its name never leaves the server. Every text is in
 * the reader's language (catalog area `meta`); names, places and the story stay as the family wrote them.
 */

export const SITE_NAME = "Keep Memories Alive";
export const OG_IMAGE = { width: 1200, height: 630, type: "image/jpeg" } as const;
const DESCRIPTION_MAX = 200;

export type SharePost = Pick<
  Post,
  | "blogId"
  | "title"
  | "firstname"
  | "lastname"
  | "tamilfirstname"
  | "tamillastname"
  | "birthyear"
  | "deathyear"
  | "birthcity"
  | "birthcountry"
  | "deathcity"
  | "deathcountry"
  | "memorywall"
  | "publishedAt"
  | "updatedAt"
  | "visibility"
>;

export const fullName = (post: Pick<Post, "firstname" | "lastname">) =>
  [post.firstname, post.lastname]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(" ");

/**
 * The name in Tamil script shown beside the English one, or "" when there is none
 * or it only repeats the name (a family that wrote the main name in Tamil too).
 */
export function tamilFullName(post: Pick<Post, "firstname" | "lastname" | "tamilfirstname" | "tamillastname">): string {
  const tamil = [post.tamilfirstname, post.tamillastname]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(" ");
  return tamil === fullName(post) ? "" : tamil;
}

/** "1950 – 2024", or "" unless both years are known. */
export const lifeYears = (post: Pick<Post, "birthyear" | "deathyear">) =>
  post.birthyear.trim() && post.deathyear.trim() ? `${post.birthyear.trim()} – ${post.deathyear.trim()}` : "";

/** The cache-busting version of a post's card: a changed portrait or name changes updatedAt. */
export const ogVersion = (post: Pick<Post, "updatedAt">) => post.updatedAt.getTime();
export const postOgImageUrl = (publicUrl: string, post: Pick<Post, "blogId" | "updatedAt">) => `${publicUrl}/api/og/${post.blogId}.jpg?v=${ogVersion(post)}`;
export const siteOgImageUrl = (publicUrl: string) => `${publicUrl}/api/og/site.jpg`;

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/** Cut at a word boundary so the whole is at most `max` characters, ending in an ellipsis. */
function clip(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join("");
  // Each run (of spaces, of trailing punctuation) is tried from its start only: tried again
  // from inside it, the search would read it to its end once per character (quadratic).
  const atWord = cut.replace(/(?<!\s)\s+\S*$/, "");
  return `${(atWord.length > max / 2 ? atWord : cut).replace(/(?<![\s,.;:·–-])[\s,.;:·–-]+$/, "")}…`;
}

function firstSentence(story: string): string {
  const paragraph = squash(story.split(/\n\s*\n/).find((p) => p.trim()) ?? "");
  return /^.*?[.!?।](?=\s|$)/u.exec(paragraph)?.[0] ?? paragraph;
}

/** The category as the reader's language names it ("Obituary" is மரண அறிவித்தல் in Tamil). */
function categoryText(title: string, locale: Locale): string {
  const key = optionLabelKey(squash(title));
  return key ? translate(locale, key) : squash(title);
}

/** "சிவகுமார் இராசையா · Obituary · Born Jaffna, Sri Lanka · Passed away Toronto, Canada. He taught us patience." */
export function postDescription(post: SharePost, locale: Locale = DEFAULT_LOCALE): string {
  const place = (city: string, country: string) => [city, country].map(squash).filter(Boolean).join(", ");
  const born = place(post.birthcity, post.birthcountry);
  const died = place(post.deathcity, post.deathcountry);
  const facts = [
    squash(tamilFullName(post)),
    categoryText(post.title, locale),
    born && translate(locale, "meta.born", { place: born }),
    died && translate(locale, "meta.passedAway", { place: died }),
  ]
    .filter(Boolean)
    .join(" · ");
  const sentence = firstSentence(post.memorywall);
  const text = [facts, sentence].filter(Boolean).join(facts && sentence ? ". " : "");
  return clip(text || translate(locale, "meta.genericDescription"), DESCRIPTION_MAX);
}

export function presentPostSharePage(post: SharePost, publicUrl: string, locale: Locale = DEFAULT_LOCALE): SharePage {
  const tamil = squash(tamilFullName(post));
  const name = squash(fullName(post)) + (tamil ? ` · ${tamil}` : "");
  const years = lifeYears(post);
  const title = translate(locale, years ? "meta.postTitleYears" : "meta.postTitle", { name, years });
  return {
    title,
    description: postDescription(post, locale),
    url: `${publicUrl}/post/${encodeURIComponent(post.blogId)}`,
    type: "article",
    siteName: SITE_NAME,
    image: {
      ...OG_IMAGE,
      url: postOgImageUrl(publicUrl, post),
      alt: translate(locale, years ? "meta.postImageAltYears" : "meta.postImageAlt", { name, years }),
    },
    publishedTime: post.publishedAt?.toISOString(),
    // An unlisted memorial previews normally where its link is shared, but no search engine lists it (decision 020).
    noindex: post.visibility === "unlisted",
  };
}

export function presentUserSharePage(user: Pick<User, "fullname" | "username" | "bio">, publicUrl: string, locale: Locale = DEFAULT_LOCALE): SharePage {
  const title = `${squash(user.fullname)} (@${user.username}) | ${SITE_NAME}`;
  return {
    ...presentGenericSharePage(`/user/${encodeURIComponent(user.username)}`, publicUrl, locale),
    title,
    type: "profile",
    description: clip(squash(user.bio) || translate(locale, "meta.userDescription", { name: squash(user.fullname) }), DESCRIPTION_MAX),
  };
}

/** Any other page: the site's own title, description and brand card; canonical is the path asked for. */
export function presentGenericSharePage(pathname: string, publicUrl: string, locale: Locale = DEFAULT_LOCALE): SharePage {
  return {
    title: translate(locale, "meta.genericTitle"),
    description: translate(locale, "meta.genericDescription"),
    url: `${publicUrl}${pathname}`,
    type: "website",
    siteName: SITE_NAME,
    image: { ...OG_IMAGE, url: siteOgImageUrl(publicUrl), alt: translate(locale, "meta.siteImageAlt") },
  };
}
