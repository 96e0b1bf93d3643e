import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { PostReadCounter } from "../services/post-read-counter";

declare module "fastify" {
  interface FastifyInstance {
    postReads: PostReadCounter;
  }
}

/** How often counted reads are written. A crash loses at most this much of view counts, nothing else. */
const FLUSH_EVERY_MS = 1000;

/** Memorial reads counted in memory and written once a second, and when the app closes (before its database does). */
export const postReadsPlugin = fp(async (app: FastifyInstance) => {
  const counter = new PostReadCounter();
  app.decorate("postReads", counter);
  const flush = () => counter.flush(app.db).catch((error: unknown) => app.log.warn({ err: error }, "could not write read counts; will retry"));
  const timer = setInterval(flush, FLUSH_EVERY_MS).unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await counter.flush(app.db).catch((error: unknown) => app.log.error({ err: error, lost: counter.pending }, "read counts not written at close"));
  });
});
