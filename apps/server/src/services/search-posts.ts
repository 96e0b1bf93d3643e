import { and, arrayContains, arrayOverlaps, count, eq, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { CATEGORIES, REMEMBRANCE_CATEGORIES } from "@kma/core/enums";
import { PAGE_SIZES } from "@kma/core/limits";
import { MESSAGES } from "@kma/core/messages";
import type { Db } from "../db/client";
import { listedPost, postSearchKeys, posts, searchKeyCounts, users } from "../db/schema";
import { pageOffset } from "../lib/paging";
import { foldPlace, searchWords } from "../lib/text";
import { postAuthorColumns, postCardColumns, type PostAuthorRow, type PostCardRow } from "../presenters/post-presenter";

/** What a visitor asked for, as POST /search-posts and /search-posts-count receive it (docs/api.md "Request details"). */
export type PostSearchInput = {
  author?: string | null;
  title?: string | null;
  query?: string | null;
  places?: string[] | null;
};

/**
 * A search resolved to what SQL needs. Every filter is ANDed with listedPost: drafts and
 * unlisted memorials appear in no public list, count or search (docs/api.md "Behaviour the spec
 * does not show"; decision 020). The key walks need no filter: such posts have no keys.
 */
export type PostSearch = {
  authorId?: string;
  /** Category titles, exactly as stored. */
  titles?: readonly string[];
  /** The search key of the category asked for: `t:Obituary`, or `t:Remembrance` for the three. */
  titleKey?: string;
  /** Folded place: the post's `places` array must hold it (title "place"). */
  place?: string;
  /** Folded places: the post is in any of them (`places: [..]` on search-posts). */
  anyPlace?: string[];
  /**
   * `words`: the folded words, each a prefix of some word of the post; `phrase`: the words
   * joined; `fuzzy`: long enough to look for other spellings when no post has the prefixes.
   */
  text?: { words: string[]; phrase: string; fuzzy: boolean };
  order: "newest" | "death";
  /** The asked text folded to nothing ("", "!!!"): no result can match. */
  nothing?: boolean;
};

/** All published posts, newest first: the FEED (latest-posts). */
export const ALL_PUBLISHED: PostSearch = { order: "newest" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Below this many letters a query is a prefix being typed ("kum", "siva"): another spelling
 * is not looked for (its few trigrams are common to most names). search-users follows it too.
 */
export const FUZZY_MIN_LETTERS = 5;

/**
 * Longest prefix stored as a search key (must equal the 10 in search_keys_of, migration
 * 0003). A longer query word walks its first 10 characters and is checked against search_text.
 */
export const SEARCH_PREFIX_MAX = 10;

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
    const place = foldPlace(query ?? "");
    if (place) search.place = place;
    else search.nothing = true;
    freeText = null;
  } else if (category === "recent") {
    search.order = "death";
  } else if (category === "remembrance") {
    search.titles = REMEMBRANCE_CATEGORIES;
    search.titleKey = "t:Remembrance";
  } else if (category) {
    const exact = CATEGORIES.find((c) => c.toLowerCase() === category);
    if (!exact) return MESSAGES.searchTitleInvalid;
    search.titles = [exact];
    search.titleKey = `t:${exact}`;
  }

  if (freeText !== null) {
    const words = searchWords(freeText);
    if (words.length === 0) search.nothing = true;
    else search.text = { words, phrase: words.join(" "), fuzzy: words.join("").length >= FUZZY_MIN_LETTERS };
  }

  if (places != null) {
    const folded = places.map(foldPlace).filter(Boolean);
    if (folded.length === 0) search.nothing = true;
    else search.anyPlace = folded;
  }
  return search;
}

/* ---------- The key walk: name, title and place searches (decision 010) ---------- */

const characters = (word: string) => Array.from(word); // code points, as SQL's left() counts
const wordKey = (word: string) => `w:${characters(word).slice(0, SEARCH_PREFIX_MAX).join("")}`;
const placeKey = (place: string) => `p:${place}`;

/**
 * The keys a post must all have to match, the one to walk first (the likeliest to be rare:
 * the longest word; a place or category only before words of 1 or 2 letters), and the words
 * longer than a key, checked against search_text. Null when the search is not a key walk:
 * an author's posts (posts_author_idx), `places: [..]` (posts_places_idx), RECENT's order.
 */
function keyPlan(search: PostSearch, { forCount = false } = {}) {
  if (search.authorId || search.anyPlace || (search.order !== "newest" && !forCount)) return null;
  const ranked: Array<{ key: string; rank: number }> = [];
  for (const word of search.text?.words ?? []) ranked.push({ key: wordKey(word), rank: Math.min(characters(word).length, SEARCH_PREFIX_MAX) });
  if (search.place) ranked.push({ key: placeKey(search.place), rank: 2.5 });
  if (search.titleKey) ranked.push({ key: search.titleKey, rank: 2.2 });
  if (ranked.length === 0) return null;
  const keys = [...new Set(ranked.sort((a, b) => b.rank - a.rank).map((r) => r.key))];
  const longWords = (search.text?.words ?? []).filter((w) => characters(w).length > SEARCH_PREFIX_MAX);
  return { walk: keys[0], others: keys.slice(1), longWords };
}
type KeyPlan = NonNullable<ReturnType<typeof keyPlan>>;

