import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { buildBulkData, counterMismatches } from "../src/db/bulk-data";
import { createServerDatabase } from "../src/db/server-database";
import { openDatabase, type Database } from "../src/db/client";
import { buildUser } from "../src/test/factories";
import { Ceiling, figuresOf, requestOf, type Call, type Figures, type Sample } from "./measure";

/**
 * `npm run bench:flood [-- --posts N --seconds S --pg URL]`: the funeral day. One memorial's link
 * goes round; 20 connections ask for its page (HTML, brotli, as a browser does) while 1 request
 * in 20 is a write to it (an anonymous tribute or a like). Measured in
 * alternating one-second turns with the in-memory ceiling for the same body, so the ratio holds
 * on a noisy machine. Also prints how long after a message a reader first sees it, and checks
 * every counter against its rows afterwards. Reads only (no writes) is printed beside it.
 */

const { values: args } = parseArgs({ options: { posts: { type: "string" }, seconds: { type: "string" }, pg: { type: "string" } } });
const POSTS = Number(args.posts ?? 2000);
const SECONDS = Number(args.seconds ?? 10);
const CONNECTIONS = 20;
const WEB_DIST = path.resolve(import.meta.dirname, "../../web/dist");
if (!fs.existsSync(path.join(WEB_DIST, "server/entry-server.js"))) throw new Error("Build the web app first: npm run build");

/** An anonymous visitor's message, as the memory wall's form sends it. */
const VISITOR = { commenterFirstName: "Anita", commenterLastName: "Rajan", email: "anita@example.com", mobileNumber: "+94 77 123 4567", currentPlace: "Colombo" };

const TRIBUTER = { tributerFirstName: "Anita", tributerLastName: "Rajan", email: "anita@example.com", mobileNumber: "0771234567", currentPlace: "Colombo" };

const fmt = (n: number) => Math.round(n).toLocaleString("en");
const ms = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0));

