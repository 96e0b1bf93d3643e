import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { PLACES } from "@kma/core/enums";
import { localToday } from "@kma/core/posts/remembrance-dates";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { buildBulkData } from "../src/db/bulk-data";
import { createServerDatabase } from "../src/db/server-database";
import { openDatabase, type Database, type OpenDatabaseOptions } from "../src/db/client";
import { forgetKeptPages } from "../src/services/kept-pages";
import { Ceiling, interleaved, rawAnswer, requestOf, sample, send, type Call, type Figures, type RawAnswer } from "./measure";
import { QueryCapture, describePlan, explainStatements, type StatementPlan } from "./plans";
import { runWrites, type WritesResult } from "./writes";
import {
  flood,
  inProcessTarget,
  longTail,
  pagesNobodyAskedFor,
  type PageCost,
  pagesNotKeptAhead,
  rssMbOf,
  signedInReads,
  FLOOD_CONNECTIONS,
  type FloodResult,
  type LongTailResult,
  type PagesNobodyAskedFor,
  type SignedInRow,
} from "./funeral-day";
import { startServer } from "../src/ops/server-process";
import { calendarPlace } from "@kma/core/posts/tamil-calendar/places";
import { tamilDeathDate, yearlyThithiDates } from "@kma/core/posts/tamil-calendar/thithi-dates";
import { buildUser } from "../src/test/factories";

/**
 * `npm run bench [-- --posts N --comments M --seconds S --pg URL --pglite-only --pg-only]`
 *
 * For each database (PostgreSQL first with BENCH_DATABASE_URL or --pg, on a fresh database
 * dropped after; then PGlite, always): builds the search-growth size (1/5 of --posts, 10,000 at 100,000),
 * measures the search calls, grows the same data to --posts memorials and --comments messages
 * in bulk, then measures every public read with 10 connections on an app with the response
 * cache on and one with it off (the database path), beside an in-memory ceiling for the same
 * body size (measured in alternating one-second turns with the app, so a busy machine weighs on
 * both alike), prints the plan of each statement the call runs, and finishes with writes under
 * load (50 connections) and a check that every counter equals its rows.
 */

const { values: args } = parseArgs({
  options: {
    posts: { type: "string" },
    comments: { type: "string" },
    seconds: { type: "string" },
    "write-seconds": { type: "string" },
    pg: { type: "string" },
    "pglite-only": { type: "boolean", default: false },
    "pg-only": { type: "boolean", default: false },
  },
});
const POSTS = Number(args.posts ?? process.env.BENCH_POSTS ?? 5000);
const COMMENTS = Number(args.comments ?? POSTS * 10);
const FULL = POSTS >= 50_000;
const SECONDS = Number(args.seconds ?? process.env.BENCH_SECONDS ?? (FULL ? 5 : 2));
const WRITE_SECONDS = Number(args["write-seconds"] ?? (FULL ? 60 : 10));
const GROWTH_POSTS = POSTS >= 100_000 ? 10_000 : Math.max(100, Math.round(POSTS / 5));
const CONNECTIONS = 10;
/** The funeral day's runs: the flood's turns, and the long tail's seconds (60 at full size). */
const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? (FULL ? 10 : 4));
const LONG_TAIL_SECONDS = Number(process.env.BENCH_LONG_TAIL_SECONDS ?? (FULL ? 60 : 10));
/** The cache's budget in the bench's app (CACHE_MB). */
const CACHE_MB = Number(process.env.BENCH_CACHE_MB ?? 256);
const JWT_SECRET = "bench-secret-0123456789-0123456789-abcdef";
const WRITE_CONNECTIONS = 100;
const WIDTH = 100;

/** The built web app (`npm run build`), with its server render: the bench then also measures a memorial page's HTML. */
const WEB_DIST = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(import.meta.dirname, "../../web/dist"));
const WEB_BUILT = fs.existsSync(path.join(WEB_DIST, "server/entry-server.js"));