/**
 * The walked key's rows, newest first, that also hold every other key (a probe of the same
 * unique index: same published_at and post) and whose search_text has the long words.
 * `offset 0` keeps each probe a per-row filter on the ordered walk: without it the planner
 * may turn the EXISTS into a hash semi-join that first reads every row of the other key.
 */
function keyMatch({ walk, others, longWords }: KeyPlan, walkKey: SQL | string = walk): SQL {
  const k = postSearchKeys;
  return and(
    typeof walkKey === "string" ? eq(k.key, walkKey) : walkKey,
    ...others.map(
      (other) =>
        sql`exists (select 1 from ${postSearchKeys} as k2 where k2.key = ${other} and k2.published_at = ${k.publishedAt} and k2.post_id = ${k.postId} offset 0)`,
    ),
    ...longWords.map((word) => sql`exists (select 1 from ${posts} as p2 where p2.id = ${k.postId} and (' ' || p2.search_text) like ${`% ${word}%`} offset 0)`),
  ) as SQL;
}

/** One page of the walk, then the cards of just those 10 posts. */
function keyWalkQuery(db: Db, plan: KeyPlan, page: number) {
  const k = postSearchKeys;
  const hits = db
    .select({ postId: k.postId, publishedAt: k.publishedAt })
    .from(k)
    .where(keyMatch(plan))
    // Exactly the index's order (published_at DESC NULLS LAST, post_id), so no Sort node.
    .orderBy(sql`${k.publishedAt} desc nulls last`, k.postId)
    .limit(PAGE_SIZES.posts)
    .offset(pageOffset(page, PAGE_SIZES.posts))
    .as("hits");
  return db
    .select({ post: postCardColumns, author: postAuthorColumns })
    .from(hits)
    .innerJoin(posts, eq(posts.id, hits.postId))
    .innerJoin(users, eq(users.id, posts.authorId))
    .orderBy(sql`${hits.publishedAt} desc`, hits.postId);
}

/** A single place or category: its counter row. Anything else: the walk, counted from the index alone. */
function keyCountQuery(db: Db, plan: KeyPlan) {
  if (plan.others.length === 0 && plan.longWords.length === 0 && !plan.walk.startsWith("w:")) {
    return db.select({ total: searchKeyCounts.total }).from(searchKeyCounts).where(eq(searchKeyCounts.key, plan.walk));
  }
  return db.select({ total: count() }).from(postSearchKeys).where(keyMatch(plan));
}

/* ---------- Posts-table queries: the feed, RECENT, an author's posts, other spellings ---------- */

/**
 * "Other spellings" ("Shivakumar" finds "Sivakumar"): pg_trgm word similarity through
 * posts_search_trgm, at the default word_similarity_threshold (0.6). Only asked when no post
 * has the prefixes (searchPosts), so it never slows a search that the key walk answers.
 */
const similarTo = (phrase: string) => sql`${posts.searchText} %> ${phrase}`;
/** A word is a prefix of some word of search_text (single-spaced folded words). */
const hasWordPrefix = (word: string) => sql`(' ' || ${posts.searchText}) like ${`% ${word}%`}`;

function whereFor(search: PostSearch, { fuzzy = false } = {}): SQL | undefined {
  if (search.nothing) return sql`false`;
  const text = search.text;
  return and(
    listedPost,
    search.authorId ? eq(posts.authorId, search.authorId) : undefined,
    search.titles ? (search.titles.length === 1 ? eq(posts.title, search.titles[0]) : inArray(posts.title, [...search.titles])) : undefined,
    search.place ? arrayContains(posts.places, [search.place]) : undefined,
    search.anyPlace ? arrayOverlaps(posts.places, search.anyPlace) : undefined,
    ...(text ? (fuzzy ? [similarTo(text.phrase)] : text.words.map(hasWordPrefix)) : []),
  );
}

/**
 * Orders written to match the partial indexes key for key (including NULLS LAST), so that
 * posts_published_idx, posts_title_published_idx and posts_death_sort_idx serve them; `id`
 * makes the order total, so pages never repeat or skip a post.
 */
function orderFor(search: PostSearch, { fuzzy = false } = {}): SQL[] {
  const newest = [sql`${posts.publishedAt} desc nulls last`, sql`${posts.id}`];
  if (fuzzy && search.text) return [sql`word_similarity(${search.text.phrase}, ${posts.searchText}) desc`, ...newest];
  return search.order === "death" ? [sql`${posts.deathSort} desc nulls last`, ...newest] : newest;
}

