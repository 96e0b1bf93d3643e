import crypto from "node:crypto";
import pg from "pg";

/**
 * A new, empty database on the PostgreSQL server at `serverUrl` (tests, the bench): its URL,
 * and `drop()` to remove it, even while connections to it are still open.
 */
export async function createServerDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)) };
}

async function withClient(serverUrl: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
