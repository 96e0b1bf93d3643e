import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builtWebApp } from "../test/web-build";
import { SERVER_ROOT } from "../lib/server-root";
import { serverNodeFlags } from "./heap-ceiling.mjs";
import { startServer, type ServerProcess } from "./server-process";

/**
 * The server as `npm start` and the Docker image run it: one bundled file, dist/server.mjs, run by
 * plain node (decision 049). Every module of the bundle has the bundle's folder as its own, so
 * what the server reads from disk (its migrations, the built web app) must still be found.
 */
describe("the server's bundle", async () => {
  const webDist = builtWebApp();
  const server: ServerProcess = await startServer({ WEB_DIST: webDist, JWT_SECRET: "bundle-test-secret-0123456789-0123456789", RATE_LIMIT: "off" });
  afterAll(async () => {
    server.child.kill("SIGTERM");
    await server.exited;
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("is what runs: plain node on dist/server.mjs, no TypeScript loader, its heap ceiling set from the cache's budget", () => {
    expect(server.child.spawnargs.slice(1)).toEqual([...serverNodeFlags({ ...process.env, WEB_DIST: webDist }), "dist/server.mjs"]);
    // The default budget's ceiling (decision 063), unless whoever runs the tests set their own.
    if (!process.env.CACHE_MB && !process.env.NODE_OPTIONS?.includes("--max-old-space-size"))
      expect(server.child.spawnargs).toContain("--max-old-space-size=768");
    expect(fs.existsSync(path.join(SERVER_ROOT, "dist", "server.mjs"))).toBe(true);
  });

  it("migrates the embedded database from the sources' migrations and answers", async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", database: "pglite" });
    const feed = await fetch(`${server.url}/api/latest-posts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ page: 1 }),
    });
    expect(feed.status).toBe(200);
    expect(await feed.json()).toMatchObject({ blogs: [] });
  });

  it("serves the built web app, its pages rendered on the server", async () => {
    const page = await fetch(`${server.url}/`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<div id="root"><\w/);
    const script = /src="(\/assets\/[^"]+\.js)"|"(\/assets\/[^"]+\.js)"/.exec(html);
    expect(script).not.toBeNull();
    const asset = await fetch(`${server.url}${script![1] ?? script![2]}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
  });
});
