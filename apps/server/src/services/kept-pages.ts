import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { placeholder } from "../db/shaped-statements";
import { listedPost, posts } from "../db/schema";
import { ALL_SCOPES } from "../lib/public-cache";
import type { PageDays } from "./render-threads";

/** How every memorial's scope, and its scope of its count of flowers, begin (plugins/public-cache.ts SCOPES). */
const POST_SCOPE_PREFIX = "post:";
const LIKES_SCOPE_PREFIX = "likes:";

/**
 * Memorial pages kept in the database (decision 048): rendered once, sent again from here by any
 * server process, whether or not its memory still holds them.
 *
 * A kept page is valid for one build of the site (its code, its web app and the settings a page
 * shows), on the days its render said its markup stays the same (a memorial counts days to its
 * remembrances: decision 052), and only while none of its scopes has changed since its render
 * BEGAN. Every write records the scopes it changed with a number of one clock before its answer
 * leaves, in its own statement (`changeRecordedWith`) or just after it (`recordChanges`); a render
 * notes the clock's committed value before it reads anything. The clock is one row whose lock a
 * write holds from its record to its commit, so the numbers follow the order writes commit in
 * (decision 056). A render that raced a write is therefore never sent once that write has
 * answered, whichever process made either. Unlike the memory's soft invalidation, nothing stale is ever
 * sent from here: a message makes the page's kept copy unusable at once, and the memory serves the
 * busy page meanwhile. A like changes only the page's count of flowers (its own scope): the copy is
 * found as such, and sent mended by the count as it is then (decision 064).
 */

/** What a kept page is looked up by: its address and language, the build, and the day it is asked for on. */
export type KeptPageKey = { key: string; build: string; day: string };

/**
 * A kept page as a lookup finds it. `likesChanged`: valid but for its count of flowers, which a
 * like changed since its render (decision 064): it is sent once mended (like-count-patch.ts) by
 * `likesNow`, the count as the lookup read it. `days`: the days it was kept for, which a mended
 * copy keeps.
 */
export type KeptPage = {
  scopes: string[];
  etag: string;
  noindex: boolean;
  br: Buffer;
  countsViewOf: string | null;
  authorId: string | null;
  likesChanged: boolean;
  likesNow: number | null;
  days: { from: string; through: string };
};

/** A lookup's answer: the page when one is valid, and the clock's value to note for a render that follows. */
export type KeptPageLookup = { page: KeptPage | null; seq: number };

type LookupRow = {
  seq: string | number;
  likes_changed: boolean | null;
  likes_now: number | null;
  day: string | null;
  same_through: string | null;
  scopes: string[] | null;
  etag: string | null;
  noindex: boolean | null;
  /** Base64: the embedded database reads a bytea out as hex, parsed in JavaScript, five times slower. */
  br: string | null;
  counts_view_of: string | null;
  author_id: string | null;
};

/**
 * Whether the kept page `k` (a row of kept_pages under that alias) is still as its memorial is:
 * none of its scopes, nor everything, has changed since its render began. The one rule every
 * statement about a kept copy's freshness says.
 */
export const keptPageUnchanged = sql`not exists (
  select 1 from page_changes c
  where c.scope = any(k.scopes || ${ALL_SCOPES}::text) and c.seq > k.rendered_seq
)`;

/** The count of flowers of the memorial the kept page `k` shows (its `post:<uuid>` scope), by its key. */
const likesOfTheMemorial = sql`select m.total_likes from posts m
  where m.id = (select substring(s from ${POST_SCOPE_PREFIX.length + 1}::int)::uuid from unnest(k.scopes) as s where s like ${`${POST_SCOPE_PREFIX}%`} limit 1)`;

/**
 * The same, but for the count of flowers (SCOPES.likes, plugins/public-cache.ts): a page only a
 * like changed since its render is mended by its count, not rendered again (decision 064).
 */
export const keptPageUnchangedButItsLikes = sql`not exists (
  select 1 from page_changes c
  where c.scope = any(k.scopes || ${ALL_SCOPES}::text) and c.seq > k.rendered_seq and c.scope not like ${`${LIKES_SCOPE_PREFIX}%`}
)`;

