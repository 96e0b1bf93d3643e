import fs from "node:fs";
import autocannon, { type Options, type RawRequest } from "autocannon";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { localToday } from "@kma/core/posts/remembrance-dates";
import { counterMismatches } from "../src/db/bulk-data";
import type { Database } from "../src/db/client";
import { listedPost, posts } from "../src/db/schema";
import { seededRandom } from "../src/db/demo-data";
import { keptPageUnchangedButItsLikes } from "../src/services/kept-pages";
import { buildUser } from "../src/test/factories";
import { type Ceiling, figuresOf, interleaved, rawAnswer, requestOf, sample, send, type Call, type Figures, type Sample } from "./measure";

/**
 * What people do on a funeral day, measured against a running app: one memorial's page under a
 * flood of readers while some write (and how soon a reader sees a new message), reads spread
 * over every memorial by a Zipf law with writes among them (the long tail: pages nobody asked
 * for lately), and the signed-in family's reads. Each beside the in-memory ceiling for the same
 * bytes, measured in alternating one-second turns so that the ratio holds on a busy machine.
 */

export const FLOOD_CONNECTIONS = 20;

/** An anonymous visitor's message and tribute, as the memorial page's forms send them. */
const VISITOR = {
  commenterFirstName: "Anita",
  commenterLastName: "Rajan",
  email: "anita@example.com",
  mobileNumber: "+94 77 123 4567",
  currentPlace: "Colombo",
};
const TRIBUTER = { tributerFirstName: "Anita", tributerLastName: "Rajan", email: "anita@example.com", mobileNumber: "0771234567", currentPlace: "Colombo" };

type Memorial = { id: string; blog_id: string };