const fmt = (n: number) => Math.round(n).toLocaleString("en");
const ms = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0));
const kb = (bytes: number) => (bytes < 1000 ? `${bytes} B` : `${(bytes / 1000).toFixed(1)} KB`);
const secs = (started: number) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

type Row = { call: Call; bytes: number; hits: string; cached: Figures; database: Figures; ceiling: Figures; plans: StatementPlan[] };
type Growth = { call: Call; small: Figures; smallCeiling: Figures; full: Figures; fullCeiling: Figures };
type FuneralDay = { lately: PagesNobodyAskedFor; flood: FloodResult; longTail: LongTailResult; signedIn: SignedInRow[] };
type DatabaseRun = { label: string; rows: Row[]; growth: Growth[]; writes: WritesResult; build: string[]; day: FuneralDay | null };

async function rowsOf<T>(db: Database["db"], query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The calls, with their targets taken from the data: the memorial with the most messages and the message with the most replies. */
async function callsFor(db: Database["db"]): Promise<Call[]> {
  const [hot] = await rowsOf<{ id: string; blog_id: string }>(db, sql`select id, blog_id from posts where not draft order by total_comments desc limit 1`);
  const [thread] = await rowsOf<{ id: string }>(db, sql`select id from comments where post_id = ${hot.id} order by total_replies desc limit 1`);
  return [
    { name: "latest-posts page 1", method: "POST", path: "/api/latest-posts", body: { page: 1 } },
    { name: "latest-posts page 50", method: "POST", path: "/api/latest-posts", body: { page: 50 } },
    { name: "get-post", method: "POST", path: "/api/get-post", body: { post_id: hot.blog_id } },
    { name: "most-engaged-posts", method: "GET", path: "/api/most-engaged-posts" },
    { name: "get-post-comments", method: "POST", path: "/api/get-post-comments", body: { blog_id: hot.blog_id, skip: 0 } },
    { name: "get-replies", method: "POST", path: "/api/get-replies", body: { _id: thread.id, skip: 0 } },
    { name: "get-post-tributes", method: "POST", path: "/api/get-post-tributes", body: { blog_id: hot.blog_id, skip: 0 } },
    { name: "get-post-images", method: "POST", path: "/api/get-post-images", body: { blog_id: hot.blog_id, skip: 0 } },
    { name: "all-latest-posts-count", method: "POST", path: "/api/all-latest-posts-count", body: {} },
    // The server-rendered page a visitor from a WhatsApp link gets: kept like the API's reads.
    // Asked for as a browser does (brotli accepted); the ceiling answers a body of the bytes sent.
    ...(WEB_BUILT
      ? [{ name: "memorial page HTML", method: "GET", path: `/post/${hot.blog_id}`, headers: { "accept-encoding": "br, gzip" } } satisfies Call]
      : []),
    ...searchCalls(),
  ];
}

function searchCalls(): Call[] {
  const search = (name: string, body: object): Call => ({ name, method: "POST", path: "/api/search-posts", body: { ...body, page: 1 }, search: true });
  return [
    search("search name 'ka'", { query: "ka" }),
    search("search name 'kum'", { query: "kum" }),
    search("search name 'sivaku'", { query: "sivaku" }),
    search("search name 'சிவ' (Tamil)", { query: "சிவ" }),
    search("search title Obituary", { title: "Obituary" }),
    search("search title Remembrance", { title: "Remembrance" }),
    search("search place Jaffna", { title: "place", query: "Jaffna" }),
    { name: "search-posts-count places", method: "POST", path: "/api/search-posts-count", body: { places: [...PLACES] }, search: true },
  ];
}

async function startApp(database: Database, responseCache: boolean, cacheMb = CACHE_MB): Promise<{ app: FastifyInstance; baseUrl: string; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kma-bench-"));
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      RATE_LIMIT: "off",
      RESPONSE_CACHE: responseCache ? "on" : "off",
      CACHE_MB: String(cacheMb),
      REMINDERS: "off",
      // The bench's rows measure what each says: the long tail keeps pages ahead itself, in its last run.
      KEEP_PAGES_AHEAD: "off",
      JWT_SECRET,
      // The render threads as the server's own default, or as RENDER_THREADS says (decision 050).
      RENDER_THREADS: process.env.RENDER_THREADS,
    },
    { webDist: WEB_BUILT ? WEB_DIST : path.join(dataDir, "no-web") },
  );
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: "127.0.0.1", port: 0 });
  return { app, baseUrl: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`, dataDir };
}

async function stopApp(started: { app: FastifyInstance; dataDir: string }) {
  await started.app.close();
  fs.rmSync(started.dataDir, { recursive: true, force: true });
}

async function warm(baseUrl: string, call: Call, times = 10) {
  for (let i = 0; i < times; i++) await send(baseUrl, call);
}

/** One slice of load on the app at `baseUrl`. */
const slice = (baseUrl: string, call: Call) => (seconds: number) => sample({ ...requestOf(baseUrl, call), connections: CONNECTIONS, duration: seconds });
/** The same slice on the in-memory ceiling, for a body of `bytes` (JSON), or the very answer (a compressed page). */
const ceilingSlice = (ceiling: Ceiling, call: Call, bytes: number, answer?: RawAnswer) => (seconds: number) =>
  answer ? ceiling.sampleAnswer(call, answer, CONNECTIONS, seconds) : ceiling.sample(call, bytes, CONNECTIONS, seconds);

/**
 * The yearly thithi days a memorial's notice and reminders show: ten years for one place, as a
 * page render asks for them (the astronomy is computed, not looked up), the fastest of five
 * once warm, each at another place and decade.
 */
function thithiFigure(): string {
  const place = (id: string) => calendarPlace(id)!;
  const death = tamilDeathDate("2018-08-20", place("london"));
  yearlyThithiDates(death, place("toronto"), 2026);
  const places = ["jaffna", "sydney", "oslo", "toronto", "london"];
  const times = places.map((id, i) => {
    const started = performance.now();
    yearlyThithiDates(death, place(id), 2027 + 10 * i);
    return performance.now() - started;
  });
  return `the yearly thithi: ten years for one place in ${Math.min(...times).toFixed(1)} ms (fastest of ${places.length}, warm)`;
}

/** Builds (or grows) the bulk data; returns the seconds it took, vacuum analyze included. */
async function build(label: string, database: Database, posts: number, comments: number, lines: string[]): Promise<number> {
  const started = Date.now();
  const log = (line: string) => {
    lines.push(line);
    console.log(`${label}: ${line.trim()}`);
  };
  await buildBulkData(database.db, { posts, comments, log });
  await database.db.execute(sql`vacuum analyze`); // what autovacuum would do on a server
  log(`${fmt(posts)} memorials and ${fmt(comments)} messages in the database after ${secs(started)} (with vacuum analyze)`);
  return (Date.now() - started) / 1000;
}

/**
 * The long tail's server: on PostgreSQL, a server process of its own, as `npm start` runs it (its
 * memory is then its own, and the bench's client does not share its event loop); on the embedded
 * database, which lives inside the server's process, a fresh app in this one. Either starts with
 * an empty cache and no page kept, as a new build does, and fills as readers come; the server
 * process of its own is then restarted for a third run (the pages it kept are sent on).
 */
async function longTailRun(database: Database, databaseUrl: string | undefined, tokensFrom: FastifyInstance): Promise<LongTailResult> {
  // A new build's first minute: no page kept by the apps of the runs before.
  await forgetKeptPages(database.db);
  if (!databaseUrl) {
    const tail = await startApp(database, true);
    try {
      return await longTail(database, await inProcessTarget(tail.app, tail.baseUrl), LONG_TAIL_SECONDS);
    } finally {
      await stopApp(tail);
    }
  }
  const likers = await Promise.all(Array.from({ length: 20 }, () => buildUser(tokensFrom)));
  const environment = {
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    WEB_DIST,
    CACHE_MB: String(CACHE_MB),
    RATE_LIMIT: "off",
    REMINDERS: "off",
    LOG_LEVEL: "warn",
    KEEP_PAGES_AHEAD: "off",
    JWT_SECRET,
  };
  let server = await startServer(environment);
  try {
    return await longTail(
      database,
      {
        baseUrl: server.url,
        tokens: likers.map((liker) => liker.token),
        rssOf: "the server's own process",
        rssMb: () => rssMbOf(server.child.pid!),
        // Views are written at shutdown.
        settle: async () => {
          server.child.kill("SIGTERM");
          await server.exited;
        },
        restart: async () => {
          server.child.kill("SIGTERM");
          await server.exited;
          server = await startServer(environment, { port: server.port, dataDir: server.dataDir });
        },
        // The same build, now walking the memorials while nobody reads: until every listed page is kept, or none more is.
        keepAhead: async () => {
          server.child.kill("SIGTERM");
          await server.exited;
          server = await startServer({ ...environment, KEEP_PAGES_AHEAD: "on" }, { port: server.port, dataDir: server.dataDir });
          let left = await pagesNotKeptAhead(database.db, localToday());
          let movedAt = performance.now();
          while (left > 0 && performance.now() - movedAt < 30_000) {
            await new Promise((resolve) => setTimeout(resolve, 1000));
            const now = await pagesNotKeptAhead(database.db, localToday());
            if (now < left) movedAt = performance.now();
            left = now;
          }
        },
      },
      LONG_TAIL_SECONDS,
    );
  } finally {
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

async function run(label: string, database: Database, capture: QueryCapture, ceiling: Ceiling, databaseUrl?: string): Promise<DatabaseRun> {
  const buildLines: string[] = [];
  const growthComments = Math.round((COMMENTS * GROWTH_POSTS) / POSTS);
  const firstBuild = await build(label, database, GROWTH_POSTS, growthComments, buildLines);

  // Search at the small size, on the database path.
  const growth: DatabaseRun["growth"] = [];
  let off = await startApp(database, false);
  const small = new Map<string, { figures: Figures; ceiling: Figures }>();
  for (const call of searchCalls()) {
    await warm(off.baseUrl, call);
    const bytes = Buffer.byteLength((await send(off.baseUrl, call)).text);
    const [figures, top] = await interleaved([slice(off.baseUrl, call), ceilingSlice(ceiling, call, bytes)], SECONDS);
    small.set(call.name, { figures, ceiling: top });
  }
  await stopApp(off);

  const total = firstBuild + (await build(label, database, POSTS, COMMENTS, buildLines));
  buildLines.push(`build time, both sizes: ${total.toFixed(1)} s`);
  console.log(`${label}: build time ${total.toFixed(1)} s`);

  off = await startApp(database, false);
  const on = await startApp(database, true);
  const rows: Row[] = [];
  try {
    for (const call of await callsFor(database.db)) {
      const first = await send(off.baseUrl, call);
      const bytes = (await send(on.baseUrl, call)).bytes;
      let hits = "";
      if (call.search && call.path.endsWith("/search-posts"))
        hits = first.status === 200 ? String((JSON.parse(first.text) as { blogs: unknown[] }).blogs.length) : `HTTP ${first.status}`;
      await capture.quiet();
      const statements = await capture.during(() => send(off.baseUrl, call));
      const plans = await explainStatements(database.db, statements);
      await warm(on.baseUrl, call);
      await warm(off.baseUrl, call);
      // A page is compressed: the ceiling sends its very bytes (see Ceiling.sampleAnswer).
      const answer = call.method === "GET" && call.path.startsWith("/post/") ? await rawAnswer(on.baseUrl, call) : undefined;
      const [cached, db, top] = await interleaved([slice(on.baseUrl, call), slice(off.baseUrl, call), ceilingSlice(ceiling, call, bytes, answer)], SECONDS);
      rows.push({ call, bytes, hits, cached, database: db, ceiling: top, plans });
      console.log(`${label}: ${call.name}: ${fmt(cached.rps)} req/s cached, ${fmt(db.rps)} req/s database, ceiling ${fmt(top.rps)}`);
      const before = small.get(call.name);
      if (before) growth.push({ call, small: before.figures, smallCeiling: before.ceiling, full: db, fullCeiling: top });
    }
    let day: FuneralDay | null = null;
    if (WEB_BUILT) {
      console.log(`${label}: pages nobody asked for lately, kept in the database and rendered, ${SECONDS} turns`);
      // A memory of 1 MB holds some 60 memorial pages: none of the 500 asked for in turn is there when asked again.
      const forgetful = await startApp(database, true, 1);
      let lately: PagesNobodyAskedFor;
      try {
        lately = await pagesNobodyAskedFor(database, forgetful, off, { connections: CONNECTIONS, seconds: SECONDS });
      } finally {
        await stopApp(forgetful);
      }
      await stopApp(off);
      console.log(`${label}: the funeral day: one memorial flooded, ${FLOOD_SECONDS} turns`);
      const floodResult = await flood(on.app, database, on.baseUrl, ceiling, FLOOD_SECONDS);
      console.log(`${label}: signed-in readers`);
      const signedIn = await signedInReads(on.app, database, on.baseUrl, ceiling, SECONDS);
      console.log(`${label}: the long tail, Zipf reads over every memorial with 5% writes, ${LONG_TAIL_SECONDS} s`);
      day = { lately, flood: floodResult, signedIn, longTail: await longTailRun(database, databaseUrl, on.app) };
      off = await startApp(database, false);
    }
    console.log(`${label}: mixed reads and writes under load, ${WRITE_CONNECTIONS} connections for ${WRITE_SECONDS} s`);
    const writes = await runWrites(on.app, database.db, on.baseUrl, WRITE_CONNECTIONS, WRITE_SECONDS);
    return { label, rows, growth, writes, build: buildLines, day };
  } finally {
    await stopApp(on);
    await stopApp(off);
  }
}

function printRun(run: DatabaseRun) {
  const head = ["call", "path", "req/s", "p50", "p95", "p99", "fail", "body", "ceiling", "ratio"];
  const widths = [27, 5, 7, 6, 6, 6, 4, 7, 8, 5];
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join(" ")
      .trimEnd();
  console.log(`\n${run.label}: ${fmt(POSTS)} memorials, ${fmt(COMMENTS)} messages; ${CONNECTIONS} connections, ${SECONDS} s a call`);
  for (const b of run.build) console.log(`  ${b.trim()}`);
  console.log("latency in ms; fail = non-2xx + errors + timeouts; ratio = req/s / in-memory ceiling for the same body");
  console.log("plans: the database path's statements for one request (outer nodes · indexes used)\n");
  console.log(line(head));
  console.log("-".repeat(WIDTH - 1));
  for (const row of run.rows) {
    const figures = (f: Figures) => [fmt(f.rps), ms(f.p50), ms(f.p95), ms(f.p99), String(f.failed)];
    console.log(line([row.call.name, "cache", ...figures(row.cached), kb(row.bytes), fmt(row.ceiling.rps), (row.cached.rps / row.ceiling.rps).toFixed(2)]));
    console.log(line(["", "db", ...figures(row.database), "", "", (row.database.rps / row.ceiling.rps).toFixed(2)]));
    if (row.hits === "0" || row.hits.startsWith("HTTP")) console.log(`   !! the search answered ${row.hits === "0" ? "no memorial" : row.hits}`);
    for (const plan of row.plans) for (const l of describePlan(plan, WIDTH - 4)) console.log(`   ${l}`);
    if (row.plans.length === 0) console.log("   (no statement: answered without the database)");
  }
}

function printGrowth(run: DatabaseRun) {
  console.log(`\n${run.label}: search growth, ${fmt(GROWTH_POSTS)} vs ${fmt(POSTS)} memorials (database path)`);
  console.log("the two sizes are measured minutes apart; 'ceiling-fair' divides each by the ceiling measured in the same seconds");
  const line = (c: string[]) =>
    `${c[0].padEnd(27)} ${c
      .slice(1)
      .map((x) => x.padStart(9))
      .join(" ")}`;
  console.log(line(["call", "req/s", "p95", "req/s", "p95", "p95 ratio", "rps ratio", "ceiling-"]));
  console.log(line(["", `@${GROWTH_POSTS / 1000}k`, `@${GROWTH_POSTS / 1000}k`, `@${POSTS / 1000}k`, `@${POSTS / 1000}k`, "big/small", "small/big", "fair"]));
  for (const g of run.growth) {
    const fair = g.small.rps / g.smallCeiling.rps / (g.full.rps / g.fullCeiling.rps);
    console.log(
      line([
        g.call.name,
        fmt(g.small.rps),
        ms(g.small.p95),
        fmt(g.full.rps),
        ms(g.full.p95),
        `${(g.full.p95 / g.small.p95).toFixed(2)}x`,
        `${(g.small.rps / g.full.rps).toFixed(2)}x`,
        `${fair.toFixed(2)}x`,
      ]),
    );
  }
}

function printWrites(run: DatabaseRun) {
  const w = run.writes;
  console.log(`\n${run.label}: mixed reads and writes under load, ${w.connections} connections for ${w.seconds} s`);
  const calls = Object.entries(w.byCall)
    .map(([name, n]) => `${name} ${fmt(n)}`)
    .join(", ");
  console.log(`  ${fmt(w.requests)} requests (${fmt(w.requests / w.seconds)}/s): ${calls}`);
  console.log(`  failed requests: ${w.failed} (non-2xx ${w.non2xx}, connection errors ${w.errors}, timeouts after 20 s ${w.timeouts})`);
  for (const e of w.samples) console.log(`    ${e}`);
  console.log("  (posts' five counters, comments.total_replies, users.total_posts, search_key_counts against their rows)");
  console.log(w.mismatches.length === 0 ? "  counters exact" : `  COUNTER MISMATCHES:\n${w.mismatches.map((m) => `    ${m}`).join("\n")}`);
}

const mark = (ok: boolean) => (ok ? "met" : "NOT MET");

/** The funeral day's rows, each beside its ceiling and its target. */
function printDay(run: DatabaseRun) {
  const day = run.day;
  if (!day) return;
  const pageDb = run.rows.find((row) => row.call.name === "memorial page HTML")?.database;
  const { flood: f, longTail: t } = day;
  const figures = (x: Figures) => `${fmt(x.rps)} req/s, p50 ${ms(x.p50)}, p95 ${ms(x.p95)}, p99 ${ms(x.p99)} ms, ${x.failed} failed`;
  console.log(`\n${run.label}: the funeral day (${fmt(POSTS)} memorials; cache budget ${CACHE_MB} MB)`);
  const { lately } = day;
  console.log(
    `  a memorial page nobody asked for lately (${fmt(lately.memorials)} memorials in turn, none in the server's memory: kept in the database, brotli), ${CONNECTIONS} connections: ${figures(lately.kept)} — target >= 400 req/s, p99 <= 50 ms: ${mark(lately.kept.rps >= 400 && lately.kept.p99 <= 50)}`,
  );
  console.log(`    pages kept in the database: ${fmt(lately.keptPages)}; answers from the server's memory meanwhile: ${fmt(lately.memoryHits)}`);
  console.log(`    the same pages rendered (never rendered since they changed, or RESPONSE_CACHE=off): ${figures(lately.rendered)}`);
  const cost = (c: PageCost) => `main thread ${c.mainMs.toFixed(1)} ms, the server's process ${c.processMs.toFixed(1)} ms`;
  console.log(`    what one page costs the server, one after another: kept ${cost(lately.cost.kept)}; rendered ${cost(lately.cost.rendered)}`);
  if (pageDb) console.log(`    one memorial's page rendered again and again (database path, the table above): ${figures(pageDb)}`);
  console.log(`  one memorial flooded, ${FLOOD_CONNECTIONS} connections, page ${kb(f.pageBytes)}:`);
  console.log(`    reads only:          ${figures(f.reads)}; ratio to ceiling ${(f.reads.rps / f.ceiling.rps).toFixed(2)}`);
  console.log(
    `    with 5% writes:      ${figures(f.flood)}; ratio to ceiling ${(f.flood.rps / f.ceiling.rps).toFixed(2)} — target >= 0.40, p99 <= 50 ms: ${mark(f.flood.rps / f.ceiling.rps >= 0.4 && f.flood.p99 <= 50)}`,
  );
  console.log(`    in-memory ceiling:   ${figures(f.ceiling)}`);
  const seen = f.seenMs;
  console.log(
    `    a new message seen by another reader after: median ${seen[Math.floor(seen.length / 2)]} ms, worst ${seen.at(-1)} ms (${seen.length} messages) — target <= 1 s: ${mark((seen.at(-1) ?? Infinity) <= 1000)}`,
  );
  console.log(`    counters equal to their rows after the flood: ${f.countersExact.length === 0 ? "yes" : f.countersExact.join("; ")}`);
  for (const row of day.signedIn) {
    const ratio = row.signedIn.rps / row.anonymous.rps;
    console.log(
      `  ${row.name}, signed-in reader: ${figures(row.signedIn)}; anonymous cached ${fmt(row.anonymous.rps)}, ceiling ${fmt(row.ceiling.rps)}; ratio to anonymous ${ratio.toFixed(2)} — target >= 0.30: ${mark(ratio >= 0.3)}`,
    );
  }
  const kinds = Object.entries(t.byKind)
    .map(([kind, n]) => `${kind} ${fmt(n)}`)
    .join(", ");
  const hits = (rate: number | null) => (rate === null ? "" : `; cache hits ${(rate * 100).toFixed(0)}%`);
  console.log(`  the long tail: Zipf reads over ${fmt(t.memorials)} memorials with 5% writes, ${FLOOD_CONNECTIONS} connections, ${LONG_TAIL_SECONDS} s:`);
  for (const [when, x, rate] of [
    ["from an empty cache, nothing kept (a new build)", t.figures, t.hitRate],
    ["the same load again at once", t.again, t.againHitRate],
    ...(t.restarted ? [["again after a restart of the same build (memory empty, pages kept)", t.restarted, null] as const] : []),
    ...(t.keptAhead ? [["once every listed memorial's page was kept ahead of need (decision 054)", t.keptAhead.figures, null] as const] : []),
  ] as const) {
    console.log(
      `    ${when}: ${figures(x)} — target p99 <= 100 ms: ${mark(x.p99 <= 100)}; aim >= 1,500 req/s; ${(x.rps / f.reads.rps).toFixed(2)} of one hot page's reads-only figure (${fmt(f.reads.rps)})${hits(rate)}`,
    );
  }
  if (t.keptAhead)
    console.log(
      `    pages kept ahead of need before the last run: ${fmt(t.keptAhead.pages)} in ${t.keptAhead.seconds.toFixed(0)} s, one render at a time while nobody read`,
    );
  console.log(`    requests in all the runs: ${kinds}`);
  console.log(
    `    resident memory of ${t.rssOf}: ${fmt(t.startRssMb)} MB at the start, at most ${fmt(t.maxRssMb)} MB — target <= budget + 300 MB (${CACHE_MB + 300} MB): ${mark(t.maxRssMb <= CACHE_MB + 300)}`,
  );
  console.log(`    counters equal to their rows after the run: ${t.countersExact.length === 0 ? "yes" : t.countersExact.join("; ")}`);
}

