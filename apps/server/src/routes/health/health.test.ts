import { describe, expect, it } from "vitest";
import { buildTestApp, get } from "../../test/build-app";

describe("GET /api/health", async () => {
  const app = await buildTestApp();

  it("answers ok after a round trip to the database", async () => {
    const res = await get(app, "/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: app.dbKind });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await get(app, "/no-such-call");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Not found" });
  });

  it("sends a Content-Security-Policy header", async () => {
    const res = await get(app, "/health");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("tells the web app whether Google sign-in is configured", async () => {
    expect((await get(app, "/config")).json()).toEqual({ google_client_id: null });
  });
});
