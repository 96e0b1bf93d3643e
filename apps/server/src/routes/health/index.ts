import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { clientConfigAnswerSchema, healthAnswerSchema } from "@kma/core/answer-shapes";
import { jsonAnswer } from "../../lib/answer-contract";

export async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** Liveness plus a round trip to the database. */
  r.get("/health", { schema: { response: jsonAnswer(healthAnswerSchema) } }, async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: "ok" as const, database: app.dbKind };
    } catch (error) {
      app.log.error({ err: error }, "health check failed");
      return reply.status(503).send({ error: "Database unavailable" });
    }
  });

  /** What the web app needs to know about this deployment. */
  r.get("/config", { schema: { response: jsonAnswer(clientConfigAnswerSchema) } }, async () => ({ google_client_id: app.config.google.clientId ?? null }));
}