function postsTableQuery(db: Db, search: PostSearch, page: number, options: { fuzzy?: boolean } = {}) {
  return db
    .select({ post: postCardColumns, author: postAuthorColumns })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(whereFor(search, options))
    .orderBy(...orderFor(search, options))
    .limit(PAGE_SIZES.posts)
    .offset(pageOffset(page, PAGE_SIZES.posts));
}

/** The other-spellings page (posts_search_trgm), asked only when no post has the prefixes. Exposed for EXPLAIN. */
export function postSimilarQuery(db: Db, search: PostSearch, page: number) {
  return postsTableQuery(db, search, page, { fuzzy: true });
}

type CardRow = { post: PostCardRow; author: PostAuthorRow };
type Runnable<Row> = SQLWrapper & PromiseLike<Row[]>;

/** The page query a search runs first (the key walk when it is one). Exposed so tests and the bench can EXPLAIN it. */
export function postSearchQuery(db: Db, search: PostSearch, page: number): Runnable<CardRow> {
  const plan = keyPlan(search);
  return plan ? keyWalkQuery(db, plan, page) : postsTableQuery(db, search, page);
}

/** The count query a search runs first. Exposed so tests and the bench can EXPLAIN it. */
export function postCountQuery(db: Db, search: PostSearch): Runnable<{ total: number }> {
  const plan = keyPlan(search, { forCount: true });
  return plan ? keyCountQuery(db, plan) : db.select({ total: count() }).from(posts).where(whereFor(search));
}

/** Whether any published post has every prefix of the search (the first row of its walk). */
async function anyPrefixMatch(db: Db, search: PostSearch): Promise<boolean> {
  const plan = keyPlan(search, { forCount: true });
  const query = plan
    ? db
        .select({ one: sql`1` })
        .from(postSearchKeys)
        .where(keyMatch(plan))
        .limit(1)
    : db
        .select({ one: sql`1` })
        .from(posts)
        .where(whereFor(search))
        .limit(1);
  return (await query).length > 0;
}

/**
 * A page of posts, newest first. A text of FUZZY_MIN_LETTERS or more that no post has as
 * prefixes is then looked for as other spellings, closest first (decision 010).
 */
export async function searchPosts(db: Db, search: PostSearch, page: number): Promise<CardRow[]> {
  if (search.nothing) return [];
  const rows = await postSearchQuery(db, search, page);
  if (rows.length > 0 || !search.text?.fuzzy) return rows;
  if (page > 1 && (await anyPrefixMatch(db, search))) return rows; // past the end of the prefix matches
  return postSimilarQuery(db, search, page);
}

export async function countPosts(db: Db, search: PostSearch): Promise<number> {
  if (search.nothing) return 0;
  const [row] = await postCountQuery(db, search);
  const total = row?.total ?? 0;
  if (total > 0 || !search.text?.fuzzy) return total;
  const [fuzzy] = await db
    .select({ total: count() })
    .from(posts)
    .where(whereFor(search, { fuzzy: true }));
  return fuzzy.total;
}

/**
 * Home's PLACE chips: how many posts (also matching `search`) each place has, in ONE query.
 * With no other filter, the counter rows (search_key_counts); with a category or text, the
 * places' key ranges counted from the index; with an author, the author's posts.
 */
export function placeCountsQuery(db: Db, search: PostSearch, places: string[]): Runnable<{ key: string; total: number }> {
  const keys = [...new Set(places.map((p) => placeKey(foldPlace(p))))];
  const k = postSearchKeys;
  const filters = keyPlan(search, { forCount: true });
  if (!search.authorId && !search.anyPlace && !filters) {
    return db.select({ key: searchKeyCounts.key, total: searchKeyCounts.total }).from(searchKeyCounts).where(inArray(searchKeyCounts.key, keys));
  }
  if (filters) {
    // Each place's range is the walk; every filter key becomes a probe.
    const plan: KeyPlan = { walk: "", others: [filters.walk, ...filters.others], longWords: filters.longWords };
    return db
      .select({ key: k.key, total: count() })
      .from(k)
      .where(keyMatch(plan, inArray(k.key, keys)))
      .groupBy(k.key);
  }
  const place = sql<string>`'p:' || unnest(${posts.places})`;
  return db
    .select({ key: sql<string>`place_key`, total: count() })
    .from(
      db
        .select({ placeKey: place.as("place_key") })
        .from(posts)
        .where(
          and(
            whereFor(search),
            arrayOverlaps(
              posts.places,
              keys.map((key) => key.slice(2)),
            ),
          ),
        )
        .as("author_places"),
    )
    .where(sql`place_key in ${keys}`)
    .groupBy(sql`place_key`);
}

export async function countPostsByPlace(db: Db, search: PostSearch, places: string[]): Promise<Record<string, number>> {
  if (places.length === 0 || search.nothing) return Object.fromEntries(places.map((p) => [p, 0]));
  const totals = new Map((await placeCountsQuery(db, search, places)).map((row) => [row.key, Number(row.total)]));
  return Object.fromEntries(places.map((place) => [place, totals.get(placeKey(foldPlace(place))) ?? 0]));
}
