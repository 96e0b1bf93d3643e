import { getTableColumns, sql, type SQL } from "drizzle-orm";
import { PLACES, backgroundPresetPath } from "@kma/core/enums";
import { avatarUrl } from "../lib/avatar";
import { hashPassword } from "../lib/passwords";
import { makePostBlogId } from "../lib/text";
import { derivePostColumns } from "./derive-post-columns";
import { countsOnProfileSql } from "./author-post-count";
import { rebuildSearchData } from "./rebuild-search-data";
import type { Db, Tx } from "./client";
import {
  COMMENTS,
  FEMALE_NAMES,
  MALE_NAMES,
  PLACE_TOWNS,
  REPLIES,
  SURNAMES,
  TAMIL_NAMES,
  TRIBUTES,
  VISITORS,
  demoPostFields,
  publishedAfterDeath,
  seededRandom,
} from "./demo-data";
import { posts } from "./schema";

/**
 * Demo data at real scale, for `npm run bench` and `npm run seed -- --posts N`: accounts,
 * published memorials (a few drafts), memory-wall messages with replies, tributes, album
 * entries and likes. A plan (planEngagement) decides how many of each every new memorial
 * gets; posts are made in JS by the same vocabulary and derivation as the app
 * (demoPostFields, derivePostColumns), with those counters, in batches of 500; everything
 * that hangs off them is made by the database in a handful of INSERT ... SELECT FROM
 * generate_series statements, as many rows as the counters say, never one statement per
 * row. refreshDerivedData then sets every counter from counts (changing nothing when the
 * build went as planned), so they equal the rows they count.
 *
 * Bulk accounts are `bulkN@bulk.keepmemoriesalive.org`. Calling the builder again with a
 * larger `posts` grows the same data (the bench measures search at 10k, grows to 100k, and
 * measures again); the new messages go to the new posts.
 */

export const BULK_DOMAIN = "@bulk.keepmemoriesalive.org";
/** Every bulk account's password (one hash, computed once). */
export const BULK_PASSWORD = "Memories123";

export type BulkTarget = {
  /** Bulk memorials in the database when done (published and a few drafts). */
  posts: number;
  /** Memory-wall messages (top-level and replies) on bulk memorials when done; default 10 a post. */
  comments?: number;
  /** Progress lines. */
  log?: (line: string) => void;
};

export type BulkSummary = {
  users: number;
  posts: number;
  drafts: number;
  comments: number;
  replies: number;
  tributes: number;
  imageEntries: number;
  likes: number;
  /** The memorials with the most messages (10,000+ at 100k posts and 1M messages). */
  hotPosts: number;
};

const BATCH = 500;
/** One author for about two memorials: 50,000 accounts at 100,000 posts. */
const POSTS_PER_USER = 2;
const DRAFT_EVERY = 50;
/** Every 8th memorial also carries its name in Tamil script (in tamilfirstname), when we have it. */
const TAMIL_EVERY = 8;
const REPLY_SHARE = 0.25;
/** A hot memorial per 20,000 new posts (at least one), with up to 12,000 top-level messages. */
const POSTS_PER_HOT = 20_000;
const HOT_MESSAGES = 12_000;
const SUFFIX_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/** A 6-letter blog_id suffix from the bulk index: unique, so two bulk posts never collide. */
function suffixOf(n: number): string {
  let out = "";
  for (let i = 0; i < 6; i++, n = Math.floor(n / SUFFIX_ALPHABET.length)) out = SUFFIX_ALPHABET[n % SUFFIX_ALPHABET.length] + out;
  return out;
}

