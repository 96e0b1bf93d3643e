import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { EmbeddedDatabaseThread } from "./embedded-connection";
import { PreparingClient } from "./prepared-statements";
import * as schema from "./schema";
import { serverPath } from "../lib/server-root";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** The server's URL, when on PostgreSQL: other connections (LISTEN) are opened to it. */
  url?: string;
  close: () => Promise<void>;
  /** Embedded only: the data directory as a tar file, which `pgliteTemplate` opens again (the tests' template). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * Embedded only: runs SQL text outside drizzle, for pg-boss's `db` option. Without values the
   * text may hold several statements (pg-boss's locked maintenance), and the last one's rows answer.
   * It waits for any transaction of the app's: PGlite is one session, run one statement at a time.
   */
  runSql?: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
};

// From the server package, not this module: the bundle (decision 049) runs from dist/.
const migrationsFolder = serverPath("src/db/migrations");

/**
 * PGlite has no lock of its own: a second process could open the same directory and
 * corrupt it (docs/stack-notes.md item 5). We hold `db.lock` with our pid while open.
 */
export function takeLock(dir: string): () => void {
  const lockPath = path.join(dir, "db.lock");
  try {
    const fd = fs.openSync(lockPath, "wx");
    fs.writeSync(fd, String(process.pid));
    fs.closeSync(fd);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = Number(fs.readFileSync(lockPath, "utf8"));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(`The database in ${dir} is in use by process ${holder}. Stop it first, or set DATA_DIR to another folder.`, { cause: error });
    }
    fs.writeFileSync(lockPath, String(process.pid)); // stale lock from a crashed process
  }
  return () => fs.rmSync(lockPath, { force: true });
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Any fixed number: the advisory lock every server of this site takes to migrate. */
const MIGRATION_LOCK = 7_461_237_001;

/**
 * Ten servers starting at once on one PostgreSQL migrate once: each waits for the lock, and
 * finds the migrations already applied when it gets it.
 */
async function migrateOnce(pool: pg.Pool, migrate: () => Promise<void>) {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migrate();
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * A pool whose `query()` keeps its connection after a statement fails. pg's own gives the
 * connection back with the statement's error, which closes it: every taken username or e-mail
 * address then cost a new connection and the statements it had kept prepared (decision 051), and
 * on the embedded database a new session (decision 061). A connection that is really broken is
 * still dropped: the pool checks the connection when it comes back, not the statement's error.
 */
class KeptConnectionPool extends pg.Pool {
  override query(...args: unknown[]): never {
    const run = async () => {
      const client = await this.connect();
      try {
        return await (client.query as (...all: unknown[]) => Promise<unknown>)(...args);
      } finally {
        client.release();
      }
    };
    return run() as never;
  }
}

/**
 * A connection lost while idle (a restart, an admin's kill) must not crash the process: the pool
 * drops it and opens a new one on the next query. One that ends while checked out (mid-transaction)
 * emits 'error' with no listener of the pool's attached: the query in flight already fails with
 * it, so this listener only keeps the event from crashing the process.
 */
function survivesLostConnections(pool: pg.Pool, what: string) {
  pool.on("error", (error) => console.warn(`${what} connection lost: ${error.message}`));
  pool.on("connect", (client) => client.on("error", () => {}));
}

export type OpenDatabaseOptions = {
  databaseUrl?: string;
  pgliteDir?: string | "memory";
  /** Embedded in memory only: starts from this dumped data directory (`dumpDataDir`) instead of an empty one. */
  pgliteTemplate?: Blob;
  /** Called with every statement and its parameters before it runs (npm run bench EXPLAINs what a request really runs). */
  logQuery?: (query: string, params: unknown[]) => void;
};

/** Opens PostgreSQL when a URL is given, else embedded PGlite (in `dir`, or in memory for tests). Applies migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const logger = options.logQuery ? { logQuery: options.logQuery } : undefined;
  if (options.databaseUrl) {
    const pool = new KeptConnectionPool({
      connectionString: options.databaseUrl,
      // Statements the server runs again are kept prepared by PostgreSQL (decision 051).
      Client: PreparingClient,
      max: 10,
      // While the server restarts, a request waits at most this long for a connection, then
      // answers 503 (plugins/errors.ts) instead of hanging.
      connectionTimeoutMillis: 5000,
    });
    survivesLostConnections(pool, "PostgreSQL");
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    await migrateOnce(pool, () => migratePg(db as never, { migrationsFolder }));
    return { db, kind: "postgres", url: options.databaseUrl, close: () => pool.end() };
  }
  const dir = options.pgliteDir ?? "memory";
  let release = () => {};
  if (dir !== "memory") {
    fs.mkdirSync(dir, { recursive: true });
    release = takeLock(dir);
  }
  try {
    if (dir !== "memory") return await openEmbeddedThread(dir, logger, release);
    const client = await PGlite.create({ ...(dir === "memory" ? {} : { dataDir: dir }), loadDataDir: options.pgliteTemplate, extensions: { pg_trgm } });
    const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: "pglite",
      dumpDataDir: () => client.dumpDataDir("none"),
      runSql: async (text, values = []) => {
        if (values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * The embedded database in its own thread (decision 061), talked to with the PostgreSQL driver
 * over one connection: PGlite is one session, so one connection carries every statement and a
 * transaction holds the others back, as PGlite on this thread did.
 */
async function openEmbeddedThread(
  dir: string,
  logger: { logQuery: (query: string, params: unknown[]) => void } | undefined,
  release: () => void,
): Promise<Database> {
  const thread = await EmbeddedDatabaseThread.start(dir);
  const pool = new KeptConnectionPool({
    Client: PreparingClient,
    stream: () => thread.connect(),
    user: "postgres",
    database: "postgres",
    // Set here, not read from the environment: a PGSSLMODE meant for some server would have this
    // connection ask for TLS first, and the encoding is PGlite's.
    ssl: false,
    client_encoding: "UTF8",
    max: 1,
    // The one connection stays open: a new one would start a new session (its prepared statements gone).
    idleTimeoutMillis: 0,
  } as pg.PoolConfig);
  survivesLostConnections(pool, "embedded database");
  const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
  const close = async () => {
    await pool.end();
    await thread.close();
    release();
  };
  try {
    await migratePg(db as never, { migrationsFolder });
  } catch (error) {
    await close();
    throw error;
  }
  return {
    db,
    kind: "pglite",
    close,
    runSql: async (text, values = []) => {
      const results = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(results) ? (results.at(-1) ?? { rows: [] }) : results;
    },
  };
}
