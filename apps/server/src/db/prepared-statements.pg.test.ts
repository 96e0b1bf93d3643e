import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { MAX_PREPARED_PER_CONNECTION, PreparingClient } from "./prepared-statements";
import { posts } from "./schema";
import { createServerDatabase } from "./server-database";

/** What the connection has prepared: asked as plain text, which is never prepared itself. */
const preparedNames = async (client: PreparingClient) =>
  (await client.query<{ name: string; statement: string }>("SELECT name, statement FROM pg_prepared_statements ORDER BY name")).rows;

describe("statements kept prepared by PostgreSQL (decision 051)", () => {
  let client: PreparingClient;
  beforeEach(async () => {
    client = new PreparingClient({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
  });
  afterEach(() => client.end());

  it("prepares a statement the second time it is run, and answers it the same every time", async () => {
    const text = "SELECT $1::int + 1 AS n";
    const answers: number[] = [];
    answers.push((await client.query<{ n: number }>({ text, values: [1] })).rows[0]!.n);
    expect(await preparedNames(client)).toEqual([]);
    answers.push((await client.query<{ n: number }>({ text, values: [2] })).rows[0]!.n);
    answers.push((await client.query<{ n: number }>({ text, values: [3] })).rows[0]!.n);
    expect(answers).toEqual([2, 3, 4]);
    const prepared = await preparedNames(client);
    expect(prepared.map((row) => row.statement)).toEqual([text]);
    expect(prepared[0]!.name).toMatch(/^kma_/);
  });

  it("never prepares a statement run once, nor a plain text query", async () => {
    await client.query({ text: "SELECT $1::text AS once", values: ["a"] });
    await client.query("SELECT 1 AS plain");
    await client.query("SELECT 1 AS plain");
    expect(await preparedNames(client)).toEqual([]);
  });

  it(`keeps at most ${MAX_PREPARED_PER_CONNECTION} statements on a connection, and runs the others unprepared with the same answers`, async () => {
    const count = MAX_PREPARED_PER_CONNECTION + 10;
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < count; i++) {
        const { rows } = await client.query<{ n: number }>({ text: `SELECT $1::int + ${i} AS n`, values: [round] });
        expect(rows[0]!.n).toBe(round + i);
      }
    }
    expect((await preparedNames(client)).length).toBe(MAX_PREPARED_PER_CONNECTION);
  });

  it("answers a statement that failed, once what it needed exists", async () => {
    const table = `prepared_probe_${randomUUID().replaceAll("-", "")}`;
    const text = `SELECT count(*)::int AS n FROM ${table}`;
    for (let i = 0; i < 3; i++) await expect(client.query({ text, values: [] })).rejects.toMatchObject({ code: "42P01" });
    await client.query(`CREATE TEMP TABLE ${table} (id int)`);
    expect((await client.query<{ n: number }>({ text, values: [] })).rows[0]!.n).toBe(0);
    expect((await client.query<{ n: number }>({ text, values: [] })).rows[0]!.n).toBe(0);
  });
});

it("the server's own queries are kept prepared on its connections", async () => {
  const created = await createServerDatabase(process.env.TEST_DATABASE_URL!, "kma_prepared");
  const database = await openDatabase({ databaseUrl: created.url });
  try {
    const missing = randomUUID();
    const prepared = await database.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) expect(await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, missing))).toEqual([]);
      return ((await tx.execute(sql`SELECT statement FROM pg_prepared_statements`)) as unknown as { rows: { statement: string }[] }).rows;
    });
    expect(prepared.some((row) => row.statement.startsWith('select "id" from "posts" where "posts"."id" = $1'))).toBe(true);
  } finally {
    await database.close();
    await created.drop();
  }
}, 120_000);

it("the server keeps its connection, and what it prepared, after a statement fails", async () => {
  const created = await createServerDatabase(process.env.TEST_DATABASE_URL!, "kma_kept_connection");
  const database = await openDatabase({ databaseUrl: created.url });
  try {
    const backend = async () => ((await database.db.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as { rows: { pid: number }[] }).rows[0]!.pid;
    const before = await backend();
    const failed = await database.db.execute(sql`SELECT 1 / ${0}::int AS n`).catch((error: unknown) => error);
    expect(failed).toMatchObject({ cause: { code: "22012" } });
    expect(await backend()).toBe(before);
  } finally {
    await database.close();
    await created.drop();
  }
}, 120_000);