/**
 * One statement: the clock's value as committed now, and the page if it is valid (with the
 * author of the memorial whose view it counts, as that is now). The value is read before the
 * render's own reads, so it is the one to keep with the render: every change numbered up to it
 * had committed, and a write still open will take a higher number. A page only a like changed
 * comes with its memorial's count of flowers, read in the same snapshot as the clock: it holds
 * every like numbered up to the clock's value, so the page mended by it is as fresh as a render
 * begun then (decision 064).
 */
export async function findKeptPage(db: Db, { key, build, day }: KeptPageKey): Promise<KeptPageLookup> {
  const result = (await db.execute(sql`
    select coalesce((select seq from page_change_clock), 0) as seq,
           k.scopes, k.etag, k.noindex, encode(k.br, 'base64') as br, k.counts_view_of, p.author_id,
           not ${keptPageUnchanged} as likes_changed, k.day::text as day, k.same_through::text as same_through,
           case when not ${keptPageUnchanged} then (${likesOfTheMemorial}) end as likes_now
    from (select 1) as one
    left join kept_pages k on k.key = ${key} and k.build = ${build} and ${day}::date between k.day and k.same_through
      and ${keptPageUnchangedButItsLikes}
    left join posts p on p.id = k.counts_view_of`)) as unknown as { rows: LookupRow[] };
  const row = result.rows[0]!;
  const seq = Number(row.seq);
  if (row.br === null || row.etag === null) return { page: null, seq };
  return {
    page: {
      scopes: row.scopes ?? [],
      etag: row.etag,
      noindex: row.noindex === true,
      br: Buffer.from(row.br, "base64"),
      countsViewOf: row.counts_view_of,
      authorId: row.author_id,
      likesChanged: row.likes_changed === true,
      likesNow: row.likes_now === null ? null : Number(row.likes_now),
      days: { from: row.day ?? day, through: row.same_through ?? day },
    },
    seq,
  };
}

/**
 * A rendered page to keep, with the sequence's value its lookup noted before it rendered, and
 * the memorial it shows at the address it was asked for by; `day` is the day it was rendered
 * for, and `through` the last day its markup stays the same.
 */
export type PageToKeep = KeptPageKey & {
  through: string;
  memorial: { id: string; path: string };
  scopes: readonly string[];
  renderedSeq: number;
  countsViewOf: string | null;
  etag: string;
  noindex: boolean;
  br: Buffer;
};

/**
 * Keeps a render, unless a render that began later is already kept under its key, and only when
 * it was asked for at the memorial's own address (`/post/<blog_id>`): the same page at any other
 * spelling of it (letters percent-encoded, say) is kept in memory only, so nobody can fill the
 * table with copies of one memorial. Returns whether it was kept.
 */