/** A literal text[] of our own vocabulary (never user input). */
function words(list: readonly string[]): SQL {
  return sql.raw(`array[${list.map((w) => `'${w.replaceAll("'", "''")}'`).join(",")}]::text[]`);
}
/** One element of `list`, chosen by a [0, 1) number. */
const pick = (list: readonly string[], r: SQL) => sql`(${words(list)})[1 + floor(${r} * ${sql.raw(String(list.length))})::int]`;
/** A uniform [0, 1) number from an integer: the same input gives the same number on every run and both databases. */
const rnd = (seed: SQL) => sql`((hashint8((${seed})::bigint)::bigint + 2147483648) / 4294967296.0)`;

/**
 * One INSERT for a batch of posts, the rows as ONE json parameter (jsonb_populate_recordset):
 * far less to build and bind than 500 rows of 55 parameters. Returns the ids inserted.
 */
async function insertPosts(db: Db, batch: Array<typeof posts.$inferInsert>): Promise<string[]> {
  const columns = getTableColumns(posts);
  const keys = Object.keys(batch[0]) as Array<keyof typeof columns>;
  const names = sql.raw(keys.map((key) => `"${columns[key].name}"`).join(", "));
  const json = batch.map((row) => Object.fromEntries(keys.map((key) => [columns[key].name, row[key] ?? null])));
  const inserted = await rows<{ id: string }>(
    db,
    sql`insert into posts (${names}) select ${names} from jsonb_populate_recordset(null::posts, ${JSON.stringify(json)}::jsonb)
      on conflict do nothing returning id`,
  );
  return inserted.map((row) => row.id);
}

type Rows<T> = { rows: T[] };
async function rows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}
async function count(db: Db | Tx, query: SQL): Promise<number> {
  const [row] = await rows<{ n: number | string }>(db, query);
  return Number(row.n);
}

const bulkUsers = sql`(select id from users where email like ${`%${BULK_DOMAIN}`})`;

export async function countBulkPosts(db: Db): Promise<number> {
  return count(db, sql`select count(*) as n from posts where author_id in ${bulkUsers}`);
}

