import crypto from "node:crypto";
import pg from "pg";

/**
 * A new, empty database on the PostgreSQL server at `serverUrl` (tests, the bench), or a copy of
 * `template` (which nobody may be connected to): its URL, and `drop()` to remove it, even while
 * connections to it are still open.
 */
export async function createServerDatabase(serverUrl: string, prefix: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  if (template !== undefined && !/^\w+$/.test(template)) throw new Error(`Not a database name: ${template}`);
  await withClient(serverUrl, (client) => client.query(`create database ${name}${template ? ` template ${template}` : ""}`));
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
