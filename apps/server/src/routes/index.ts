import type { FastifyInstance } from "fastify";
import { healthRoutes } from "./health";

/** Every API route, mounted under /api. One folder per resource. */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
}