async function rowsOf<T>(db: Database["db"], query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export type FloodResult = { pageBytes: number; reads: Figures; flood: Figures; ceiling: Figures; seenMs: number[]; countersExact: string[] };

/** Latencies of every answer, and failures (non-2xx, errors, timeouts). */
async function run(options: Options & { connections: number; duration: number }): Promise<Sample> {
  const latencies: number[] = [];
  let failed = 0;
  const instance = autocannon({ timeout: 10, ...options });
  instance.on("response", (_client: unknown, status: number, _bytes: number, time: number) => {
    latencies.push(time);
    if (status < 200 || status > 299) failed++;
  });
  const result = await instance;
  return { latencies, duration: result.duration || options.duration, failed: failed + result.errors + result.timeouts };
}

/** Letters only: a run of digits reads as a phone number, and such a message waits for review. */
const marker = () => `seen ${Array.from({ length: 12 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

/** Time from an anonymous message being stored until another reader's page shows it. */
async function timeToSee(baseUrl: string, memorial: Memorial): Promise<number> {
  const words = marker();
  const written = Date.now();
  const res = await fetch(`${baseUrl}/api/add-comment`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ _id: memorial.id, commentsObj: { ...VISITOR, comment: words } }),
  });
  if (!res.ok) throw new Error(`add-comment answered ${res.status}: ${await res.text()}`);
  for (;;) {
    const page = await fetch(`${baseUrl}/post/${memorial.blog_id}`);
    if ((await page.text()).includes(words)) return Date.now() - written;
    if (Date.now() - written > 30_000) return Infinity;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The memorial with the most messages: the one whose link goes round. */
export async function hotMemorial(db: Database["db"]): Promise<Memorial> {
  const [hot] = await rowsOf<Memorial>(db, sql`select id, blog_id from posts where not draft order by total_comments desc limit 1`);
  return hot;
}

/**
 * One memorial's page (HTML, brotli, as a browser asks) under FLOOD_CONNECTIONS connections:
 * reads only, then 1 request in 20 a write to it (an anonymous tribute, a signed-in like), and
 * the ceiling, in turns of one second for `seconds` each; a message is timed from its writing
 * until a reader sees it every other turn; the counters are checked against their rows after.
 */
export async function flood(app: FastifyInstance, database: Database, baseUrl: string, ceiling: Ceiling, seconds: number): Promise<FloodResult> {
  const hot = await hotMemorial(database.db);
  // Relatives, each leaving (or taking back) their own flower: one account toggling one like
  // from 20 connections at once would make every like wait for the one before it on the same row.
  const likers = await Promise.all(Array.from({ length: FLOOD_CONNECTIONS }, () => buildUser(app)));
  const page: Call = { name: "memorial page", method: "GET", path: `/post/${hot.blog_id}`, headers: { "accept-encoding": "br, gzip" } };
  // Tributes, not wall messages: a flood of wall messages would push the one whose arrival is timed off the wall's first page.
  const tribute: Call = {
    name: "tribute",
    method: "POST",
    path: "/api/add-tribute",
    body: { _id: hot.id, tributesObj: { ...TRIBUTER, tribute: "With love from Toronto" } },
  };
  const likes = likers.map((liker): Call => ({
    name: "like",
    method: "POST",
    path: "/api/like-post",
    body: { _id: hot.id },
    headers: { authorization: `Bearer ${liker.token}` },
  }));
  // Every other write a tribute; the others likes, by each of the relatives in turn.
  let written = 0;
  const nextWrite = () => (written++ % 2 === 0 ? tribute : likes[(written >> 1) % likes.length]);
  const answer = await rawAnswer(baseUrl, page);
  const pageBytes = answer.body.length;
  for (let i = 0; i < 20; i++) await send(baseUrl, page);
  // autocannon's request list takes paths, each sent to `url`.
  const asRequest = (call: Call) => ({ ...requestOf(baseUrl, call), url: undefined, path: call.path });
  const slice = (withWrites: boolean) => (duration: number) => {
    const read = asRequest(page);
    const write = { setupRequest: (request: RawRequest) => ({ ...request, ...asRequest(nextWrite()) }) as RawRequest };
    const requests = withWrites ? [...Array(19).fill(read), write] : [read];
    return run({ url: baseUrl, requests, connections: FLOOD_CONNECTIONS, duration });
  };
  const turns = { reads: [] as Sample[], flood: [] as Sample[], ceiling: [] as Sample[] };
  const seenMs: number[] = [];
  for (let round = 0; round < seconds; round++) {
    turns.reads.push(await slice(false)(1));
    const flooding = slice(true)(1);
    if (round % 2 === 1) seenMs.push(await timeToSee(baseUrl, hot));
    turns.flood.push(await flooding);
    turns.ceiling.push(await ceiling.sampleAnswer(page, answer, FLOOD_CONNECTIONS, 1));
  }
  await app.postReads.flush(app.db);
  return {
    pageBytes,
    reads: figuresOf(turns.reads),
    flood: figuresOf(turns.flood),
    ceiling: figuresOf(turns.ceiling),
    seenMs: seenMs.sort((a, b) => a - b),
    countersExact: await counterMismatches(database.db),
  };
}

/** Index of a Zipf(s = 1) draw over n ranks, by inverting its cumulative weights. */
function zipfSampler(n: number, next: () => number) {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let rank = 0; rank < n; rank++) cumulative[rank] = sum += 1 / (rank + 1);
  return () => {
    const target = next() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] < target) low = mid + 1;
      else high = mid;
    }
    return low;
  };
}

export type LongTailResult = {
  memorials: number;
  /** From an empty cache and no page kept: a new build's first minute. */
  figures: Figures;
  /** The same load again at once, on the same server: what a site serving since the morning sees. */
  again: Figures;
  againHitRate: number | null;
  /** The same load once more after a restart of the same build: its memory empty, the pages it kept still sent (decision 052). */
  restarted: Figures | null;
  /** The same load once every listed memorial's page was kept ahead of need (decision 054), and how long keeping them took. */
  keptAhead: { figures: Figures; pages: number; seconds: number } | null;
  byKind: Record<string, number>;
  /** Whose memory: the server's own process, or the bench's (server, embedded database and client). */
  rssOf: string;
  maxRssMb: number;
  startRssMb: number;
  hitRate: number | null;
  countersExact: string[];
};

/** The server the long tail runs against: its address, and what the bench can learn from it. */
export type LongTailTarget = {
  baseUrl: string;
  /** Access tokens of accounts that like. */
  tokens: string[];
  rssOf: string;
  rssMb: () => number;
  /** The cache's hits and misses so far, when the server runs in this process. */
  cacheStats?: () => { hits: number; misses: number };
  /** Writes what the server holds in memory (views) before the counters are checked. */
  settle: () => Promise<void>;
  /** Stops the server and starts it again, the same build at the same address (a server process of its own only). */
  restart?: () => Promise<void>;
  /** Lets the server keep every listed memorial's page ahead of need, nobody reading meanwhile; resolves once it has. */
  keepAhead?: () => Promise<void>;
};

/**
 * Listed memorials whose page in the default language has no kept copy to send on `day` (any
 * build: a server starting forgets other builds'). A copy only a like changed is sent mended
 * (decision 064): kept, as the walk that keeps pages ahead counts it.
 */
export async function pagesNotKeptAhead(db: Database["db"], day: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${posts}
      where ${listedPost} and ${posts.publishedAt} is not null
        and not exists (
          select 1 from kept_pages k
          where k.key = 'en /post/' || ${posts.blogId} and ${day}::date between k.day and k.same_through and ${keptPageUnchangedButItsLikes}
        )`,
  );
  return row?.n ?? 0;
}