export async function keepPage(db: Db, { memorial, ...page }: PageToKeep): Promise<boolean> {
  // One statement, so a render is kept with nothing between the check and the write. The page
  // goes over as base64, which both databases take as a text parameter.
  const result = (await db.execute(sql`
    insert into kept_pages (key, build, day, same_through, scopes, rendered_seq, counts_view_of, etag, noindex, br)
    select ${page.key}::text, ${page.build}::text, ${page.day}::date, ${page.through}::date, ${textArray(page.scopes)}::text[], ${page.renderedSeq}::bigint,
           ${page.countsViewOf}::uuid, ${page.etag}::text, ${page.noindex}::boolean, decode(${page.br.toString("base64")}, 'base64')
    from posts where id = ${memorial.id}::uuid and '/post/' || blog_id = ${memorial.path}
    on conflict (key) do update set
      build = excluded.build, day = excluded.day, same_through = excluded.same_through, scopes = excluded.scopes, rendered_seq = excluded.rendered_seq,
      counts_view_of = excluded.counts_view_of, etag = excluded.etag, noindex = excluded.noindex, br = excluded.br
    where kept_pages.rendered_seq <= excluded.rendered_seq
    returning 1 as kept`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/**
 * A write's changes, to record inside the write's own statement (`changeRecordedWith`): the
 * scopes it changes, the notice to other processes (on PostgreSQL), and whether the statement
 * did record them. A write whose statement did not (it took another way, or wrote nothing) is
 * recorded after it (plugins/public-cache.ts).
 */
export type ChangeRecord = { readonly scopes: readonly string[]; readonly notice: ChangeNotice | null; recorded: boolean };

/** A `pg_notify(channel, payload)` the statement that records a change sends as it commits. */
export type ChangeNotice = { readonly channel: string; readonly payload: string };

/** A record as a statement binds it: its scopes as one text[] literal, and its notice. */
export type RecordedParts = { scopes: string; notice: ChangeNotice | null };

/** Scopes as the one text[] value the record binds, each once (an upsert may not touch one row twice). */
const scopesValue = (scopes: readonly string[]) => textArray([...new Set(scopes)]);

export const partsOf = (record: ChangeRecord): RecordedParts => ({ scopes: scopesValue(record.scopes), notice: record.notice });

/**
 * A record's parts for a ShapedStatement: placeholders for what differs between writes of one
 * shape (the scopes, the notice's payload), bound by `recordValues`; `recordShape` names the rest.
 */
export const recordPlaceholders = (record: ChangeRecord): RecordedParts => ({
  scopes: placeholder("changedScopes"),
  notice: record.notice && { channel: record.notice.channel, payload: placeholder("changeNotice") },
});
export const recordValues = (record: ChangeRecord) => ({ changedScopes: scopesValue(record.scopes), changeNotice: record.notice?.payload ?? null });
export const recordShape = (record: ChangeRecord | null) =>
  record === null ? "unrecorded" : record.notice ? `recorded, told on ${record.notice.channel}` : "recorded";

/**
 * The clock's tick, if `when` holds: its new number (and the notice, sent as the statement
 * commits). An upsert, so a clock whose row was emptied with every other table (a test's
 * database made ready for the next file) starts again at 1.
 */
const tickStatement = (when: SQL, notice: ChangeNotice | null) =>
  sql`insert into page_change_clock (id, seq) select true, 1 where ${when}
    on conflict (id) do update set seq = page_change_clock.seq + 1 returning seq${notice ? sql`, pg_notify(${notice.channel}, ${notice.payload}) as notice` : sql``}`;
const TICK = sql.identifier("change_tick");
/** Each scope (`scopesValue`: each once) takes the tick's number. */
const scopesStatement = (scopes: string) =>
  sql`insert into page_changes (scope, seq) select scope, ${TICK}.seq from unnest(${scopes}::text[]) as scope, ${TICK}
    on conflict (scope) do update set seq = excluded.seq returning scope`;

/**
 * The two CTEs that record a change (`partsOf` a record) in the statement they join, if `when`
 * holds once the write's own CTEs have run (`when` reads them, so PostgreSQL runs them first):
 * the clock ticks, its row locked until the statement commits, and each scope takes the new
 * number; the notice goes out as the statement commits.
 */
export function changeRecordedWith(db: Pick<Db, "$with">, parts: RecordedParts, when: SQL) {
  const tick = db.$with("change_tick", { seq: sql<number>`seq` }).as(tickStatement(when, parts.notice));
  const changed = db.$with("changed_scopes", { scope: sql<string>`scope` }).as(scopesStatement(parts.scopes));
  return [tick, changed] as const;
}

/**
 * Records that `scopes` changed, after the write that changed them: every kept page of those
 * scopes whose render began before is no longer sent. `notice` (to other processes) goes in the
 * same statement, so a write pays one round trip for both.
 */
export async function recordChanges(db: Db, scopes: readonly string[], notice: ChangeNotice | null = null): Promise<void> {
  await db.execute(sql`with ${TICK} as (${tickStatement(sql`true`, notice)}) ${scopesStatement(scopesValue(scopes))}`);
}

/** A text[] literal: each element quoted, with quotes and backslashes escaped. */
const textArray = (values: readonly string[]) => `{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`;

/** Forgets every kept page. */
export async function forgetKeptPages(db: Db): Promise<void> {
  // TRUNCATE makes the table's files anew, which is not free on the embedded database: only when there is something to forget.
  const { rows } = (await db.execute(sql`select exists (select 1 from kept_pages) as any`)) as unknown as { rows: Array<{ any: boolean }> };
  if (rows[0]?.any) await db.execute(sql`truncate kept_pages`);
}

/**
 * Forgets the pages `build` will never send: another build's (an upgrade, a rollback, changed
 * settings) and those whose last day has passed. What is left is sent by this build as before a
 * restart, so a server process starting renders only what changed.
 */
export async function forgetPagesNotFor(db: Db, build: string, today: string): Promise<void> {
  await db.execute(sql`delete from kept_pages where build <> ${build} or same_through < ${today}::date`);
}

/** Where a walk over the listed memorials (newest first) has got to: the last one it took. */
export type MemorialCursor = { publishedAt: string; id: string };

/**
 * The next listed memorials after `after` (newest published first) whose own page in `locale`
 * has no copy this build may send on `day`: kept for other days, by another build, or changed
 * since its render began (but for its count of flowers, which its next visit mends), or never kept. Walked with a cursor, so each call reads only the
 * memorials it passes, and each kept one by its key.
 */
export async function memorialsWithoutKeptPage(
  db: Db,
  { locale, build, day, after, limit }: { locale: string; build: string; day: string; after: MemorialCursor | null; limit: number },
): Promise<{ memorials: Array<{ blogId: string } & MemorialCursor>; passed: MemorialCursor | null }> {
  const afterCursor = after
    ? sql`and ${posts.publishedAt} <= ${after.publishedAt}::timestamptz and (${posts.publishedAt} < ${after.publishedAt}::timestamptz or ${posts.id} > ${after.id}::uuid)`
    : sql``;
  // The batch first, in the order of the lists' index (newest first, nulls last as it has them),
  // then each one's kept copy by its key: the memorials passed are read kept or not, so the walk
  // moves on past a run of kept ones, and no batch reads the whole table of kept pages.
  const { rows } = (await db.execute(sql`
    select p.blog_id, p.published_at::text as published_at, p.id, k.key is null or not ${keptPageUnchangedButItsLikes} as missing
    from (
      select ${posts.blogId}, ${posts.publishedAt}, ${posts.id} from ${posts}
      where ${listedPost} and ${posts.publishedAt} is not null ${afterCursor}
      order by ${posts.publishedAt} desc nulls last, ${posts.id}
      limit ${limit}
    ) p
    left join kept_pages k on k.key = ${`${locale} /post/`} || p.blog_id and k.build = ${build} and ${day}::date between k.day and k.same_through
    order by p.published_at desc nulls last, p.id`)) as unknown as { rows: Array<{ blog_id: string; published_at: string; id: string; missing: boolean }> };
  const last = rows.at(-1);
  return {
    memorials: rows.filter((row) => row.missing).map((row) => ({ blogId: row.blog_id, publishedAt: row.published_at, id: row.id })),
    passed: last ? { publishedAt: last.published_at, id: last.id } : null,
  };
}

/** How often one address is kept again: a flooded memorial is rendered a few times a second, each render out of date at the next like. */
const KEEP_AGAIN_AFTER_MS = 5000;

/** A memorial's scope (plugins/public-cache.ts SCOPES.post), its id captured. */
export const POST_SCOPE = /^post:([0-9a-f-]{36})$/;
/** A memorial's count of flowers (plugins/public-cache.ts SCOPES.likes), its id captured. */
export const LIKES_SCOPE = /^likes:([0-9a-f-]{36})$/;

/**
 * The memorial a page shows, when the page was made from that memorial's reads alone (its scope,
 * and its count of flowers): the pages kept here. Lists and profiles, read from scopes that may
 * lag behind likes, stay in memory only.
 */
export function memorialOf(deps: Iterable<string>): string | null {
  let memorial: string | null = null;
  let likesOf: string | null = null;
  for (const scope of deps) {
    const post = POST_SCOPE.exec(scope)?.[1];
    const likes = post ? undefined : LIKES_SCOPE.exec(scope)?.[1];
    if (post && memorial === null) memorial = post;
    else if (likes && likesOf === null) likesOf = likes;
    else return null;
  }
  return likesOf === null || likesOf === memorial ? memorial : null;
}

type Log = { warn: (object: object, message: string) => void };

/** A page rendered after a lookup, as `keep` takes it: the compressed page, the scopes its render read, and its days. */
export type RenderToKeep = { page: Pick<PageToKeep, "etag" | "noindex" | "br">; deps: ReadonlySet<string>; countsView: boolean; days?: PageDays };

/** A lookup made for one request: where its page would be kept, and what the lookup found. */
export type KeptPageSearch = { where: KeptPageKey; path: string; found: KeptPageLookup };

/**
 * Kept pages as the page handler uses them (plugins/web.ts), for one build of the site. Both
 * calls are only a saving: a lookup or a keep that fails is logged, and the page is rendered.
 */
export class KeptPages {
  private readonly lastKeptAt = new Map<string, number>();

  private constructor(
    private readonly db: Db,
    private readonly build: string,
  ) {}

  /** For a server process starting: it forgets the pages it would never send (another build's, past their day). */
  static async open(db: Db, build: string, today: string): Promise<KeptPages> {
    await forgetPagesNotFor(db, build, today);
    return new KeptPages(db, build);
  }

  /** The lookup for a page at `url` (path and query) in `locale` on `day`; null for an address with a query, which is never kept, or when the lookup failed. */
  async find(url: string, locale: string, day: string, log: Log): Promise<KeptPageSearch | null> {
    if (url.includes("?")) return null;
    const where = { key: `${locale} ${url}`, build: this.build, day };
    try {
      return { where, path: url, found: await findKeptPage(this.db, where) };
    } catch (error) {
      log.warn({ err: error }, "could not look for a kept page; rendering it");
      return null;
    }
  }

  /**
   * Keeps a page rendered after `search`, in the background, when it is a memorial's own page (its
   * render read that memorial's scope alone) and its address was not kept in the last few seconds.
   */
  keep(search: KeptPageSearch, render: RenderToKeep, log: Log) {
    if (!memorialOf(render.deps) || this.keptJustNow(search.where.key)) return;
    this.keepNow(search, render).catch((error: unknown) => log.warn({ err: error }, "could not keep a rendered page in the database"));
  }

  /** Keeps a page rendered after `search` when it is a memorial's own page; answers whether it was kept. */
  async keepNow(search: KeptPageSearch, render: RenderToKeep): Promise<boolean> {
    const memorial = memorialOf(render.deps);
    if (!memorial) return false;
    const { etag, noindex, br } = render.page;
    // A render that says nothing of its days is the same on the day it was asked for only.
    const days = render.days ?? { from: search.where.day, through: search.where.day };
    return keepPage(this.db, {
      ...search.where,
      day: days.from,
      through: days.through,
      memorial: { id: memorial, path: search.path },
      scopes: [...render.deps],
      renderedSeq: search.found.seq,
      countsViewOf: render.countsView ? memorial : null,
      etag,
      noindex,
      br,
    });
  }

  /** The next listed memorials after `after` whose page in `locale` this build has no copy of for `day` (memorialsWithoutKeptPage). */
  withoutKeptPage(locale: string, day: string, after: MemorialCursor | null, limit: number) {
    return memorialsWithoutKeptPage(this.db, { locale, build: this.build, day, after, limit });
  }

  private keptJustNow(key: string) {
    const now = Date.now();
    if (now - (this.lastKeptAt.get(key) ?? 0) < KEEP_AGAIN_AFTER_MS) return true;
    if (this.lastKeptAt.size >= 10_000) this.lastKeptAt.clear();
    this.lastKeptAt.set(key, now);
    return false;
  }
}