function printDayComparison(lite: DatabaseRun, postgres: DatabaseRun) {
  if (!lite.day || !postgres.day) return;
  const pair = (name: string, a: number, b: number) =>
    console.log(`  ${name.padEnd(40)} ${fmt(a).padStart(8)} ${fmt(b).padStart(8)} ${(a / b).toFixed(2).padStart(6)}`);
  console.log(`\nthe funeral day, embedded (PGlite) / PostgreSQL, req/s`);
  console.log(`  ${"".padEnd(40)} ${"PGlite".padStart(8)} ${"PG".padStart(8)} ${"ratio".padStart(6)}`);
  pair("one memorial flooded, reads only", lite.day.flood.reads.rps, postgres.day.flood.reads.rps);
  pair("one memorial flooded, 5% writes", lite.day.flood.flood.rps, postgres.day.flood.flood.rps);
  pair("long tail, Zipf with 5% writes", lite.day.longTail.figures.rps, postgres.day.longTail.figures.rps);
  pair("long tail, the same load again", lite.day.longTail.again.rps, postgres.day.longTail.again.rps);
  pair("pages nobody asked for lately, kept", lite.day.lately.kept.rps, postgres.day.lately.kept.rps);
  for (const row of lite.day.signedIn) {
    const other = postgres.day.signedIn.find((r) => r.name === row.name);
    if (other) pair(`${row.name}, signed-in reader`, row.signedIn.rps, other.signedIn.rps);
  }
}

