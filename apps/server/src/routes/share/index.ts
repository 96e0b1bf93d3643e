import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { fileAnswer, notModified } from "../../lib/answer-contract";
import { ogImageFor } from "../../services/og-image";

/** A card changes URL (`?v=<updatedAt>`) when its post changes, so a day's caching is safe. */
const CACHE_CONTROL = "public, max-age=86400";

/** Open Graph images for link previews; the tags that point at them are written by plugins/share-previews. */
export async function shareRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/og/:file",
    { schema: { params: z.object({ file: z.string() }), response: fileAnswer("The link preview's card (1200 x 630)", ["image/jpeg"]) } },
    async (request, reply) => {
      const image = await ogImageFor(app, request.params.file);
      reply.header("Cache-Control", CACHE_CONTROL).header("ETag", image.etag);
      if (request.headers["if-none-match"] === image.etag) return notModified(reply);
      return reply.type("image/jpeg").send(image.body);
    },
  );
}
