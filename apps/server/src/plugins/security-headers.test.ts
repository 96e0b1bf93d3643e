import { describe, expect, it } from "vitest";
import { buildTestApp, get, post } from "../test/build-app";

const app = await buildTestApp();

describe("security headers", () => {
  it("sends helmet's headers on every answer, API and errors alike", async () => {
    for (const res of [await get(app, "/health"), await post(app, "/latest-posts", { page: 1 }), await get(app, "/no-such-call")]) {
      expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(res.headers).toMatchObject({
        "x-content-type-options": "nosniff",
        "x-frame-options": "SAMEORIGIN",
        "referrer-policy": "no-referrer",
        "cross-origin-opener-policy": "same-origin-allow-popups",
        "cross-origin-resource-policy": "same-site",
      });
      expect(res.headers["strict-transport-security"]).toContain("max-age=");
      expect(res.headers["cross-origin-embedder-policy"]).toBeUndefined();
    }
  });
});