function printComparison(lite: DatabaseRun, postgres: DatabaseRun) {
  console.log(`\nPGlite / PostgreSQL, req/s (the target: at least 0.40)`);
  const line = (c: string[]) =>
    `${c[0].padEnd(27)} ${c
      .slice(1)
      .map((x) => x.padStart(10))
      .join(" ")}`;
  console.log(line(["call", "PGlite db", "PG db", "ratio", "PGlite $", "PG $", "ratio"]));
  for (const row of lite.rows) {
    const other = postgres.rows.find((r) => r.call.name === row.call.name);
    if (!other) continue;
    console.log(
      line([
        row.call.name,
        fmt(row.database.rps),
        fmt(other.database.rps),
        (row.database.rps / other.database.rps).toFixed(2),
        fmt(row.cached.rps),
        fmt(other.cached.rps),
        (row.cached.rps / other.cached.rps).toFixed(2),
      ]),
    );
  }
  console.log("($ = response cache on)");
}

/** A new database on the server at `serverUrl`, dropped when closed. */
async function postgresDatabase(serverUrl: string, options: Omit<OpenDatabaseOptions, "databaseUrl">): Promise<Database & { url: string }> {
  const created = await createServerDatabase(serverUrl, "bench");
  try {
    const database = await openDatabase({ ...options, databaseUrl: created.url });
    return { ...database, url: created.url, close: async () => (await database.close(), await created.drop()) };
  } catch (error) {
    await created.drop();
    throw error;
  }
}

