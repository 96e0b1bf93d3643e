import crypto from "node:crypto";
import { tamilToLatin } from "./tamil-to-latin";

/**
 * Lower-case and strip every combining mark: for slugs (makeBlogId), which must stay ASCII.
 * Not for search: it deletes Tamil vowel signs and virama (see foldSearchText).
 */
export function foldText(value: string): string {
  return value.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/**
 * Search folding: compatibility-decomposed, lower-case, with only the Latin combining
 * diacritics (U+0300-U+036F) removed, so "Sélvarâjah" finds "selvarajah" while Tamil keeps
 * the vowel signs and virama that are part of its letters ("சிவகுமார்" stays itself). The
 * migration 0003 folds legacy rows with the same steps in SQL.
 */
export function foldSearchText(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/**
 * Folded words of a text: runs of letters, digits and marks (a Tamil word keeps its signs),
 * everything else is a break. Words hold no punctuation, so no query syntax can reach SQL.
 */
export function searchWords(text: string): string[] {
  return foldSearchText(text)
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean);
}

/** A place as stored in `posts.places` and matched by the PLACE tab and chips: folded, single-spaced. */
export function foldPlace(value: string): string {
  return foldSearchText(value).trim().replace(/\s+/g, " ");
}

const SUFFIX_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";
export function randomSuffix(length = 6): string {
  const bytes = crypto.randomBytes(length);
  return Array.from(bytes, (b) => SUFFIX_ALPHABET[b % SUFFIX_ALPHABET.length]).join("");
}

/** The readable part of a slug: ASCII words joined by hyphens, Tamil script transliterated; "" when nothing is left. */
export function slugWords(...names: string[]): string {
  return (
    foldText(tamilToLatin(names.join(" ")))
      .replace(/[^a-z0-9]+/g, "-")
      // A run of dashes at the end is looked for only from the run's start (not again from each
      // dash in it, quadratic in a long run).
      .replace(/^-+|(?<!-)-+$/g, "")
      .slice(0, 60)
      .replace(/(?<!-)-+$/, "")
  );
}

/**
 * URL-safe slug from a name plus a short random suffix: `ravi-kumar-7f3k2q` (docs/api.md). A name
 * in Tamil script reads in Latin letters (`சிவகுமார் இராசையா` -> `sivakumar-irasaiya-7f3k2q`).
 */
export function makeBlogId(...names: string[]): string {
  return `${slugWords(...names) || "memorial"}-${randomSuffix()}`;
}

/**
 * A new memorial's slug: from its name, or, when that leaves nothing readable, from its
 * Tamil-script name (so a memorial written only in Tamil never gets `memorial-xxxx`).
 */
export function makePostBlogId(post: { firstname: string; lastname: string; tamilfirstname?: string; tamillastname?: string }): string {
  const words = slugWords(post.firstname, post.lastname) || slugWords(post.tamilfirstname ?? "", post.tamillastname ?? "");
  return `${words || "memorial"}-${randomSuffix()}`;
}