async function startApp(database: Database) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kma-flood-"));
  const config = loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: "silent", RATE_LIMIT: "off", REMINDERS: "off", JWT_SECRET: "bench-secret-0123456789-0123456789-abcdef" },
    { webDist: WEB_DIST },
  );
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: "127.0.0.1", port: 0 });
  return { app, baseUrl: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`, dataDir };
}

/** One second of the flood: each connection cycles 19 page reads and one write. */
function floodSlice(baseUrl: string, page: Call, writes: Call[], withWrites: boolean) {
  return async (seconds: number): Promise<Sample & { pageLatencies: number[] }> => {
    // autocannon's request list takes paths, each sent to `url`.
    const asRequest = (call: Call) => ({ ...requestOf(baseUrl, call), url: undefined, path: call.path });
    const read = asRequest(page);
    const requests = withWrites ? [...Array(19).fill(read), asRequest(writes[Math.floor(Math.random() * writes.length)])] : [read];
    const latencies: number[] = [];
    const pageLatencies: number[] = [];
    let failed = 0;
    const instance = autocannon({ url: baseUrl, requests, connections: CONNECTIONS, duration: seconds, timeout: 10 });
    instance.on("response", (client: { opts?: { requests?: unknown[] } }, status: number, _bytes: number, time: number) => {
      latencies.push(time);
      if (status < 200 || status > 299) failed++;
      void client;
    });
    const result = await instance;
    // autocannon does not say which request a response answered: the page is 19 in 20 of them.
    pageLatencies.push(...latencies);
    return { latencies, duration: result.duration || seconds, failed: failed + result.errors + result.timeouts, pageLatencies };
  };
}

/** Time from an anonymous message being stored until a reader's page shows it, while the flood runs. */
async function timeToSee(baseUrl: string, blogId: string, postId: string): Promise<number> {
  // Letters only: a run of digits reads as a phone number, and such a message waits for review.
  const marker = `seen ${Array.from({ length: 12 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;
  const written = Date.now();
  const res = await fetch(`${baseUrl}/api/add-comment`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ _id: postId, commentsObj: { ...VISITOR, comment: marker } }),
  });
  if (!res.ok) throw new Error(`add-comment answered ${res.status}: ${await res.text()}`);
  for (;;) {
    const page = await fetch(`${baseUrl}/post/${blogId}`);
    if ((await page.text()).includes(marker)) return Date.now() - written;
    if (Date.now() - written > 30_000) return Infinity;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function measure(label: string, database: Database) {
  console.log(`${label}: building ${fmt(POSTS)} memorials…`);
  await buildBulkData(database.db, { posts: POSTS, comments: POSTS * 10 });
  await database.db.execute(sql`vacuum analyze`);
  const started = await startApp(database);
  const { app, baseUrl } = started;
  const ceiling = new Ceiling();
  await ceiling.start();
  try {
    const [hot] = ((await database.db.execute(sql`select id, blog_id from posts where not draft order by total_comments desc limit 1`)) as unknown as {
      rows: Array<{ id: string; blog_id: string }>;
    }).rows;
    const liker = await buildUser(app as unknown as FastifyInstance);
    const page: Call = { name: "memorial page", method: "GET", path: `/post/${hot.blog_id}`, headers: { "accept-encoding": "br, gzip" } };
    const writes: Call[] = [
      // Tributes, not wall messages: a flood of wall messages would push the one whose arrival is timed off the wall's first page.
      { name: "tribute", method: "POST", path: "/api/add-tribute", body: { _id: hot.id, tributesObj: { ...TRIBUTER, tribute: "With love from Toronto" } } },
      { name: "like", method: "POST", path: "/api/like-post", body: { _id: hot.id }, headers: { authorization: `Bearer ${liker.token}` } },
    ];
    const first = await fetch(`${baseUrl}${page.path}`, { headers: page.headers });
    const bytes = Number(first.headers.get("content-length")) || Buffer.byteLength(await first.text());
    for (let i = 0; i < 20; i++) await fetch(`${baseUrl}${page.path}`, { headers: page.headers }).then((r) => r.arrayBuffer());

    const turns = { reads: [] as Sample[], flood: [] as Sample[], ceiling: [] as Sample[] };
    const seen: number[] = [];
    for (let round = 0; round < SECONDS; round++) {
      turns.reads.push(await floodSlice(baseUrl, page, writes, false)(1));
      const flood = floodSlice(baseUrl, page, writes, true)(1);
      if (round % 2 === 1) seen.push(await timeToSee(baseUrl, hot.blog_id, hot.id));
      turns.flood.push(await flood);
      turns.ceiling.push(await ceiling.sample(page, bytes, CONNECTIONS, 1));
    }
    const top = figuresOf(turns.ceiling);
    const row = (name: string, f: Figures) =>
      console.log(`${name.padEnd(34)} ${fmt(f.rps).padStart(7)} ${ms(f.p50).padStart(6)} ${ms(f.p95).padStart(6)} ${ms(f.p99).padStart(6)} ${String(f.failed).padStart(5)} ${(f.rps / top.rps).toFixed(2).padStart(6)}`);
    console.log(`\n${label}: one memorial under a flood, ${CONNECTIONS} connections, ${SECONDS} turns of 1 s, page ${(bytes / 1000).toFixed(1)} KB (brotli)`);
    console.log(`${"".padEnd(34)} ${"req/s".padStart(7)} ${"p50".padStart(6)} ${"p95".padStart(6)} ${"p99".padStart(6)} ${"fail".padStart(5)} ${"ratio".padStart(6)}`);
    row("page, reads only", figuresOf(turns.reads));
    row("page + 5% writes (tributes, likes)", figuresOf(turns.flood));
    row("in-memory ceiling, same body", top);
    seen.sort((a, b) => a - b);
    console.log(`time until a reader sees a new message, during the flood: median ${seen[Math.floor(seen.length / 2)]} ms, worst ${seen.at(-1)} ms (${seen.length} messages)`);
    await app.postReads.flush(app.db);
    const mismatches = await counterMismatches(database.db);
    console.log(`counters equal to their rows after the flood: ${mismatches.length === 0 ? "yes" : mismatches.join("; ")}`);
  } finally {
    await ceiling.stop();
    await app.close();
    fs.rmSync(started.dataDir, { recursive: true, force: true });
  }
}

const serverUrl = args.pg ?? process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const created = await createServerDatabase(serverUrl, "kma_flood");
  const database = await openDatabase({ databaseUrl: created.url });
  try {
    await measure("PostgreSQL", database);
  } finally {
    await database.close();
    await created.drop();
  }
}
const embedded = await openDatabase({ pgliteDir: "memory" });
try {
  await measure("embedded (PGlite)", embedded);
} finally {
  await embedded.close();
}
process.exit(0);
