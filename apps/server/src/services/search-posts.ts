import { and, arrayContains, arrayOverlaps, count, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { CATEGORIES, REMEMBRANCE_CATEGORIES } from "@kma/core/enums";
import { PAGE_SIZES } from "@kma/core/limits";
import { MESSAGES } from "@kma/core/messages";
import type { Db } from "../db/client";
import { posts, users } from "../db/schema";
import { pageOffset } from "../lib/paging";
import { foldText } from "../lib/text";
import { postAuthorColumns, postCardColumns } from "../presenters/post-presenter";

/** What a visitor asked for, as POST /search-posts and /search-posts-count receive it (API.md "Request details"). */
export type PostSearchInput = {
  author?: string | null;
  title?: string | null;
  query?: string | null;
  places?: string[] | null;
};

/**
 * A search resolved to what SQL needs. Every filter is ANDed with `draft = false`: drafts
 * appear in no public list, count or search (API.md "Behaviour the spec does not show").
 */
export type PostSearch = {
  authorId?: string;
  /** Category titles, exactly as stored. */
  titles?: readonly string[];
  /** Folded place: the post's `places` array must hold it (title "place"). */
  place?: string;
  /** Folded places: the post is in any of them (`places: [..]` on search-posts). */
  anyPlace?: string[];
  /**
   * `prefix`: each word as a prefix term, joined with & (to_tsquery); `phrase`: the folded
   * words; `fuzzy`: also match other spellings of the phrase (trigram), for phrases long enough.
   */
  text?: { prefix: string; phrase: string; fuzzy: boolean };
  order: "newest" | "death" | "relevance";
  /** The asked text folded to nothing ("", "!!!"): no result can match. */
  nothing?: boolean;
};

/** All published posts, newest first: the FEED (latest-posts). */
export const ALL_PUBLISHED: PostSearch = { order: "newest" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Below this many letters a query is a prefix being typed ("kum", "siva"): its few trigrams
 * are common to most names, so a spelling match would read most of posts_search_trgm and
 * recheck every row (6 ms against 1 ms on 5,000 posts) without finding another spelling.
 */
export const FUZZY_MIN_LETTERS = 5;

/** Folded words of a search text: letters and digits only, so the prefix query needs no escaping. */
export function searchWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Turns the request into a PostSearch, or the sentence of a 400. `title` (any case):
 * "Obituary" or any exact category; "Remembrance" = the three remembrance categories;
 * "Recent" = every post, newest date of death first; "place" = `query` is a place name.
 * Otherwise `query` is free text. Filters given together all apply. With `anyFilterOptional`
 * (the place chips' count), no filter at all means every published post.
 */
export function resolvePostSearch(input: PostSearchInput, { anyFilterOptional = false } = {}): PostSearch | string {
  const { author, title, query, places } = input;
  if (!anyFilterOptional && author == null && !title && query == null && places == null) return MESSAGES.searchTextRequired;
  const search: PostSearch = { order: "newest" };

  if (author != null) {
    if (!UUID.test(author)) return MESSAGES.searchAuthorInvalid;
    search.authorId = author;
  }

  let freeText = query ?? null;
  const category = (title ?? "").trim().toLowerCase();
  if (category === "place") {
    const place = foldText(query ?? "");
    if (place) search.place = place;
    else search.nothing = true;
    freeText = null;
  } else if (category === "recent") {
    search.order = "death";
  } else if (category === "remembrance") {
    search.titles = REMEMBRANCE_CATEGORIES;
  } else if (category) {
    const exact = CATEGORIES.find((c) => c.toLowerCase() === category);
    if (!exact) return MESSAGES.searchTitleInvalid;
    search.titles = [exact];
  }

  if (freeText !== null) {
    const words = searchWords(freeText);
    if (words.length === 0) search.nothing = true;
    else {
      const phrase = words.join(" ");
      search.text = { prefix: words.map((w) => `${w}:*`).join(" & "), phrase, fuzzy: words.join("").length >= FUZZY_MIN_LETTERS };
      if (search.order === "newest") search.order = "relevance";
    }
  }

  if (places != null) {
    const folded = places.map(foldText).filter(Boolean);
    if (folded.length === 0) search.nothing = true;
    else search.anyPlace = folded;
  }
  return search;
}

/**
 * Word-prefix match through posts_search_fts ("kum" finds "Kumar"), OR a trigram word
 * similarity through posts_search_trgm that forgives Latin spellings of Tamil names
 * ("Shivakumar" finds "Sivakumar"). `%>` uses pg_trgm.word_similarity_threshold (0.6 by
 * default): low enough for one changed or added letter in a long name, high enough that
 * a short query does not match unrelated names. The 'simple' config literals must stay as
 * written: the planner matches them against the index expression.
 */
const prefixMatch = (prefix: string) => sql`to_tsvector('simple', ${posts.searchText}) @@ to_tsquery('simple', ${prefix})`;
const similarTo = (phrase: string) => sql`${posts.searchText} %> ${phrase}`;

function whereFor(search: PostSearch): SQL | undefined {
  if (search.nothing) return sql`false`;
  return and(
    eq(posts.draft, false),
    search.authorId ? eq(posts.authorId, search.authorId) : undefined,
    search.titles ? (search.titles.length === 1 ? eq(posts.title, search.titles[0]) : inArray(posts.title, [...search.titles])) : undefined,
    search.place ? arrayContains(posts.places, [search.place]) : undefined,
    search.anyPlace ? arrayOverlaps(posts.places, search.anyPlace) : undefined,
    search.text ? (search.text.fuzzy ? or(prefixMatch(search.text.prefix), similarTo(search.text.phrase)) : prefixMatch(search.text.prefix)) : undefined,
  );
}

/**
 * Orders written to match the partial indexes key for key (including NULLS LAST), so that
 * posts_published_idx, posts_title_published_idx and posts_death_sort_idx serve them; `id`
 * makes the order total, so pages never repeat or skip a post.
 */
function orderFor(search: PostSearch): SQL[] {
  const newest = [sql`${posts.publishedAt} desc nulls last`, sql`${posts.id}`];
  switch (search.order) {
    case "newest":
      return newest;
    case "death":
      return [sql`${posts.deathSort} desc nulls last`, ...newest];
    case "relevance": {
      if (!search.text) return newest;
      // Prefix matches first (when other spellings are in), then the closest words, then the newest.
      const { prefix, phrase, fuzzy } = search.text;
      const closest = [sql`word_similarity(${phrase}, ${posts.searchText}) desc`, ...newest];
      return fuzzy ? [sql`${prefixMatch(prefix)} desc`, ...closest] : closest;
    }
  }
}

/** The page of cards, authors joined in the same query. Exposed as a query so tests and the bench can EXPLAIN it. */
export function postSearchQuery(db: Db, search: PostSearch, page: number) {
  return db
    .select({ post: postCardColumns, author: postAuthorColumns })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(whereFor(search))
    .orderBy(...orderFor(search))
    .limit(PAGE_SIZES.posts)
    .offset(pageOffset(page, PAGE_SIZES.posts));
}

export function postCountQuery(db: Db, search: PostSearch) {
  return db.select({ total: count() }).from(posts).where(whereFor(search));
}

export async function searchPosts(db: Db, search: PostSearch, page: number) {
  return search.nothing ? [] : postSearchQuery(db, search, page);
}

export async function countPosts(db: Db, search: PostSearch): Promise<number> {
  if (search.nothing) return 0;
  const [row] = await postCountQuery(db, search);
  return row.total;
}

/**
 * Home's PLACE chips: how many posts (also matching `search`) each place has, in ONE query:
 * the GIN index on `places` finds the posts in any of them, then one filtered count per
 * place. Keys are the places as given.
 */
export function placeCountsQuery(db: Db, search: PostSearch, places: string[]) {
  const folded = places.map(foldText);
  const columns = Object.fromEntries(
    folded.map((place, i) => [`c${i}`, sql<number>`count(*) filter (where ${arrayContains(posts.places, [place])})`.mapWith(Number)]),
  );
  return db
    .select(columns)
    .from(posts)
    .where(and(whereFor(search), arrayOverlaps(posts.places, folded)));
}

export async function countPostsByPlace(db: Db, search: PostSearch, places: string[]): Promise<Record<string, number>> {
  if (places.length === 0 || search.nothing) return Object.fromEntries(places.map((p) => [p, 0]));
  const [row] = await placeCountsQuery(db, search, places);
  return Object.fromEntries(places.map((place, i) => [place, row[`c${i}`]]));
}
