import crypto from "node:crypto";

/** Lower-case and strip accents, so "Sélvarâjah" finds "selvarajah". */
export function foldText(value: string): string {
  return value.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

const SUFFIX_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";
export function randomSuffix(length = 6): string {
  const bytes = crypto.randomBytes(length);
  return Array.from(bytes, (b) => SUFFIX_ALPHABET[b % SUFFIX_ALPHABET.length]).join("");
}

/** URL-safe slug from a name plus a short random suffix: `ravi-kumar-7f3k2q` (API.md). */
export function makeBlogId(...names: string[]): string {
  const base = foldText(names.join(" "))
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${base || "memorial"}-${randomSuffix()}`;
}
