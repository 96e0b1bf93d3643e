import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { post } from "../test/build-app";
import { buildPost, buildUser } from "../test/factories";
import { openTestDatabase } from "../test/test-database";
import { visitorComment } from "../routes/comments/engagement-test-helpers";
import { databaseRateLimitStore } from "./database-rate-limit-store";

/** Two servers of one site: two apps, each with its own memory, on one database. */
async function twoServersOnOneDatabase() {
  const database = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kma-two-servers-"));
  const config = loadConfig(
    { DATA_DIR: dataDir, JWT_SECRET: "test-secret-that-is-long-enough-0123456789", LOG_LEVEL: "silent" },
    { webDist: path.join(dataDir, "no-web") },
  );
  const servers = await Promise.all([1, 2].map(() => buildApp({ config: { ...config, databaseUrl: database.url }, database, logger: false })));
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { servers, database };
}

describe("rate limits kept in the database", async () => {
  const { servers, database } = await twoServersOnOneDatabase();
  const [first, second] = servers;

  it("count one client's requests across servers: 30 anonymous memorials a minute in all, not 30 on each", async () => {
    const author = await buildUser(first);
    const blog = await buildPost(first.db, author);
    for (let i = 0; i < 30; i++) {
      const server = i % 2 === 0 ? first : second;
      expect((await post(server, "/add-comment", { _id: blog.id, commentsObj: visitorComment({ comment: `Memory ${i}` }) })).statusCode).toBe(200);
    }
    for (const server of servers) {
      const limited = await post(server, "/add-comment", { _id: blog.id, commentsObj: visitorComment() });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: MESSAGES.tooManyRequests });
    }
  });

  it("starts a new window once the last one has ended", async () => {
    const Store = databaseRateLimitStore(database.db);
    const store = new Store().child({ routeInfo: { method: "POST", url: "/test" } } as never);
    const incr = (windowMs: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr("client", (error, result) => (error ? reject(error) : resolve(result!)), windowMs),
      );
    expect((await incr(200)).current).toBe(1);
    const second = await incr(200);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(200);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await incr(200)).current).toBe(1);
  });
});
