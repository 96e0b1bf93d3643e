import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import type { RateLimitOptions } from "@fastify/rate-limit";

/**
 * A route's `config.rateLimit` for @fastify/rate-limit (registered in app.ts with global: false),
 * or nothing when the deployment turned limits off (RATE_LIMIT=off). Spread into a route's
 * `config`, beside what else it says there (its `invalidates`).
 */
export function routeRateLimit(app: FastifyInstance, options: RateLimitOptions): { rateLimit?: RateLimitOptions } {
  return app.config.rateLimit ? { rateLimit: options } : {};
}

/**
 * Who is calling, for a limit: the signed-in account, else the client's address (which only a
 * proxy named in TRUST_PROXY can state). Never a header the caller writes: "Bearer  x" and
 * "bearer x" are one account. Used with `hook: "preHandler"`, after the token was checked.
 */
export function callerKey(request: FastifyRequest): string {
  return request.user ? `account:${request.user.id}` : `address:${request.ip}`;
}

/** A limit counted per caller (see callerKey), per route. */
export function perCaller(options: { max: number; timeWindow: string } & Omit<RateLimitOptions, "hook" | "keyGenerator">): RateLimitOptions {
  return { ...options, hook: "preHandler", keyGenerator: callerKey };
}

/**
 * Every signed-in write without a limit of its own: 60 a minute per account, per route. Far
 * above what a family does by hand on the busiest day, far below what a script does.
 */
export const SIGNED_IN_WRITE_LIMIT = perCaller({ max: 60, timeWindow: "1 minute" });

/**
 * An onRoute hook (added before the rate-limit plugin, so the plugin sees what it sets): each
 * non-GET /api route that reads a token and sets no limit of its own gets SIGNED_IN_WRITE_LIMIT.
 */
export function limitSignedInWrites(app: FastifyInstance) {
  return (route: RouteOptions) => {
    if (!app.config.rateLimit || !route.url.startsWith("/api/")) return;
    if ([route.method].flat().every((method) => method === "GET" || method === "HEAD")) return;
    const preHandlers = [route.preHandler ?? []].flat();
    if (!preHandlers.includes(app.requireUser) && !preHandlers.includes(app.optionalUser)) return;
    const config = (route.config ?? {}) as { rateLimit?: RateLimitOptions };
    if (config.rateLimit) return;
    route.config = { ...config, rateLimit: SIGNED_IN_WRITE_LIMIT };
  };
}
