import type { Locale } from "@kma/core/i18n/locales";
import type { PostCard } from "@kma/core/posts/post-answer-shapes";
import { formatDayMonthYear } from "../../lib/dates";

/** A list item of docs/api.md ("List items"): what latest, search, profile and most-engaged lists return (packages/core post-answer-shapes.ts). */
export type { PostCard };

export const fullNameOf = (post: Pick<PostCard, "firstname" | "lastname">) => [post.firstname, post.lastname].filter(Boolean).join(" ");

/**
 * The name in Tamil script shown with the English one, or "" when there is none or
 * it only repeats the main name (a family that wrote that in Tamil too). Show it with lang="ta".
 */
export function tamilNameOf(post: Pick<PostCard, "firstname" | "lastname" | "tamilfirstname" | "tamillastname">): string {
  const tamil = [post.tamilfirstname, post.tamillastname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return tamil === fullNameOf(post).trim() ? "" : tamil;
}

const joinParts = (...parts: Array<string | null | undefined>) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ");

export const birthDateOf = (post: PostCard, locale: Locale = "en") => formatDayMonthYear(post.birthdate, post.birthmonth, post.birthyear, locale);
export const deathDateOf = (post: PostCard, locale: Locale = "en") => formatDayMonthYear(post.deathdate, post.deathmonth, post.deathyear, locale);

/** The words around the places line's places; the card passes them in the page's language. */
export type PlacesWords = { bornIn: (place: string) => string; passedAwayIn: (place: string) => string };
const ENGLISH_PLACES: PlacesWords = { bornIn: (place) => `Born in ${place}`, passedAwayIn: (place) => `Passed away in ${place}` };

/** 'Born in Jaffna, Sri Lanka · Passed away in Toronto, Canada' (city and country, docs/spec.md "Memorial card"). */
export function placesLineOf(post: PostCard, words: PlacesWords = ENGLISH_PLACES): string {
  const born = joinParts(post.birthcity, post.birthcountry);
  const died = joinParts(post.deathcity, post.deathcountry);
  return [born && words.bornIn(born), died && words.passedAwayIn(died)].filter(Boolean).join(" · ");
}

/** The card's clamped text: the opening of the memory wall story when given one (no list answer carries it), else where they lived. */
export function descriptionOf(post: PostCard & { memorywall?: string }, words: PlacesWords = ENGLISH_PLACES): string {
  const story = post.memorywall?.trim();
  return story ? story.split(/\n\s*\n/)[0]!.replace(/\s+/g, " ") : placesLineOf(post, words);
}

export const tributeCountOf = (post: PostCard) => post.activity?.total_tributes ?? 0;
