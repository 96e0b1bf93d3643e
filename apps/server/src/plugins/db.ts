import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    dbKind: Database["kind"];
  }
}

/** Makes the opened database available as `app.db`, and closes it with the app. */
export const dbPlugin = fp(async (app: FastifyInstance, { database, ownsDatabase }: { database: Database; ownsDatabase: boolean }) => {
  app.decorate("db", database.db);
  app.decorate("dbKind", database.kind);
  if (database.kind === "pglite") {
    // PGlite runs no autovacuum: without statistics, and with GIN pending lists never
    // flushed, the planner walks past the search indexes. Do the daemon's work ourselves,
    // at start and hourly.
    const maintain = () => database.db.execute(sql`vacuum analyze`).catch((error: unknown) => app.log.warn({ err: error }, "vacuum analyze failed"));
    await maintain();
    const timer = setInterval(maintain, 60 * 60 * 1000).unref();
    app.addHook("onClose", async () => clearInterval(timer));
  }
  if (ownsDatabase) app.addHook("onClose", async () => database.close());
});
