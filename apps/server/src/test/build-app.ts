import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { buildApp } from "../app";
import { loadConfig, type Config } from "../config";
import { openTestDatabase } from "./test-database";

/**
 * Builds the real app on a fresh database and a throwaway DATA_DIR, closed after the file's
 * tests. Requests go through `app.inject`. Rate limits are on unless a test turns them off; the
 * reminder queue is off unless a test turns it on (tests run the sweep with their own clock), and
 * so is keeping pages ahead (tests walk it themselves: `app.pagesAhead`).
 */
export async function buildTestApp(overrides: Partial<Config> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kma-test-"));
  const config = loadConfig(
    { DATA_DIR: dataDir, JWT_SECRET: "test-secret-that-is-long-enough-0123456789", LOG_LEVEL: "silent" },
    { webDist: path.join(dataDir, "no-web"), reminders: false, keepPagesAhead: false, ...overrides },
  );
  const database = await openTestDatabase();
  const app = await buildApp({ config: { ...config, databaseUrl: database.url }, database, logger: false });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return Object.assign(app, { dataDir, database });
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** POST /api{path} with a JSON body and an optional bearer token. */
export function post(app: Pick<TestApp, "inject">, url: string, body: unknown, token?: string) {
  return app.inject({
    method: "POST",
    url: `/api${url}`,
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}
export function get(app: Pick<TestApp, "inject">, url: string, token?: string) {
  return app.inject({ method: "GET", url: `/api${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
}
