import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql, type SQLWrapper } from "drizzle-orm";
import pg from "pg";
import { PLACES } from "@kma/core/enums";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { openDatabase, type Database } from "../src/db/client";
import { demoPostFields, seededRandom } from "../src/db/demo-data";
import { mostEngagedPostsQuery } from "../src/services/list-most-engaged-posts";
import { ALL_PUBLISHED, placeCountsQuery, postSearchQuery, resolvePostSearch, type PostSearch } from "../src/services/search-posts";
import { explainQuery } from "../src/test/explain";
import { buildPosts, buildUser } from "../src/test/factories";

/**
 * `npm run bench`: the public read calls under load. Builds the app on a fresh PGlite in a
 * temporary folder (and, with BENCH_DATABASE_URL=postgres://..., on a new database on that
 * server, dropped afterwards), inserts 5,000 published posts by 200 users, listens on
 * 127.0.0.1 only, and runs autocannon for a few seconds per call. Prints requests/s,
 * latency percentiles and the EXPLAIN outline of each list's query.
 */

const POSTS = Number(process.env.BENCH_POSTS ?? 5000);
const USERS = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

type Target = { name: string; method: "GET" | "POST"; path: string; body?: object; query?: SQLWrapper };

async function fill(database: Database, label: string) {
  const started = Date.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kma-bench-"));
  const config = loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: "silent", RATE_LIMIT: "off", JWT_SECRET: crypto.randomBytes(32).toString("hex") },
    { webDist: path.join(dataDir, "no-web") },
  );
  const app = await buildApp({ config, database, logger: false });
  const users: Array<{ id: string }> = [];
  for (let i = 0; i < USERS; i++) users.push(await buildUser(app, { password: null }));
  const random = seededRandom(7);
  const images = { profilebanner: "/images/placeholder-portrait.png", memoriwallimages: [], backgroundimage: "/backgrounds/background-1.jpg" };
  await buildPosts(
    app.db,
    Array.from({ length: POSTS }, (_, i) => ({
      author: users[i % users.length],
      overrides: {
        ...demoPostFields(random, images),
        publishedAt: new Date(Date.UTC(2022, 0, 1) + i * 3_600_000),
        totalLikes: random.int(0, 50),
        totalComments: random.int(0, 40),
        totalTributes: random.int(0, 20),
        totalImages: random.int(0, 30),
        totalReads: random.int(0, 5000),
      },
    })),
  );
  // What autovacuum does on a server: fresh statistics and an empty GIN pending list.
  await app.db.execute(sql`vacuum analyze`);
  console.log(`${label}: ${POSTS} posts and ${USERS} users ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { app, dataDir };
}

function targets(db: Database["db"], blogId: string): Target[] {
  const search = (input: Parameters<typeof resolvePostSearch>[0]) => resolvePostSearch(input) as PostSearch;
  return [
    { name: "latest-posts page 1", method: "POST", path: "/api/latest-posts", body: { page: 1 }, query: postSearchQuery(db, ALL_PUBLISHED, 1) },
    { name: "latest-posts page 50", method: "POST", path: "/api/latest-posts", body: { page: 50 }, query: postSearchQuery(db, ALL_PUBLISHED, 50) },
    { name: "search-posts query 'kum'", method: "POST", path: "/api/search-posts", body: { query: "kum", page: 1 }, query: postSearchQuery(db, search({ query: "kum" }), 1) },
    { name: "search-posts title Remembrance", method: "POST", path: "/api/search-posts", body: { title: "Remembrance", page: 1 }, query: postSearchQuery(db, search({ title: "Remembrance" }), 1) },
    { name: "search-posts place Jaffna", method: "POST", path: "/api/search-posts", body: { title: "place", query: "Jaffna", page: 1 }, query: postSearchQuery(db, search({ title: "place", query: "Jaffna" }), 1) },
    { name: "search-posts-count places", method: "POST", path: "/api/search-posts-count", body: { places: [...PLACES] }, query: placeCountsQuery(db, ALL_PUBLISHED, [...PLACES]) },
    { name: "most-engaged-posts", method: "GET", path: "/api/most-engaged-posts", query: mostEngagedPostsQuery(db) },
    { name: "get-post", method: "POST", path: "/api/get-post", body: { post_id: blogId } },
  ];
}

const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;

async function run(label: string, database: Database) {
  const { app, dataDir } = await fill(database, label);
  try {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as { port: number };
    const [first] = await postSearchQuery(app.db, ALL_PUBLISHED, 1);
    const rows: string[][] = [];
    const calls = targets(app.db, first.post.blogId);
    // Warm up (JIT, plan caches, the pg pool) so the first call measured is not penalised.
    for (const target of calls) {
      for (let i = 0; i < 20; i++) {
        const body = target.body ? JSON.stringify(target.body) : undefined;
        await (await fetch(`http://127.0.0.1:${port}${target.path}`, { method: target.method, headers: { "content-type": "application/json" }, body })).arrayBuffer();
      }
    }
    for (const target of calls) {
      const result = await autocannon({
        url: `http://127.0.0.1:${port}${target.path}`,
        method: target.method,
        headers: { "content-type": "application/json" },
        body: target.body ? JSON.stringify(target.body) : undefined,
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: 10,
      });
      const failed = result.non2xx + result.errors + result.timeouts;
      const plan = target.query ? await explainQuery(app.db, target.query) : null;
      const outline = plan
        ? [
            plan.outline.split(" > ").slice(0, 3).join(" > "),
            `indexes: ${[...new Set(plan.indexes.filter((i) => i.startsWith("posts_")))].join(", ") || "none"}`,
            ...(plan.seqScans.includes("posts") ? ["Seq Scan on posts"] : []),
          ].join(" | ")
        : "one row by blog_id (unique index), plus the read counter";
      rows.push([target.name, result.requests.average.toFixed(0), ms(result.latency.p50), ms(result.latency.p97_5), ms(result.latency.p99), String(failed), outline]);
    }
    const head = ["call", "req/s", "p50", "p97.5", "p99", "non-2xx", "EXPLAIN (outermost nodes)"];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : i > 0 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join("  ");
    console.log(`\n${label}: ${CONNECTIONS} connections, ${SECONDS} s per call\n${line(head)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
    for (const row of rows) console.log(line(row));
    console.log("");
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A new database on the BENCH_DATABASE_URL server, dropped when the run ends. */
async function postgresDatabase(serverUrl: string): Promise<Database> {
  const name = `kma_bench_${crypto.randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function main() {
  console.log(`Node ${process.version}, ${os.cpus().length} CPUs`);
  const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), "kma-bench-db-"));
  try {
    await run("PGlite (embedded, on disk)", await openDatabase({ pgliteDir }));
  } finally {
    fs.rmSync(pgliteDir, { recursive: true, force: true });
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) await run("PostgreSQL (BENCH_DATABASE_URL)", await postgresDatabase(serverUrl));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