/** Grows the bulk data to `target.posts` memorials and `target.comments` messages, then refreshes every counter. */
export async function buildBulkData(db: Db, target: BulkTarget): Promise<BulkSummary> {
  const log = target.log ?? (() => {});
  const messagesTarget = target.comments ?? target.posts * 10;
  const summary: BulkSummary = { users: 0, posts: 0, drafts: 0, comments: 0, replies: 0, tributes: 0, imageEntries: 0, likes: 0, hotPosts: 0 };
  const existingPosts = await countBulkPosts(db);
  const newPosts = Math.max(0, target.posts - existingPosts);
  const existingMessages = await count(db, sql`select count(*) as n from comments where post_id in (select id from posts where author_id in ${bulkUsers})`);
  const newMessages = Math.max(0, messagesTarget - existingMessages);

  let started = Date.now();
  const lap = (what: string) => {
    log(`  ${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    started = Date.now();
  };

  // Accounts: generated by the database, one shared password hash.
  const usersWanted = Math.ceil(target.posts / POSTS_PER_USER);
  const existingUsers = await count(db, sql`select count(*) as n from users where email like ${`%${BULK_DOMAIN}`}`);
  if (usersWanted > existingUsers) {
    const hash = await hashPassword(BULK_PASSWORD);
    const g = sql.raw("g");
    const first = pick([...MALE_NAMES, ...FEMALE_NAMES], rnd(sql`${g} * 4 + 1`));
    const last = pick(SURNAMES, rnd(sql`${g} * 4 + 2`));
    const residence = pick(
      PLACES.map((p) => `${PLACE_TOWNS[p].city}, ${PLACE_TOWNS[p].country}`),
      rnd(sql`${g} * 4 + 3`),
    );
    const [avatarStart, avatarEnd] = avatarUrl("USERNAME").split("USERNAME");
    await db.execute(sql`
      insert into users (fullname, username, email, password_hash, profile_img, residence, joined_at, updated_at)
      select ${first} || ' ' || ${last}, 'bulk' || g, 'bulk' || g || ${BULK_DOMAIN}, ${hash},
             ${avatarStart} || 'bulk' || g || ${avatarEnd}, ${residence},
             now() - (${rnd(sql`${g} * 4 + 4`)} * interval '1500 days'), now()
      from generate_series(${existingUsers + 1}::int, ${usersWanted}::int) g
      on conflict do nothing`);
    summary.users = usersWanted - existingUsers;
    lap(`${summary.users.toLocaleString("en")} accounts`);
  }
  if (newPosts === 0) {
    await refreshDerivedData(db);
    return summary;
  }

  const authors = await rows<{ id: string; n: number }>(
    db,
    sql`select id, substring(username from 5)::int as n from users where email like ${`%${BULK_DOMAIN}`} order by 2`,
  );
  const authorIds = authors.map((a) => a.id);
  const plan = planEngagement({ first: existingPosts + 1, last: target.posts, messages: newMessages, people: authorIds.length, seed: 7 + existingPosts });
  summary.hotPosts = plan.hot;

  // Memorials: the app's own vocabulary and derived columns, with the counters of what the plan hangs on them.
  const random = seededRandom(20_240_611 + existingPosts);
  const now = Date.now();
  const images = { profilebanner: "/images/placeholder-portrait.png", memoriwallimages: [backgroundPresetPath(2)], backgroundimage: backgroundPresetPath(1) };
  const added: string[] = [];
  // The search keys are rebuilt in one set-based pass at the end (refreshDerivedData), so the
  // per-insert trigger would only do the same work twice (decision 010's advice for bulk loads).
  await db.execute(sql`alter table posts disable trigger posts_search_insert`);
  try {
    for (let from = existingPosts; from < target.posts; from += BATCH) {
      const batch: Array<typeof posts.$inferInsert> = [];
      for (let n = from + 1; n <= Math.min(from + BATCH, target.posts); n++) {
        const fields = demoPostFields(random, { ...images, backgroundimage: backgroundPresetPath(random.int(1, 8)) });
        const tamil = TAMIL_NAMES[fields.firstname];
        if (n % TAMIL_EVERY === 0 && tamil) fields.tamilfirstname = tamil;
        const draft = isDraft(n);
        const publishedAt = draft ? null : publishedAfterDeath(fields, random, now);
        const author = authorIds[Math.floor(Math.pow(random.next(), 1.5) * authorIds.length)];
        const e = plan.byPost.get(n);
        batch.push({
          ...fields,
          ...derivePostColumns(fields),
          blogId: makePostBlogId(fields).replace(/-[^-]+$/, `-${suffixOf(n)}`),
          authorId: author,
          draft,
          publishedAt,
          totalReads: random.int(0, 5000),
          totalParentComments: e?.parents ?? 0,
          totalComments: (e?.parents ?? 0) + (e?.replies ?? 0),
          totalTributes: e?.tributes ?? 0,
          totalImages: imagesIn(e?.entries ?? 0),
          totalLikes: e?.likes ?? 0,
          createdAt: publishedAt ?? new Date(now),
          updatedAt: publishedAt ?? new Date(now),
        });
        if (draft) summary.drafts++;
      }
      added.push(...(await insertPosts(db, batch)));
      summary.posts += batch.length;
    }
  } finally {
    await db.execute(sql`alter table posts enable trigger posts_search_insert`);
  }
  lap(`${summary.posts.toLocaleString("en")} memorials (${summary.drafts} drafts)`);

  // Everything else, by the database, exactly as many rows as each new memorial's counters say.
  await db.transaction(async (tx) => {
    await tx.execute(sql`create temp table bulk_added (id uuid primary key) on commit drop`);
    for (let i = 0; i < added.length; i += 20_000) {
      await tx.execute(sql`insert into bulk_added select value::uuid from jsonb_array_elements_text(${JSON.stringify(added.slice(i, i + 20_000))}::jsonb)`);
    }
    await tx.execute(sql`create temp table bulk_posts on commit drop as
      select p.id, p.author_id, p.published_at, row_number() over (order by p.published_at, p.id)::int as n,
             p.total_parent_comments as parents, p.total_comments - p.total_parent_comments as replies,
             p.total_tributes as tributes, p.total_images as images, p.total_likes as likes
      from posts p join bulk_added a on a.id = p.id
      where not p.draft`);
    await tx.execute(sql`create temp table bulk_people on commit drop as
      select id, row_number() over (order by id)::int as n, split_part(fullname, ' ', 1) as first, split_part(fullname, ' ', 2) as last, residence
      from users where email like ${`%${BULK_DOMAIN}`}`);
    const people = await count(tx, sql`select count(*) as n from bulk_people`);

    const salt = existingPosts; // growth makes other messages than the first build
    /** A [0, 1) number for row `seed` and purpose `k`. */
    const r = (seed: SQL, k: number) => rnd(sql`(${seed}) * 16 + ${salt + k}`);
    const visitor = (seed: SQL, field: "firstName" | "lastName" | "place" | "email" | "mobile") =>
      pick(
        VISITORS.map((v) => v[field]),
        r(seed, 2),
      );
    /** Who wrote it: a bulk account 4 times in 10 (names from the account), else a visitor with every field. */
    const writer = (seed: SQL) => {
      const account = sql`${r(seed, 1)} < 0.4`;
      return sql`
        case when ${account} then u.id end,
        case when ${account} then u.first else ${visitor(seed, "firstName")} end,
        case when ${account} then u.last else ${visitor(seed, "lastName")} end,
        case when ${account} then u.residence else ${visitor(seed, "place")} end,
        case when ${account} then '' else ${visitor(seed, "email")} end,
        case when ${account} then '' else ${visitor(seed, "mobile")} end`;
    };
    const person = (seed: SQL) => sql`join bulk_people u on u.n = 1 + floor(${r(seed, 3)} * ${people})::int`;
    const after = (start: SQL, seed: SQL) => sql`${start} + ${r(seed, 6)} * (now() - ${start})`;
    const perPost = sql`(p.n::bigint * 1000003 + j)`;

    // Top-level messages, each with the number of replies it will get: a post's replies go
    // mostly to its first messages (cube root), and the parts add up to the post's replies.
    const share = (at: SQL) => sql`floor(p.replies * power((${at})::float8 / p.parents, 1.0 / 3))`;
    await tx.execute(sql`insert into comments (post_id, user_id, first_name, last_name, residence, email, mobile_number, comment, commented_at, total_replies)
      select p.id, ${writer(perPost)}, ${pick(COMMENTS, r(perPost, 5))}, ${after(sql`p.published_at`, perPost)},
             (${share(sql`j + 1`)} - ${share(sql`j`)})::int
      from bulk_posts p
      cross join lateral generate_series(0, p.parents - 1) j
      ${person(perPost)}`);
    summary.comments = plan.parents;
    lap(`${plan.parents.toLocaleString("en")} memory-wall messages (${plan.hot} memorials with ${plan.hotEach.toLocaleString("en")} or more)`);

    const perReply = sql`(hashtext(c.id::text)::bigint * 100000 + k)`;
    await tx.execute(sql`insert into comments (post_id, parent_id, children_level, user_id, first_name, last_name, residence, email, mobile_number, comment, commented_at)
      select c.post_id, c.id, 1, ${writer(perReply)}, ${pick(REPLIES, r(perReply, 8))}, ${after(sql`c.commented_at`, perReply)}
      from comments c
      join bulk_posts p on p.id = c.post_id
      cross join lateral generate_series(1, c.total_replies) k
      ${person(perReply)}
      where c.parent_id is null and c.total_replies > 0`);
    summary.replies = plan.replies;
    lap(`${plan.replies.toLocaleString("en")} replies`);

    await tx.execute(sql`insert into tributes (post_id, user_id, first_name, last_name, current_place, email, mobile_number, tribute, tributed_at)
      select p.id, ${writer(perPost)}, ${pick(TRIBUTES, r(perPost, 5))}, ${after(sql`p.published_at`, perPost)}
      from bulk_posts p
      cross join lateral generate_series(1, p.tributes) j
      ${person(perPost)}`);
    summary.tributes = plan.tributes;
    // Entry j holds 1 + j % 3 photos, so a post's entries follow from its total_images (imagesIn).
    const photo = (k: number) => sql`'/backgrounds/background-' || (1 + floor(${r(perPost, k)} * 8)::int) || '.jpg'`;
    const entries = sql`(3 * (p.images / 6) + case p.images % 6 when 0 then 0 when 1 then 1 else 2 end)`;
    await tx.execute(sql`insert into image_entries (post_id, user_id, images, imaged_at)
      select p.id, case when ${r(perPost, 11)} < 0.5 then p.author_id else u.id end,
             (case j % 3 when 0 then jsonb_build_array(${photo(13)})
                         when 1 then jsonb_build_array(${photo(13)}, ${photo(14)})
                         else jsonb_build_array(${photo(13)}, ${photo(14)}, ${photo(15)}) end),
             ${after(sql`p.published_at`, perPost)}
      from bulk_posts p
      cross join lateral generate_series(0, ${entries} - 1) j
      ${person(perPost)}`);
    summary.imageEntries = plan.entries;
    // Likes: j-th liker = n + j * step (mod people), distinct while j < people (step is prime to it).
    const step = [7919, 7927, 7933].find((prime) => people % prime !== 0)!;
    summary.likes = await count(
      tx,
      sql`with added as (
        insert into likes (post_id, user_id, created_at)
        select p.id, u.id, ${after(sql`p.published_at`, perPost)}
        from bulk_posts p
        cross join lateral generate_series(0, least(p.likes, ${people}) - 1) j
        join bulk_people u on u.n = 1 + ((p.n::bigint * 7919 + j::bigint * ${step}) % ${people})::int
        on conflict do nothing
        returning 1)
      select count(*) as n from added`,
    );
    lap(`${plan.tributes.toLocaleString("en")} tributes, ${plan.entries.toLocaleString("en")} album entries, ${summary.likes.toLocaleString("en")} likes`);

    // Reads are not rows: the authors' totals take their new memorials' reads.
    await tx.execute(sql`update users set total_reads = users.total_reads + r.reads
      from (select author_id, sum(total_reads)::int as reads from posts where id in (select id from bulk_added) group by author_id) r
      where users.id = r.author_id`);
  });

  await refreshDerivedData(db);
  lap("counters checked and set");
  return summary;
}

const isDraft = (n: number) => n % DRAFT_EVERY === 0;
/** Photos in `entries` album entries when entry j holds 1 + j % 3 (1, 2, 3, 1, 2, 3, ...). */
export const imagesIn = (entries: number) => 6 * Math.floor(entries / 3) + [0, 1, 3][entries % 3];

/** Splits `total` over items in proportion to `weights` (largest remainder): the parts always add up to `total`. */
export function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) parts[order[k][1]]++;
  return parts;
}

type Engagement = { parents: number; replies: number; tributes: number; entries: number; likes: number };

/**
 * How many messages, replies, tributes, album entries and likes each new published memorial
 * (numbers `first`..`last`) gets: a few hot memorials with up to 12,000 messages, the rest
 * spread with a long tail (weight u^-1/2: a few hundred times the mean at most). Sums are exact.
 */
export function planEngagement({ first, last, messages, people, seed }: { first: number; last: number; messages: number; people: number; seed: number }) {
  const random = seededRandom(seed);
  const published: number[] = [];
  for (let n = first; n <= last; n++) if (!isDraft(n)) published.push(n);
  const count = published.length;
  const hot = count === 0 ? 0 : Math.max(1, Math.round(count / POSTS_PER_HOT));
  const hotSet = new Set(Array.from({ length: hot }, (_, k) => published[Math.floor(((k + 1) * count) / (hot + 1))]));
  const topLevel = Math.round(messages * (1 - REPLY_SHARE));
  const hotEach = hot === 0 ? 0 : Math.min(HOT_MESSAGES, Math.floor((topLevel * 0.2) / hot));
  const popularity = published.map(() => Math.pow(1 - random.next(), -0.5));
  const extra = (n: number, amount: number) => (hotSet.has(n) ? amount : 0);
  const parents = apportion(topLevel - hot * hotEach, popularity).map((p, i) => p + extra(published[i], hotEach));
  const replies = apportion(messages - topLevel, parents);
  const tributes = apportion(
    count * 2,
    popularity.map((p) => p * (0.5 + random.next())),
  ).map((t, i) => t + extra(published[i], 600));
  const entries = apportion(
    Math.ceil(count / 2),
    popularity.map((p) => p * (0.5 + random.next())),
  ).map((e, i) => e + extra(published[i], 150));
  const likes = apportion(
    count * 3,
    popularity.map((p) => p * (0.5 + random.next())),
  ).map((l, i) => Math.min(people, l + extra(published[i], 2000)));
  const byPost = new Map<number, Engagement>(
    published.map((n, i) => [n, { parents: parents[i], replies: replies[i], tributes: tributes[i], entries: entries[i], likes: likes[i] }]),
  );
  const total = (list: number[]) => list.reduce((a, b) => a + b, 0);
  return { byPost, hot, hotEach, parents: total(parents), replies: total(replies), tributes: total(tributes), entries: total(entries), likes: total(likes) };
}

/**
 * Sets every counter column from the rows it counts, in one UPDATE ... FROM (SELECT ... GROUP BY)
 * per table, touching only rows whose counters differ: posts.total_likes, total_comments,
 * total_parent_comments, total_tributes, total_images; comments.total_replies; users.total_posts.
 * Then the search keys and their counts (rebuildSearchData: set-based, with fresh statistics).
 */
export async function refreshDerivedData(db: Db): Promise<void> {
  await db.execute(sql`update posts set total_likes = x.likes, total_comments = x.comments, total_parent_comments = x.parents,
      total_tributes = x.tributes, total_images = x.images
    from (${postCounts}) x
    where posts.id = x.id
      and (posts.total_likes, posts.total_comments, posts.total_parent_comments, posts.total_tributes, posts.total_images)
          is distinct from (x.likes, x.comments, x.parents, x.tributes, x.images)`);
  await db.execute(sql`update comments set total_replies = x.n
    from (select parent_id, count(*)::int as n from comments where parent_id is not null and status = 'public' group by parent_id) x
    where comments.id = x.parent_id and comments.total_replies <> x.n`);
  await db.execute(sql`update comments set total_replies = 0
    where total_replies <> 0 and not exists (select 1 from comments r where r.parent_id = comments.id and r.status = 'public')`);
  await db.execute(sql`update users set total_posts = x.posts from (${userPostCounts}) x
    where users.id = x.id and users.total_posts <> x.posts`);
  await rebuildSearchData(db);
}

/** Each post's counters as the rows say. Held items (decision 024) count nowhere until approved. */
const postCounts = sql`select p.id, coalesce(l.n, 0)::int as likes, coalesce(c.n, 0)::int as comments, coalesce(c.parents, 0)::int as parents,
    coalesce(t.n, 0)::int as tributes, coalesce(i.n, 0)::int as images
  from posts p
  left join (select post_id, count(*) as n from likes group by post_id) l on l.post_id = p.id
  left join (select post_id, count(*) as n, count(*) filter (where parent_id is null) as parents from comments where status = 'public' group by post_id) c on c.post_id = p.id
  left join (select post_id, count(*) as n from tributes where status = 'public' group by post_id) t on t.post_id = p.id
  left join (select post_id, sum(jsonb_array_length(images)) as n from image_entries where status = 'public' group by post_id) i on i.post_id = p.id`;
const replyCounts = sql`select c.id, coalesce(r.n, 0)::int as replies
  from comments c left join (select parent_id, count(*) as n from comments where parent_id is not null and status = 'public' group by parent_id) r on r.parent_id = c.id`;
const userPostCounts = sql`select u.id, coalesce(p.n, 0)::int as posts
  from users u left join (select author_id, count(*) as n from posts where ${countsOnProfileSql} group by author_id) p on p.author_id = u.id`;

/**
 * Every counter that does not equal the rows it counts, as sentences ("posts ravi-kumar-7f3k2q
 * total_likes 3, rows 4"), at most `limit`; empty when all are exact.
 */
export async function counterMismatches(db: Db, limit = 20): Promise<string[]> {
  const found: string[] = [];
  const postRows = await rows<Record<string, string | number>>(
    db,
    sql`select p.blog_id, p.total_likes, p.total_comments, p.total_parent_comments, p.total_tributes, p.total_images, x.*
      from posts p join (${postCounts}) x on x.id = p.id
      where (p.total_likes, p.total_comments, p.total_parent_comments, p.total_tributes, p.total_images)
        is distinct from (x.likes, x.comments, x.parents, x.tributes, x.images)
      limit ${limit}`,
  );
  const pairs = [
    ["total_likes", "likes"],
    ["total_comments", "comments"],
    ["total_parent_comments", "parents"],
    ["total_tributes", "tributes"],
    ["total_images", "images"],
  ];
  for (const row of postRows) {
    for (const [column, rowsKey] of pairs) {
      if (Number(row[column]) !== Number(row[rowsKey])) found.push(`posts ${row.blog_id} ${column} ${row[column]}, rows ${row[rowsKey]}`);
    }
  }
  const commentRows = await rows<{ id: string; total_replies: number; replies: number }>(
    db,
    sql`select c.id, c.total_replies, x.replies from comments c join (${replyCounts}) x on x.id = c.id where c.total_replies <> x.replies limit ${limit}`,
  );
  for (const row of commentRows) found.push(`comments ${row.id} total_replies ${row.total_replies}, rows ${row.replies}`);
  const userRows = await rows<{ username: string; total_posts: number; posts: number }>(
    db,
    sql`select u.username, u.total_posts, x.posts from users u join (${userPostCounts}) x on x.id = u.id where u.total_posts <> x.posts limit ${limit}`,
  );
  for (const row of userRows) found.push(`users ${row.username} total_posts ${row.total_posts}, rows ${row.posts}`);
  // search_key_counts (the PLACE chips and category totals) against the listed published posts, as rebuild_search_data counts them.
  const keyRows = await rows<{ key: string; total: number; expected: number }>(
    db,
    sql`with expected as (
        select key, count(*)::int as n from (
          select distinct 'p:' || pl as key, p.id from posts p, unnest(p.places) pl where not p.draft and p.published_at is not null and p.visibility = 'public' and pl <> ''
          union all select 't:' || title, id from posts where not draft and published_at is not null and visibility = 'public'
          union all select 't:Remembrance', id from posts where not draft and published_at is not null and visibility = 'public' and title like '% Remembrance'
        ) counted group by key)
      select coalesce(c.key, e.key) as key, coalesce(c.total, 0)::int as total, coalesce(e.n, 0)::int as expected
      from search_key_counts c full join expected e on e.key = c.key
      where coalesce(c.total, 0) <> coalesce(e.n, 0)
      limit ${limit}`,
  );
  for (const row of keyRows) found.push(`search_key_counts ${row.key} total ${row.total}, posts ${row.expected}`);
  return found.slice(0, limit);
}