async function main() {
  const started = Date.now();
  console.log(`Node ${process.version}, ${os.cpus().length} CPUs; ${fmt(POSTS)} memorials, ${fmt(COMMENTS)} messages, growth from ${fmt(GROWTH_POSTS)}`);
  console.log(thithiFigure());
  if (!WEB_BUILT) console.log("the web app is not built (npm run build): the memorial page's HTML is left out");
  const ceiling = new Ceiling();
  await ceiling.start();
  const runs: DatabaseRun[] = [];
  try {
    // PostgreSQL first when asked for: its table is printed as soon as it is done.
    const serverUrl = args["pglite-only"] ? undefined : (args.pg ?? process.env.BENCH_DATABASE_URL);
    if (serverUrl) {
      const capture = new QueryCapture();
      const database = await postgresDatabase(serverUrl, { logQuery: capture.log });
      try {
        runs.push(await run("PostgreSQL", database, capture, ceiling, database.url));
        printRun(runs[runs.length - 1]);
      } finally {
        await database.close();
      }
    }
    if (!(args["pg-only"] && serverUrl)) {
      const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), "kma-bench-db-"));
      try {
        const capture = new QueryCapture();
        const database = await openDatabase({ pgliteDir, logQuery: capture.log });
        try {
          runs.push(await run("PGlite", database, capture, ceiling));
          printRun(runs[runs.length - 1]);
        } finally {
          await database.close();
        }
      } finally {
        fs.rmSync(pgliteDir, { recursive: true, force: true });
      }
    }
  } finally {
    await ceiling.stop();
  }
  for (const r of runs) printGrowth(r);
  if (runs.length === 2) printComparison(runs[1], runs[0]);
  for (const r of runs) printDay(r);
  if (runs.length === 2) printDayComparison(runs[1], runs[0]);
  for (const r of runs) printWrites(r);
  console.log(`\nbench finished in ${secs(started)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
