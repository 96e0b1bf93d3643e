import { describe, expect, it, vi } from "vitest";
import type * as FastifyModule from "fastify";
import type { FastifyInstance, RouteOptions } from "fastify";
import { z } from "zod";
import { API_ANSWERS } from "@kma/core/api-answers";
import { errorAnswerSchema } from "@kma/core/answer-shapes";
import { fileContentTypes } from "../lib/answer-contract";
import { buildTestApp } from "../test/build-app";

/** Every route the app registers, as the first onRoute hook of every Fastify instance sees it (as in public-cache.test.ts). */
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock("fastify", async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const fastify = (options?: object) => {
    const app = (actual.default as (options?: object) => FastifyInstance)(options);
    app.addHook("onRoute", (route) => {
      registered.push(route);
    });
    return app;
  };
  return { ...actual, default: fastify };
});

/** The API document is generated from the routes themselves (plugins/openapi.ts). */
const app = await buildTestApp({ rateLimit: false });

type Operation = {
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };
const document = async () => (await app.inject({ method: "GET", url: "/api/openapi.json" })).json() as Document;

/** Every route the server answers under /api, as "METHOD /api/path/{param}", read from Fastify's own route tree. */
function apiRoutes(): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?) \(([^)]*)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? "") + match[2]!;
    stack[depth] = path;
    for (const method of match[3]!.split(", ")) if (method !== "HEAD") routes.push(`${method} ${path.replace(/:(\w+)/g, "{$1}")}`);
  }
  // The reference page's own files and the document itself are not calls of the API.
  return routes.filter((route) => route.includes(" /api/") && !/ \/api\/(docs|openapi\.json)/.test(route)).sort();
}

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document with every API route and method", async () => {
    const doc = await document();
    expect(doc.openapi).toBe("3.1.0");
    const documented = Object.entries(doc.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .filter((route) => !route.startsWith("HEAD "))
      .sort();
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    expect(documented).toEqual(routes);
  });

  it("describes request bodies from the routes' zod schemas", async () => {
    const doc = await document();
    const signin = doc.paths["/api/signin"]!.post!.requestBody!.content["application/json"]!.schema;
    expect(Object.keys(signin.properties ?? {})).toEqual(expect.arrayContaining(["email", "password"]));
    const comment = doc.paths["/api/add-comment"]!.post!.requestBody!.content["application/json"]!.schema;
    expect(comment.properties).toHaveProperty("comment");
  });
});

describe("GET /api/docs", () => {
  it("is a reference page reading the document, with its script served from here", async () => {
    const page = await app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("swagger-ui");
    const initializer = await app.inject({ method: "GET", url: "/api/docs/static/swagger-initializer.js" });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain("/api/openapi.json");
  });
});

/**
 * The routes that answer what the server's own code writes: the API under /api and the memorial
 * page's form. Not the reference page's files (Swagger UI) nor the web app's pages and files,
 * which plugins/web.ts serves from the built app.
 */
const answeringRoutes = () =>
  registered.filter((route) => {
    const methods = [route.method].flat();
    if (methods.every((method) => method === "HEAD")) return false;
    if (route.url.startsWith("/api/docs")) return false;
    return route.url.startsWith("/api/") || route.url === "/post/:post_id";
  });
const callOf = (route: RouteOptions) =>
  `${[route.method]
    .flat()
    .filter((method) => method !== "HEAD")
    .join(",")} ${route.url}`;
const responseOf = (route: RouteOptions) => route.schema?.response as Record<string, unknown> | undefined;

describe("every answer has a schema (decision 040)", () => {
  it("every route declares its success answer: a zod schema for JSON, or the content types of the file or page it sends", () => {
    const routes = answeringRoutes();
    expect(routes.length).toBeGreaterThan(70);
    const undeclared = routes.filter((route) => {
      const response = responseOf(route);
      const success = Object.keys(response ?? {}).filter((status) => /^2\d\d$/.test(status));
      return success.length === 0 || !success.every((status) => response![status] instanceof z.ZodType || fileContentTypes(response, status)?.length);
    });
    expect(undeclared.map(callOf)).toEqual([]);
  });

  it("every error answer is declared as { error }", () => {
    const without = answeringRoutes().filter((route) => responseOf(route)?.["4xx"] !== errorAnswerSchema || responseOf(route)?.["5xx"] !== errorAnswerSchema);
    expect(without.map(callOf)).toEqual([]);
  });

  it("every JSON route declares the very schema packages/core's API_ANSWERS names for it, and API_ANSWERS names no call the server lacks", () => {
    const json = answeringRoutes().filter(
      (route) => route.url.startsWith("/api/") && responseOf(route)?.["200"] instanceof z.ZodType && route.url !== "/api/openapi.json",
    );
    const declared = Object.fromEntries(
      json.map((route) => [`${[route.method].flat().filter((m) => m !== "HEAD")[0]} ${route.url.slice("/api".length)}`, responseOf(route)!["200"]]),
    );
    expect(Object.keys(declared).sort()).toEqual(Object.keys(API_ANSWERS).sort());
    const different = Object.entries(API_ANSWERS)
      .filter(([call, schema]) => declared[call] !== schema)
      .map(([call]) => call);
    expect(different).toEqual([]);
  });

  it("/api/openapi.json describes a success answer with its schema for every operation", async () => {
    const doc = await document();
    const missing = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => {
          const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
          return success.length === 0 || !success.every(([, answer]) => Object.values(answer.content ?? {}).some((media) => media.schema !== undefined));
        })
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(Object.keys(doc.paths).length).toBeGreaterThan(60);
    expect(missing).toEqual([]);
    const getPost = doc.paths["/api/get-post"]!.post!.responses!;
    expect(Object.keys(getPost["200"]!.content!)).toEqual(["application/json"]);
    expect(getPost["200"]!.content!["application/json"]!.schema).toMatchObject({
      properties: { blog: { properties: { activity: expect.any(Object) } }, can: expect.any(Object) },
    });
    expect(Object.keys(doc.paths["/api/posts/{blog_id}/notice.pdf"]!.get!.responses!["200"]!.content!)).toEqual(["application/pdf"]);
  });
});
