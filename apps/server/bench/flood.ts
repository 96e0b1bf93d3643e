import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { buildBulkData } from "../src/db/bulk-data";
import { createServerDatabase } from "../src/db/server-database";
import { openDatabase, type Database } from "../src/db/client";
import { Ceiling, type Figures } from "./measure";
import { FLOOD_CONNECTIONS, flood } from "./funeral-day";

/**
 * `npm run bench:flood [-- --posts N --seconds S --pg URL]`: the funeral day's flood alone (the
 * whole day, long tail and signed-in readers included, is in `npm run bench`). One memorial's
 * link goes round; 20 connections ask for its page (HTML, brotli, as a browser does) while 1
 * request in 20 is a write to it (an anonymous tribute or a like), in alternating one-second
 * turns with reads only and the in-memory ceiling for the same body; then how long after a
 * message a reader first sees it, and every counter checked against its rows.
 */

const { values: args } = parseArgs({ options: { posts: { type: "string" }, seconds: { type: "string" }, pg: { type: "string" } } });
const POSTS = Number(args.posts ?? 2000);
const SECONDS = Number(args.seconds ?? 10);
const WEB_DIST = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(import.meta.dirname, "../../web/dist"));
if (!fs.existsSync(path.join(WEB_DIST, "server/entry-server.js"))) throw new Error("Build the web app first: npm run build");

const fmt = (n: number) => Math.round(n).toLocaleString("en");
const ms = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0));

async function measure(label: string, database: Database) {
  console.log(`${label}: building ${fmt(POSTS)} memorials…`);
  await buildBulkData(database.db, { posts: POSTS, comments: POSTS * 10 });
  await database.db.execute(sql`vacuum analyze`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kma-flood-"));
  // No pages kept ahead of need: the server is quiet while the ceiling (in this process) is
  // measured, and rendering pages then would slow the ceiling and flatter the ratio.
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      RATE_LIMIT: "off",
      REMINDERS: "off",
      KEEP_PAGES_AHEAD: "off",
      JWT_SECRET: "bench-secret-0123456789-0123456789-abcdef",
    },
    { webDist: WEB_DIST },
  );
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const ceiling = new Ceiling();
  await ceiling.start();
  try {
    const result = await flood(app, database, baseUrl, ceiling, SECONDS);
    const row = (name: string, f: Figures) =>
      console.log(
        `${name.padEnd(34)} ${fmt(f.rps).padStart(7)} ${ms(f.p50).padStart(6)} ${ms(f.p95).padStart(6)} ${ms(f.p99).padStart(6)} ${String(f.failed).padStart(5)} ${(f.rps / result.ceiling.rps).toFixed(2).padStart(6)}`,
      );
    console.log(
      `\n${label}: one memorial under a flood, ${FLOOD_CONNECTIONS} connections, ${SECONDS} turns of 1 s, page ${(result.pageBytes / 1000).toFixed(1)} KB (brotli)`,
    );
    console.log(
      `${"".padEnd(34)} ${"req/s".padStart(7)} ${"p50".padStart(6)} ${"p95".padStart(6)} ${"p99".padStart(6)} ${"fail".padStart(5)} ${"ratio".padStart(6)}`,
    );
    row("page, reads only", result.reads);
    row("page + 5% writes (tributes, likes)", result.flood);
    row("in-memory ceiling, same body", result.ceiling);
    const seen = result.seenMs;
    console.log(
      `time until a reader sees a new message, during the flood: median ${seen[Math.floor(seen.length / 2)]} ms, worst ${seen.at(-1)} ms (${seen.length} messages)`,
    );
    console.log(`counters equal to their rows after the flood: ${result.countersExact.length === 0 ? "yes" : result.countersExact.join("; ")}`);
  } finally {
    await ceiling.stop();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
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
// On disk, as `npm start` opens it: in a thread of its own (decision 061).
const embeddedDir = fs.mkdtempSync(path.join(os.tmpdir(), "kma-flood-db-"));
const embedded = await openDatabase({ pgliteDir: embeddedDir });
try {
  await measure("embedded (PGlite)", embedded);
} finally {
  await embedded.close();
  fs.rmSync(embeddedDir, { recursive: true, force: true });
}
process.exit(0);
