import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";

export async function healthRoutes(app: FastifyInstance) {
  /** Liveness plus a round trip to the database. */
  app.get("/health", async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: "ok", database: app.dbKind };
    } catch (error) {
      app.log.error({ err: error }, "health check failed");
      return reply.status(503).send({ error: "Database unavailable" });
    }
  });

  /** What the web app needs to know about this deployment. */
  app.get("/config", async () => ({ google_client_id: app.config.google.clientId ?? null }));
}