const SEARCH_WORDS = ["ka", "kum", "siva", "raj", "than", "Jaffna", "Toronto", "malar", "devi", "lingam", "சிவ", "ராஜ"];

/**
 * Reads over every published memorial by a Zipf law (rank 1 the most read; the order shuffled,
 * so rank is not age): page HTML 55%, get-post 15%, the wall 10%, a feed page 10%, a search 10%,
 * with 1 request in 20 a write to a memorial drawn the same way (a like, a tribute, a wall
 * message), FLOOD_CONNECTIONS connections for `seconds`, and the server's resident memory
 * sampled every 100 ms as it runs; then the same for `seconds` again at once, measured apart, and
 * when the target can restart, once more after a restart of the same build.
 */
export async function longTail(database: Database, target: LongTailTarget, seconds: number): Promise<LongTailResult> {
  const memorials = await rowsOf<Memorial>(database.db, sql`select id, blog_id from posts where not draft order by md5(id::text)`);
  const random = seededRandom(2026);
  const rank = zipfSampler(memorials.length, random.next);
  const byKind: Record<string, number> = {};
  const json = (path: string, body: object, headers: Record<string, string> = {}) => ({
    method: "POST",
    path,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const next = (): { kind: string; request: Partial<RawRequest> } => {
    const memorial = memorials[rank()];
    const roll = random.next() * 100;
    if (roll < 5) {
      const write = random.int(0, 2);
      if (write === 0)
        return { kind: "like", request: json("/api/like-post", { _id: memorial.id }, { authorization: `Bearer ${random.pick(target.tokens)}` }) };
      if (write === 1)
        return { kind: "tribute", request: json("/api/add-tribute", { _id: memorial.id, tributesObj: { ...TRIBUTER, tribute: "Forever in our hearts" } }) };
      return {
        kind: "wall message",
        request: json("/api/add-comment", { _id: memorial.id, commentsObj: { ...VISITOR, comment: "We remember you with love" } }),
      };
    }
    const read = roll - 5;
    if (read < 55 * 0.95)
      return { kind: "page", request: { method: "GET", path: `/post/${memorial.blog_id}`, headers: { "accept-encoding": "br, gzip", accept: "text/html" } } };
    if (read < 70 * 0.95) return { kind: "get-post", request: json("/api/get-post", { post_id: memorial.blog_id }) };
    if (read < 80 * 0.95) return { kind: "wall", request: json("/api/get-post-comments", { blog_id: memorial.blog_id, skip: 0 }) };
    if (read < 90 * 0.95) return { kind: "feed", request: json("/api/latest-posts", { page: 1 + Math.min(49, rank() % 50) }) };
    return { kind: "search", request: json("/api/search-posts", { query: random.pick(SEARCH_WORDS), page: 1 }) };
  };
  const startRssMb = target.rssMb();
  let maxRssMb = startRssMb;
  const sample = () => {
    const rss = target.rssMb();
    if (Number.isFinite(rss)) maxRssMb = Math.max(maxRssMb, rss);
  };
  const sampler = setInterval(sample, 100);
  const measured = async () => {
    const before = target.cacheStats?.();
    const result = await run({
      url: target.baseUrl,
      connections: FLOOD_CONNECTIONS,
      duration: seconds,
      requests: [
        {
          setupRequest: (request: RawRequest) => {
            const { kind, request: chosen } = next();
            byKind[kind] = (byKind[kind] ?? 0) + 1;
            return { ...request, ...chosen } as RawRequest;
          },
        },
      ],
    });
    const after = target.cacheStats?.();
    const hitRate = before && after ? (after.hits - before.hits) / Math.max(1, after.hits - before.hits + after.misses - before.misses) : null;
    return { figures: figuresOf([result]), hitRate };
  };
  try {
    const first = await measured();
    const again = await measured();
    let restarted: Figures | null = null;
    if (target.restart) {
      await target.restart();
      restarted = (await measured()).figures;
    }
    let keptAhead: LongTailResult["keptAhead"] = null;
    if (target.keepAhead) {
      const before = await pagesNotKeptAhead(database.db, localToday());
      const started = performance.now();
      await target.keepAhead();
      const seconds = (performance.now() - started) / 1000;
      const pages = before - (await pagesNotKeptAhead(database.db, localToday()));
      keptAhead = { figures: (await measured()).figures, pages, seconds };
    }
    // The last sample before the server is settled (on PostgreSQL, stopped).
    sample();
    clearInterval(sampler);
    await target.settle();
    return {
      memorials: memorials.length,
      figures: first.figures,
      again: again.figures,
      againHitRate: again.hitRate,
      restarted,
      keptAhead,
      hitRate: first.hitRate,
      byKind,
      rssOf: target.rssOf,
      maxRssMb,
      startRssMb,
      countersExact: await counterMismatches(database.db),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** A long-tail target in this process: the app the bench started (the embedded database's case: it lives in the server's process). */
export async function inProcessTarget(app: FastifyInstance, baseUrl: string): Promise<LongTailTarget> {
  const likers = await Promise.all(Array.from({ length: 20 }, () => buildUser(app)));
  const stats = app.publicCache.stats;
  return {
    baseUrl,
    tokens: likers.map((liker) => liker.token),
    rssOf: "the bench's process (server, embedded database and the bench's client)",
    rssMb: () => process.memoryUsage.rss() / 1e6,
    cacheStats: () => ({ hits: stats.hits + stats.staleHits, misses: stats.misses }),
    settle: () => app.postReads.flush(app.db),
    // The walk the server makes while nobody reads, made here to its end.
    keepAhead: async () => {
      for (;;) if ((await app.pagesAhead!.step()).passedTheEnd) return;
    },
  };
}

/** Resident memory of process `pid` in MB, from /proc (Linux), or NaN. */
export function rssMbOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1000 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

export type SignedInRow = { name: string; anonymous: Figures; signedIn: Figures; ceiling: Figures };

/**
 * The family's reads on the day, signed in (a relative who keeps nothing of the memorial): the
 * memorial page itself is the same document for everyone (the session lives in the browser),
 * then the app asks get-post for the reader's own `can` (mode "again": the page counted the
 * view). Each beside the anonymous, cached call and the ceiling, in turns.
 */
export async function signedInReads(app: FastifyInstance, database: Database, baseUrl: string, ceiling: Ceiling, seconds: number): Promise<SignedInRow[]> {
  const hot = await hotMemorial(database.db);
  const reader = await buildUser(app);
  const auth = { authorization: `Bearer ${reader.token}` };
  const pairs: Array<[string, Call, Call]> = [
    [
      "get-post",
      { name: "get-post", method: "POST", path: "/api/get-post", body: { post_id: hot.blog_id } },
      { name: "get-post", method: "POST", path: "/api/get-post", body: { post_id: hot.blog_id, mode: "again" }, headers: auth },
    ],
    [
      "memorial page",
      { name: "page", method: "GET", path: `/post/${hot.blog_id}`, headers: { "accept-encoding": "br, gzip" } },
      // The reader's browser sends its cookies (the language chosen); the session is not one of them.
      { name: "page", method: "GET", path: `/post/${hot.blog_id}`, headers: { "accept-encoding": "br, gzip", cookie: "lang=en" } },
    ],
  ];
  const rows: SignedInRow[] = [];
  for (const [name, anonymous, signedIn] of pairs) {
    const answer = await rawAnswer(baseUrl, anonymous);
    for (let i = 0; i < 10; i++) await send(baseUrl, signedIn);
    const slice = (call: Call) => (duration: number) => sample({ ...requestOf(baseUrl, call), connections: FLOOD_CONNECTIONS, duration });
    const [a, s, c] = await interleaved(
      [slice(anonymous), slice(signedIn), (duration) => ceiling.sampleAnswer(anonymous, answer, FLOOD_CONNECTIONS, duration)],
      seconds,
    );
    rows.push({ name, anonymous: a, signedIn: s, ceiling: c });
  }
  return rows;
}

export type PagesNobodyAskedFor = {
  memorials: number;
  kept: Figures;
  rendered: Figures;
  keptPages: number;
  memoryHits: number;
  /** What one such page cost the server, sent from the kept copy and rendered. */
  cost: { kept: PageCost; rendered: PageCost };
};

/**
 * What one page costs the server, asked for one after another in-process (no client beside it,
 * no other request): the main thread's busy time and the process's CPU time (the render thread
 * and the compression included; PostgreSQL, a process of its own, not), per page.
 */
export type PageCost = { mainMs: number; processMs: number };

/** Pages asked for in the bench's process, as their `cost` counts them. */
const COST_PAGES = 200;

async function pageCost(app: FastifyInstance, paths: string[], headers: Record<string, string>): Promise<PageCost> {
  const busy = performance.eventLoopUtilization();
  const cpu = process.cpuUsage();
  for (const path of paths) await app.inject({ method: "GET", url: path, headers });
  const { active } = performance.eventLoopUtilization(busy);
  const { user, system } = process.cpuUsage(cpu);
  return { mainMs: active / paths.length, processMs: (user + system) / 1000 / paths.length };
}

/**
 * Pages nobody asked for lately: the pages of `count` memorials asked for in turn, each request
 * the next memorial's (no two connections share a render), CONNECTIONS at a time. On `kept`, a
 * server whose memory is far smaller than those pages (so it holds none of them when asked
 * again), after each page was rendered once: every answer comes from the pages kept in the
 * database. On `rendered`, a server without the cache: every answer is a render. The two take
 * one-second turns, as every pair in the bench does. Then what one page costs each server, the
 * first COST_PAGES of them asked for one after another.
 */
export async function pagesNobodyAskedFor(
  database: Database,
  kept: { app: FastifyInstance; baseUrl: string },
  rendered: { app: FastifyInstance; baseUrl: string },
  { connections, seconds, count = 500 }: { connections: number; seconds: number; count?: number },
): Promise<PagesNobodyAskedFor> {
  const memorials = await rowsOf<Memorial>(database.db, sql`select id, blog_id from posts where not draft order by md5(id::text) limit ${count}`);
  const paths = memorials.map((memorial) => `/post/${memorial.blog_id}`);
  const headers = { "accept-encoding": "br, gzip", accept: "text/html" };
  // Each page rendered once, as its first visitor since its last change had it rendered.
  for (const path of paths) await send(kept.baseUrl, { name: "page", method: "GET", path, headers });
  const keptCount = async () => (await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from kept_pages`))[0]!.n;
  for (let i = 0; i < 100 && (await keptCount()) < paths.length; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  let next = 0;
  const cycling = (baseUrl: string) => (duration: number) =>
    run({
      url: baseUrl,
      connections,
      duration,
      headers,
      requests: [{ setupRequest: (request: RawRequest) => ({ ...request, path: paths[next++ % paths.length] }) as RawRequest }],
    });
  const hitsBefore = kept.app.publicCache.stats.hits + kept.app.publicCache.stats.staleHits;
  const [keptFigures, renderedFigures] = await interleaved([cycling(kept.baseUrl), cycling(rendered.baseUrl)], seconds);
  const memoryHits = kept.app.publicCache.stats.hits + kept.app.publicCache.stats.staleHits - hitsBefore;
  const costed = paths.slice(0, COST_PAGES);
  const cost = { kept: await pageCost(kept.app, costed, headers), rendered: await pageCost(rendered.app, costed, headers) };
  return { memorials: paths.length, kept: keptFigures, rendered: renderedFigures, keptPages: await keptCount(), memoryHits, cost };
}
