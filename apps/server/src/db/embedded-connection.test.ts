import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql, type SQL } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { buildPost, buildUser } from "../test/factories";
import { post } from "../test/build-app";
import { openDatabase, type Database } from "./client";
import { posts } from "./schema";
import { EmbeddedDatabaseThread } from "./embedded-connection";

const dirs: string[] = [];
function freshDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kma-thread-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const rowsOf = async (database: Database, query: SQL) => ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;

describe("the embedded database on disk, in its own thread (decision 061)", () => {
  const dir = freshDir();
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: dir });
    await database.db.execute(sql`create table notes (id int primary key, body text not null)`);
  });

  it("answers statements, their errors and a failed transaction as PostgreSQL does", async () => {
    await database.db.execute(sql`insert into notes values (${1}, ${"first"})`);

    const duplicate = await database.db.execute(sql`insert into notes values (${1}, ${"again"})`).catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ cause: { code: "23505", constraint: "notes_pkey" } });
    const missing = await database.db.execute(sql`select * from no_such_table`).catch((error: unknown) => error);
    expect(missing).toMatchObject({ cause: { code: "42P01" } });

    const failed = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (${2}, ${"in the transaction"})`);
      await tx.execute(sql`insert into notes values (${1}, ${"breaks it"})`);
    });
    await expect(failed).rejects.toMatchObject({ cause: { code: "23505" } });
    expect(await rowsOf(database, sql`select id, body from notes order by id`)).toEqual([{ id: 1, body: "first" }]);
  });

  it("holds a statement asked for during a transaction until the transaction ends, so it never lands inside it", async () => {
    let inside: () => void = () => {};
    const started = new Promise<void>((resolve) => (inside = resolve));
    const rolledBack = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (${10}, ${"in the transaction"})`);
      inside();
      await new Promise((resolve) => setTimeout(resolve, 50));
      tx.rollback();
    });
    await started;
    const outside = database.db.execute(sql`insert into notes values (${11}, ${"outside"})`);
    await expect(rolledBack).rejects.toThrow();
    await outside;
    expect(await rowsOf(database, sql`select id from notes where id >= 10`)).toEqual([{ id: 11 }]);
  });

  it("runs several statements of one text for pg-boss and answers with the last one's rows", async () => {
    expect((await database.runSql!("select 1 as first; select 2 as second")).rows).toEqual([{ second: 2 }]);
    expect((await database.runSql!("select $1::int + 1 as next", [41])).rows).toEqual([{ next: 42 }]);
  });

  it("keeps its one session, and the statements it has prepared, after a statement fails", async () => {
    const prepared = sql`select count(*)::int as n from pg_prepared_statements`;
    await database.db.execute(sql`insert into notes values (${20}, ${"twenty"})`);
    // A text seen twice is kept prepared (decision 051).
    await rowsOf(database, sql`select id from notes where id = ${1}`);
    await rowsOf(database, sql`select id from notes where id = ${1}`);
    const before = (await rowsOf(database, prepared)) as Array<{ n: number }>;
    expect(before[0]!.n).toBeGreaterThan(0);
    await expect(database.db.execute(sql`insert into notes values (${20}, ${"taken"})`)).rejects.toMatchObject({ cause: { code: "23505" } });
    const after = (await rowsOf(database, prepared)) as Array<{ n: number }>;
    expect(after[0]!.n).toBeGreaterThanOrEqual(before[0]!.n);
  });

  it("keeps what was written when closed and opened again", async () => {
    await database.close();
    database = await openDatabase({ pgliteDir: dir });
    expect(await rowsOf(database, sql`select id from notes order by id`)).toEqual([{ id: 1 }, { id: 11 }, { id: 20 }]);
    await database.close();
  });
});

