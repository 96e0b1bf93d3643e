import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../test/build-app";

/** The built web app: pre-compressed hashed assets cached for a year, index.html never cached. */
describe("serving the web app", async () => {
  const dist = fs.mkdtempSync(path.join((await import("node:os")).tmpdir(), "kma-dist-"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(
    path.join(dist, "index.html"),
    "<!doctype html><html><head><title>Keep Memories Alive</title></head><body><div id=root></div></body></html>",
  );
  const script = "console.info('memories');".repeat(50);
  fs.writeFileSync(path.join(dist, "assets", "index-abc123.js"), script);
  fs.writeFileSync(path.join(dist, "assets", "index-abc123.js.br"), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, "assets", "index-abc123.js.gz"), zlib.gzipSync(script));
  const app = await buildTestApp({ webDist: dist });

  it("serves a hashed asset pre-compressed with a year-long immutable cache", async () => {
    const res = await app.inject({ method: "GET", url: "/assets/index-abc123.js", headers: { "accept-encoding": "br, gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it("serves index.html uncached for app routes, so the app's own router and 404 page answer", async () => {
    for (const url of ["/", "/signin", "/no/such/page"]) {
      const res = await app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("<div id=root>");
    }
  });

  it("answers a missing asset and an unknown API call with a JSON 404", async () => {
    for (const url of ["/assets/missing-123.js", "/api/missing"]) {
      const res = await app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "Not found" });
    }
  });
});
