import pg from "pg";
import { expect, it } from "vitest";
import { openDatabase } from "./client";
import { createServerDatabase } from "./server-database";

/** Several servers starting together on one new PostgreSQL database. */
it("migrates once when several servers start at the same moment", async () => {
  const created = await createServerDatabase(process.env.TEST_DATABASE_URL!, "kma_migrate");
  try {
    const servers = await Promise.all(Array.from({ length: 6 }, () => openDatabase({ databaseUrl: created.url })));
    await Promise.all(servers.map((server) => server.close()));
    const client = new pg.Client({ connectionString: created.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ hash: string; count: string }>("SELECT hash, count(*) FROM drizzle.__drizzle_migrations GROUP BY hash");
      expect(rows.length).toBeGreaterThan(3);
      expect(rows.every((row) => row.count === "1")).toBe(true);
    } finally {
      await client.end();
    }
  } finally {
    await created.drop();
  }
}, 120_000);
