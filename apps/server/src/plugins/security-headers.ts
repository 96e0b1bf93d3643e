import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

/** Sent on every answer but the server-rendered public pages (decision 031). */
export const OPENER_POLICY = "cross-origin-opener-policy";

/**
 * The headers helmet would set with `options`, worked out once. Helmet's own Fastify plugin
 * runs its middleware on every request (a dozen setHeader calls through a compatibility
 * layer): about as much CPU as the rest of a cached read. Our headers do not depend on the
 * request, so the policy stays helmet's and the per-request work is one `reply.headers()`. The
 * one exception is made after them: the public pages drop the opener policy (decision 031,
 * `sendIndex` in web.ts).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const headers = helmetHeaders(options);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
