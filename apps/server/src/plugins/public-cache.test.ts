import { describe, expect, it, vi } from "vitest";
import type * as FastifyModule from "fastify";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { buildApp } from "../app";
import { buildTestApp } from "../test/build-app";
import { invalidates } from "./public-cache";

/**
 * Every route the app registers, as the first onRoute hook of every Fastify instance sees it:
 * before any plugin, so a route registered ahead of the cache plugin (whose own hook could not
 * see it) is walked too.
 */
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

const app = await buildTestApp();
const writeRoutes = registered.filter((route) => [route.method].flat().some((method) => method !== "GET" && method !== "HEAD"));

describe("what each write route says it changes in the public cache", () => {
  it("every non-GET route the app registers declares it in its own options (config.invalidates)", () => {
    // The JSON API's writes and the memorial page's plain-HTML form are all walked.
    expect(writeRoutes.length).toBeGreaterThan(50);
    expect(writeRoutes.map((route) => route.url)).toContain("/post/:post_id");
    const undeclared = writeRoutes.filter((route) => {
      const declared = route.config?.invalidates;
      return typeof declared?.scopesOf !== "function" || typeof declared.soft !== "boolean";
    });
    expect(undeclared.map((route) => `${[route.method].flat().join(",")} ${route.url}`)).toEqual([]);
  });

  it("the report routes change what their handler names, so a report that hides nothing empties nothing", () => {
    const declared = (url: string) => writeRoutes.find((route) => route.url === url)?.config?.invalidates;
    expect(declared("/api/report")).toBe(invalidates.asTheHandlerSays);
    expect(declared("/api/report-action")).toBe(invalidates.asTheHandlerSays);
    const request = { changedPublicScopes: null } as FastifyRequest;
    expect(invalidates.asTheHandlerSays.scopesOf(request)).toEqual([]);
  });

  it.each(["/api/undeclared-write", "/undeclared-form"])("the server refuses to start with a POST %s that says nothing", async (url) => {
    const other = await buildApp({ config: app.config, database: app.database, logger: false });
    void other.register(async (scope) => {
      scope.post(url, async () => ({ done: true }));
    });
    await expect(other.ready()).rejects.toThrow(`POST ${url} does not say what it changes in the public cache`);
    await other.close().catch(() => {});
  });
});

describe("CACHE_MB", () => {
  it("is the cache's budget in bytes, 128 MB unless set, and a clear error for anything but a whole number of megabytes", async () => {
    const { loadConfig } = await import("../config");
    expect(loadConfig({}).cacheBytes).toBe(128 * 1024 * 1024);
    expect(loadConfig({ CACHE_MB: "1024" }).cacheBytes).toBe(1024 * 1024 * 1024);
    for (const bad of ["0", "-5", "1.5", "lots"]) expect(() => loadConfig({ CACHE_MB: bad }), bad).toThrow(/Invalid configuration: CACHE_MB/);
  });
});
