import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
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
  if (ownsDatabase) app.addHook("onClose", async () => database.close());
});
