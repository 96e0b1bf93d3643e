import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /** Resolves once no request is being handled (at once when none is). */
    requestsDrained: () => Promise<void>;
  }
}

/**
 * Counts the requests being handled, so a SIGTERM can wait for them before the database pool
 * closes under them. A response's
 * 'close' fires when it was sent or its client went away, so an aborted request is counted
 * out too.
 */
export const inFlightPlugin = fp(async (app: FastifyInstance) => {
  let inFlight = 0;
  let waiters: Array<() => void> = [];
  app.addHook("onRequest", async (_request, reply) => {
    inFlight++;
    reply.raw.once("close", () => {
      inFlight--;
      if (inFlight === 0) {
        for (const resolve of waiters) resolve();
        waiters = [];
      }
    });
  });
  app.decorate("requestsDrained", () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))));
});
