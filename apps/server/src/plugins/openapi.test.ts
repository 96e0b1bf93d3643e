import { describe, expect, it } from "vitest";
import { buildTestApp } from "../test/build-app";

/** The API document is generated from the routes themselves (plugins/openapi.ts). */
const app = await buildTestApp({ rateLimit: false });

type Operation = { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> } };
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
