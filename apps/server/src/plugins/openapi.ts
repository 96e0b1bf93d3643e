import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { jsonAnswer } from "../lib/answer-contract";

const DESCRIPTION = [
  "The API of Keep Memories Alive: memorials (posts), their memory wall, tributes, album and flower tributes, accounts and notifications.",
  "Every request and response schema here is generated from the zod schemas the routes validate with, so it cannot drift from the code.",
  'Errors are `{ "error": "…" }` with a readable sentence (in Tamil when the `lang` cookie or Accept-Language asks for it).',
  "Signed-in calls send `Authorization: Bearer <access_token>` (the token from signin or signup). See docs/api.md for the rules (page sizes, permissions, limits).",
].join("\n\n");

/** The document's own answer (decision 040): an OpenAPI 3.1 document, whose format says the rest. */
const OPENAPI_DOCUMENT = z.looseObject({
  openapi: z.literal("3.1.0"),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** Sections of the reference page, by call (first match wins). */
const SECTIONS: Array<[tag: string, path: RegExp]> = [
  ["Co-keepers", /keep/],
  ["Memory wall", /comment|replies/],
  ["Tributes", /tribute/],
  ["Flower tributes", /like/],
  ["Album", /image/],
  ["Notifications", /notification/],
  ["Uploads", /upload/],
  ["Memorials", /post|og\/|calendar\/|qr\//],
  ["Accounts", /sign|google|password|profile|avatar|search-users/],
  ["Site", /./],
];

const withSection: typeof jsonSchemaTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const tag = SECTIONS.find(([, path]) => path.test(input.url))?.[0];
  return { ...transformed, schema: { ...transformed.schema, tags: tag ? [tag] : [] } };
};

/**
 * The API described from the code: an OpenAPI 3.1 document built by @fastify/swagger
 * from every route's zod schemas (the zod type provider's transform), served at
 * /api/openapi.json, with Swagger UI's reference page at /api/docs (its files are served from
 * here, no CDN). Register before the routes: it records them as they are added.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Keep Memories Alive API", version: "1.0.0", description: DESCRIPTION },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    },
    transform: withSection,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    uiConfig: { url: "/api/openapi.json", docExpansion: "list", deepLinking: true, tryItOutEnabled: false },
    staticCSP: true,
    // Swagger UI sets a few styles inline; the site's own policy allows that too.
    transformStaticCSP: (header) => header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
  });
  app.get("/api/openapi.json", { schema: { hide: true, response: jsonAnswer(OPENAPI_DOCUMENT) } }, async (_request, reply) =>
    reply.type("application/json; charset=utf-8").send(app.swagger()),
  );
});
