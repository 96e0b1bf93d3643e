import type { FastifyInstance } from "fastify";
import type { RateLimitOptions } from "@fastify/rate-limit";

/**
 * Route `config` for @fastify/rate-limit (registered in app.ts with global: false), or none
 * when the deployment turned limits off (RATE_LIMIT=off). Spread into a route's options.
 */
export function routeRateLimit(app: FastifyInstance, options: RateLimitOptions) {
  return app.config.rateLimit ? { config: { rateLimit: options } } : {};
}
