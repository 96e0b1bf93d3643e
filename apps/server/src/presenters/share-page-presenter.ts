import type { Post, User } from "../db/schema";
import type { SharePage } from "../lib/html-head";

/**
 * Rows -> what a link preview shows. Only published posts reach presentPostSharePage: a draft
 * or unknown post gets the generic page, so its name never leaves the server.
 */

export const SITE_NAME = "Keep Memories Alive";
export const GENERIC_TITLE = `${SITE_NAME} — obituaries and remembrance notices`;
export const GENERIC_DESCRIPTION =
  "Keep Memories Alive: publish obituaries and remembrance notices, and gather memories, photos and tributes from family and friends.";
export const OG_IMAGE = { width: 1200, height: 630, type: "image/jpeg" } as const;
const DESCRIPTION_MAX = 200;

export type SharePost = Pick<
  Post,
  "blogId" | "title" | "firstname" | "lastname" | "birthyear" | "deathyear" | "birthcity" | "birthcountry" | "deathcity" | "deathcountry" | "memorywall" | "publishedAt" | "updatedAt"
>;

export const fullName = (post: Pick<Post, "firstname" | "lastname">) => [post.firstname, post.lastname].map((s) => s.trim()).filter(Boolean).join(" ");

/** "1950 – 2024", or "" unless both years are known. */
export const lifeYears = (post: Pick<Post, "birthyear" | "deathyear">) =>
  post.birthyear.trim() && post.deathyear.trim() ? `${post.birthyear.trim()} – ${post.deathyear.trim()}` : "";

/** The cache-busting version of a post's card: a changed portrait or name changes updatedAt. */
export const ogVersion = (post: Pick<Post, "updatedAt">) => post.updatedAt.getTime();
export const postOgImageUrl = (publicUrl: string, post: Pick<Post, "blogId" | "updatedAt">) =>
  `${publicUrl}/api/og/${post.blogId}.jpg?v=${ogVersion(post)}`;
export const siteOgImageUrl = (publicUrl: string) => `${publicUrl}/api/og/site.jpg`;

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/** Cut at a word boundary so the whole is at most `max` characters, ending in an ellipsis. */
function clip(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join("");
  const atWord = cut.replace(/\s+\S*$/, "");
  return `${(atWord.length > max / 2 ? atWord : cut).replace(/[\s,.;:·–-]+$/, "")}…`;
}

function firstSentence(story: string): string {
  const paragraph = squash(story.split(/\n\s*\n/).find((p) => p.trim()) ?? "");
  return /^.*?[.!?।](?=\s|$)/u.exec(paragraph)?.[0] ?? paragraph;
}

/** "Obituary · Born Jaffna, Sri Lanka · Passed away Toronto, Canada. He taught us patience." */
export function postDescription(post: SharePost): string {
  const place = (city: string, country: string) => [city, country].map(squash).filter(Boolean).join(", ");
  const born = place(post.birthcity, post.birthcountry);
  const died = place(post.deathcity, post.deathcountry);
  const facts = [squash(post.title), born && `Born ${born}`, died && `Passed away ${died}`].filter(Boolean).join(" · ");
  const sentence = firstSentence(post.memorywall);
  const text = [facts, sentence].filter(Boolean).join(facts && sentence ? ". " : "");
  return clip(text || GENERIC_DESCRIPTION, DESCRIPTION_MAX);
}

export function presentPostSharePage(post: SharePost, publicUrl: string): SharePage {
  const name = squash(fullName(post));
  const years = lifeYears(post);
  const title = `${name}${years ? ` (${years})` : ""} | ${SITE_NAME}`;
  return {
    title,
    description: postDescription(post),
    url: `${publicUrl}/post/${encodeURIComponent(post.blogId)}`,
    type: "article",
    siteName: SITE_NAME,
    image: { ...OG_IMAGE, url: postOgImageUrl(publicUrl, post), alt: `${name}${years ? `, ${years}` : ""}: in loving memory` },
    publishedTime: post.publishedAt?.toISOString(),
  };
}

export function presentUserSharePage(user: Pick<User, "fullname" | "username" | "bio">, publicUrl: string): SharePage {
  const title = `${squash(user.fullname)} (@${user.username}) | ${SITE_NAME}`;
  return {
    ...presentGenericSharePage(`/user/${encodeURIComponent(user.username)}`, publicUrl),
    title,
    type: "profile",
    description: clip(squash(user.bio) || `Memorials published by ${squash(user.fullname)} on ${SITE_NAME}.`, DESCRIPTION_MAX),
  };
}

/** Any other page: the site's own title, description and brand card; canonical is the path asked for. */
export function presentGenericSharePage(pathname: string, publicUrl: string): SharePage {
  return {
    title: GENERIC_TITLE,
    description: GENERIC_DESCRIPTION,
    url: `${publicUrl}${pathname}`,
    type: "website",
    siteName: SITE_NAME,
    image: { ...OG_IMAGE, url: siteOgImageUrl(publicUrl), alt: `${SITE_NAME}: obituaries and remembrance notices` },
  };
}
