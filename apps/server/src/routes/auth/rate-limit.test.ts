import { describe, expect, it } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { buildTestApp, post } from "../../test/build-app";
import { buildUser } from "../../test/factories";

// Limits on (the default): a separate app, so other tests never share its counters.
const app = await buildTestApp({ rateLimit: true });

describe("rate limits (docs/api.md 'Limits on abuse')", () => {
  it("allows 20 sign-ins a minute from one address; the 21st is a 429 with { error }", async () => {
    const user = await buildUser(app);
    for (let i = 1; i <= 20; i++) {
      const res = await post(app, "/signin", { email: user.email, password: i % 2 ? user.password : "Wrong1234" });
      expect(res.statusCode, `sign-in ${i}`).not.toBe(429);
    }
    const res = await post(app, "/signin", { email: user.email, password: user.password });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: MESSAGES.tooManyRequests });
  });

  it("counts sign-ups separately, 20 a minute", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 21; i++) {
      statuses.push((await post(app, "/signup", { firstname: "Ravi", lastname: "Kumar", email: `limit${i}@example.com`, password: "Secret123" })).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("allows 5 reset mails an hour per e-mail; the 6th is a 429, other addresses are unaffected", async () => {
    const user = await buildUser(app, { email: "Often.Forgets@example.com" });
    for (let i = 1; i <= 5; i++) {
      const email = i % 2 ? user.email : user.email.toUpperCase(); // the key ignores case
      expect((await post(app, "/forgotpassword", { email })).statusCode, `request ${i}`).toBe(200);
    }
    const res = await post(app, "/forgotpassword", { email: user.email });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: MESSAGES.tooManyRequests });
    expect((await post(app, "/forgotpassword", { email: "someone.else@example.com" })).statusCode).toBe(200);
  });
});

describe("reset mails asked from one address", async () => {
  const fresh = await buildTestApp({ rateLimit: true });

  it("stop at 20 an hour, whatever addresses they name", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 21; i++) {
      const res = await fresh.inject({
        method: "POST",
        url: "/api/forgotpassword",
        remoteAddress: "203.0.113.40",
        payload: { email: `someone${i}@example.com` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
    // Another address is not held back.
    expect(
      (await fresh.inject({ method: "POST", url: "/api/forgotpassword", remoteAddress: "203.0.113.41", payload: { email: "someone1@example.com" } }))
        .statusCode,
    ).toBe(200);
  });
});

describe("with RATE_LIMIT=off", async () => {
  const unlimited = await buildTestApp({ rateLimit: false });

  it("sets no limit", async () => {
    for (let i = 1; i <= 6; i++) expect((await post(unlimited, "/forgotpassword", { email: "x@example.com" })).statusCode).toBe(200);
  });
});