describe("the embedded database's thread", () => {
  it("gives a new connection a clean session: nothing of a transaction or statement the last one left open", async () => {
    const dir = freshDir();
    const thread = await EmbeddedDatabaseThread.start(dir);
    const connect = async () => {
      const client = new pg.Client({ stream: () => thread.connect(), user: "postgres", database: "postgres" } as pg.ClientConfig);
      await client.connect();
      return client;
    };
    const first = await connect();
    await first.query("create table kept (n int)");
    await first.query({ name: "count_kept", text: "select count(*)::int as n from kept" });
    await first.query("begin");
    await first.query("insert into kept values (1)");
    await first.end();

    const second = await connect();
    expect((await second.query("select count(*)::int as n from kept")).rows).toEqual([{ n: 0 }]);
    expect((await second.query({ name: "count_kept", text: "select count(*)::int as n from kept" })).rows).toEqual([{ n: 0 }]);
    await second.end();
    await thread.close();

    // Closed, the thread answers nothing more: a connection fails at once instead of waiting forever.
    const late = new pg.Client({ stream: () => thread.connect(), user: "postgres", database: "postgres" } as pg.ClientConfig);
    await expect(late.connect()).rejects.toThrow("embedded database thread ended");
  });

  it("answers a request for TLS with no, leaves the session alone for a cancel request, and refuses a second connection", async () => {
    const thread = await EmbeddedDatabaseThread.start(freshDir());
    const connect = (config: Partial<pg.ClientConfig> = {}) =>
      new pg.Client({ stream: () => thread.connect(), user: "postgres", database: "postgres", ...config } as pg.ClientConfig);
    const owner = connect();
    await owner.connect();
    await owner.query("create table kept (n int)");
    await owner.query("begin");
    await owner.query("insert into kept values (1)");

    const tls = new Promise<string>((resolve) => {
      const stream = thread.connect();
      stream.on("data", (data: Buffer) => {
        resolve(data.toString("latin1"));
        stream.destroy();
      });
      const request = Buffer.alloc(8);
      request.writeInt32BE(8, 0);
      request.writeInt32BE(80877103, 4);
      stream.write(request);
    });
    expect(await tls).toBe("N");

    const cancel = thread.connect();
    const request = Buffer.alloc(16);
    request.writeInt32BE(16, 0);
    request.writeInt32BE(80877102, 4);
    cancel.end(request);

    await expect(connect().connect()).rejects.toThrow("the embedded database takes one connection at a time");
    await owner.query("commit");
    expect((await owner.query("select count(*)::int as n from kept")).rows).toEqual([{ n: 1 }]);
    await owner.end();
    await thread.close();
  });

  it("opens with a PGSSLMODE in the environment meant for some PostgreSQL server", async () => {
    const previous = process.env.PGSSLMODE;
    process.env.PGSSLMODE = "require";
    try {
      const database = await openDatabase({ pgliteDir: freshDir() });
      expect(await rowsOf(database, sql`select 1 as one`)).toEqual([{ one: 1 }]);
      await database.close();
    } finally {
      if (previous === undefined) delete process.env.PGSSLMODE;
      else process.env.PGSSLMODE = previous;
    }
  });

  it("serves the app as `npm start` opens it: likes racing from many accounts count exactly, and the reminder queue runs on it", async () => {
    const dataDir = freshDir();
    const config = loadConfig(
      { DATA_DIR: dataDir, JWT_SECRET: "test-secret-that-is-long-enough-0123456789", LOG_LEVEL: "silent", RATE_LIMIT: "off" },
      { webDist: path.join(dataDir, "no-web"), reminders: true, keepPagesAhead: false },
    );
    const app = await buildApp({ config, logger: false });
    await app.ready();
    try {
      expect(app.reminders.kind()).toBe("pg-boss");
      const author = await buildUser(app);
      const memorial = await buildPost(app.db, author);
      const likers = await Promise.all(Array.from({ length: 12 }, () => buildUser(app)));
      const answers = await Promise.all(likers.map((liker) => post(app, "/like-post", { _id: memorial.id }, liker.token)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(likers.map(() => 200));
      const [counted] = await app.db.select({ totalLikes: posts.totalLikes }).from(posts).where(eq(posts.id, memorial.id));
      expect(counted?.totalLikes).toBe(12);
      expect((await post(app, "/isliked-by-user", { _id: memorial.id }, likers[0]!.token)).json()).toEqual({ result: true });
    } finally {
      await app.close();
    }
  });
});
