import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { buildTestApp, type TestApp } from "../../test/build-app";
import { buildUser } from "../../test/factories";

// Per-address limits are only as good as the address: it must be the connection's own unless a
// configured proxy vouches for another. 20 sign-ins a minute per address (docs/api.md "Limits on abuse").
const SIGN_INS_A_MINUTE = 20;

function signIn(app: TestApp, email: string, { from, forwardedFor }: { from: string; forwardedFor?: string }) {
  return app.inject({
    method: "POST",
    url: "/api/signin",
    remoteAddress: from,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    payload: { email, password: "Wrong1234" },
  });
}

describe("TRUST_PROXY off (the default), even when the server listens on every interface", async () => {
  const app = await buildTestApp({ rateLimit: true, host: "0.0.0.0" });

  it("ignores an X-Forwarded-For the client wrote: a new address in each request still meets the limit", async () => {
    const user = await buildUser(app);
    const statuses: number[] = [];
    for (let i = 1; i <= SIGN_INS_A_MINUTE + 3; i++) {
      statuses.push((await signIn(app, user.email, { from: "203.0.113.7", forwardedFor: `10.0.${i}.1` })).statusCode);
    }
    expect(statuses.slice(0, SIGN_INS_A_MINUTE)).not.toContain(429);
    expect(statuses.slice(SIGN_INS_A_MINUTE)).toEqual([429, 429, 429]);
  });
});

describe("TRUST_PROXY=loopback: a proxy on the same machine", async () => {
  const app = await buildTestApp({ rateLimit: true, trustProxy: ["loopback"] });

  it("counts each visitor by the address the proxy saw, so one visitor's failures lock out nobody else", async () => {
    const user = await buildUser(app);
    for (let i = 1; i <= SIGN_INS_A_MINUTE; i++) await signIn(app, user.email, { from: "127.0.0.1", forwardedFor: "198.51.100.4" });
    expect((await signIn(app, user.email, { from: "127.0.0.1", forwardedFor: "198.51.100.4" })).statusCode).toBe(429);
    expect((await signIn(app, user.email, { from: "127.0.0.1", forwardedFor: "198.51.100.5" })).statusCode).toBe(400);
  });

  it("believes only the entry its proxy added: a forged entry to its left changes nothing", async () => {
    const user = await buildUser(app);
    const statuses: number[] = [];
    for (let i = 1; i <= SIGN_INS_A_MINUTE + 1; i++) {
      statuses.push((await signIn(app, user.email, { from: "127.0.0.1", forwardedFor: `10.9.${i}.1, 198.51.100.9` })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it("does not take the header from a peer that is not the proxy", async () => {
    const user = await buildUser(app);
    const statuses: number[] = [];
    for (let i = 1; i <= SIGN_INS_A_MINUTE + 1; i++) {
      statuses.push((await signIn(app, user.email, { from: "192.0.2.50", forwardedFor: `10.8.${i}.1` })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("TRUST_PROXY=1: one proxy that overwrites the header (compose.yaml's nginx)", async () => {
  const app = await buildTestApp({ rateLimit: true, trustProxy: 1 });

  it("counts each visitor by the address nginx wrote", async () => {
    const user = await buildUser(app);
    for (let i = 1; i <= SIGN_INS_A_MINUTE; i++) await signIn(app, user.email, { from: "172.18.0.2", forwardedFor: "198.51.100.20" });
    expect((await signIn(app, user.email, { from: "172.18.0.2", forwardedFor: "198.51.100.20" })).statusCode).toBe(429);
    expect((await signIn(app, user.email, { from: "172.18.0.2", forwardedFor: "198.51.100.21" })).statusCode).toBe(400);
  });
});

describe("TRUST_PROXY parsing", () => {
  const parse = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it("is off unless set, and never inferred from HOST", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ HOST: "0.0.0.0" }).trustProxy).toBe(false);
    expect(parse("off")).toBe(false);
  });

  it("takes a number of proxies or a list of addresses, ranges and names", () => {
    expect(parse("1")).toBe(1);
    expect(parse("127.0.0.1, 10.0.0.0/8,::1,uniquelocal")).toEqual(["127.0.0.1", "10.0.0.0/8", "::1", "uniquelocal"]);
  });

  it.each(["true", "all", "0", "11", "10.0.0.0/33", "proxy.example.com", "127.0.0.1,"])("refuses %j with a sentence", (value) => {
    expect(() => parse(value)).toThrow(/TRUST_PROXY must be/);
  });
});
