import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from "jose";
import { MESSAGES } from "@kma/core/messages";
import { users } from "../../db/schema";
import { buildTestApp, get, post } from "../../test/build-app";
import { buildUser } from "../../test/factories";

// A stand-in for Google: our own keys, served as a JWKS on a local port.
const { publicKey, privateKey } = await generateKeyPair("RS256");
const stranger = await generateKeyPair("RS256");
const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
const jwksServer = http.createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [jwk] }));
});
await new Promise<void>((resolve) => jwksServer.listen(0, "127.0.0.1", resolve));
afterAll(() => new Promise<void>((resolve) => jwksServer.close(() => resolve())));
const port = (jwksServer.address() as AddressInfo).port;

const ISSUER = "https://issuer.test";
const CLIENT_ID = "test-client";
const app = await buildTestApp({ rateLimit: false, google: { clientId: CLIENT_ID, issuer: ISSUER, jwksUrl: `http://127.0.0.1:${port}/jwks` } });

let n = 0;
function idToken(
  claims: JWTPayload = {},
  options: { key?: typeof privateKey; kid?: string; issuer?: string; audience?: string; expiresIn?: string | number } = {},
) {
  const sub = claims.sub ?? `google-sub-${++n}`;
  return new SignJWT({
    email: `mourner${n}@gmail.com`,
    email_verified: true,
    name: "Tharshini Ravi",
    picture: "https://lh3.googleusercontent.com/a/photo",
    ...claims,
  })
    .setProtectedHeader({ alg: "RS256", kid: options.kid ?? "test-key" })
    .setSubject(String(sub))
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? "1h")
    .sign(options.key ?? privateKey);
}
const signInWith = (token: string) => post(app, "/google-auth", { access_token: token });
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("POST /api/google-auth", () => {
  it("creates an account for a new Google identity and answers the session object", async () => {
    const res = await signInWith(await idToken({ sub: "sub-new", email: "Tharshini.R@gmail.com" }));
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(Object.keys(session).sort()).toEqual(["access_token", "email_verified", "fullname", "new_notification_available", "profile_img", "username"]);
    expect(session).toMatchObject({
      username: "tharshini.r",
      fullname: "Tharshini Ravi",
      profile_img: "https://lh3.googleusercontent.com/a/photo",
      new_notification_available: false,
      email_verified: true, // Google vouched for the address
    });
    expect((await get(app, "/new-notification", session.access_token)).statusCode).toBe(200);
    const [user] = await app.db.select().from(users).where(eq(users.googleSub, "sub-new"));
    expect(user.passwordHash).toBeNull();
    expect(user.email).toBe("Tharshini.R@gmail.com");
  });

  it("signs the same identity into the same account next time", async () => {
    const first = (await signInWith(await idToken({ sub: "sub-again", email: "again@gmail.com" }))).json();
    // Even if Google now reports another address for the subject, the subject decides.
    const second = (await signInWith(await idToken({ sub: "sub-again", email: "renamed@gmail.com" }))).json();
    expect(second.username).toBe(first.username);
    expect(second.access_token).not.toBe(first.access_token);
    expect((await app.db.select().from(users).where(eq(users.googleSub, "sub-again"))).length).toBe(1);
  });

  it("links a Google identity to the existing account with its e-mail, when that address was proven", async () => {
    const existing = await buildUser(app, { email: "Linked.Person@example.com" });
    const res = await signInWith(await idToken({ sub: "sub-linked", email: "linked.person@EXAMPLE.com" }));
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(existing.username);
    const [user] = await app.db.select().from(users).where(eq(users.id, existing.id));
    expect(user.googleSub).toBe("sub-linked");
    expect(user.passwordHash).toBe(existing.passwordHash); // the password still works too
    expect((await post(app, "/signin", { email: existing.email, password: existing.password })).statusCode).toBe(200);
  });

  it("does not hand an account to whoever signed up first with someone else's address (takeover before the owner arrives)", async () => {
    // The attacker signs up with the victim's address and a password of their own, and keeps the session.
    const attacker = await post(app, "/signup", { firstname: "Not", lastname: "Victim", email: "victim.person@gmail.com", password: "Attacker123" });
    expect(attacker.statusCode).toBe(200);
    expect(attacker.json().email_verified).toBe(false);
    const attackerToken = attacker.json().access_token as string;
    const [before] = await app.db.select().from(users).where(eq(users.email, "victim.person@gmail.com"));

    // The victim's first "Sign in with Google" with that address.
    const victim = await signInWith(await idToken({ sub: "sub-victim", email: "Victim.Person@gmail.com" }));
    expect(victim.statusCode).toBe(200);
    expect(victim.json()).toMatchObject({ username: before!.username, email_verified: true });

    const [after] = await app.db.select().from(users).where(eq(users.id, before!.id));
    expect(after!.googleSub).toBe("sub-victim");
    expect(after!.passwordHash).toBeNull();
    expect(after!.emailVerifiedAt).toBeInstanceOf(Date);
    // The attacker's password no longer signs in, and the session they kept has ended.
    const byPassword = await post(app, "/signin", { email: "victim.person@gmail.com", password: "Attacker123" });
    expect(byPassword.statusCode).toBe(400);
    expect(byPassword.json().access_token).toBeUndefined();
    expect((await get(app, "/new-notification", attackerToken)).statusCode).toBe(401);
    expect((await post(app, "/get-profile", { username: before!.username }, attackerToken)).statusCode).toBe(401);
    // The victim's own session works, and signs in again the same way.
    expect((await get(app, "/new-notification", victim.json().access_token)).statusCode).toBe(200);
    expect((await signInWith(await idToken({ sub: "sub-victim", email: "victim.person@gmail.com" }))).json().username).toBe(before!.username);
  });

  it("builds the name from given and family names, and refuses a non-https picture", async () => {
    const res = await signInWith(
      await idToken({ name: undefined, given_name: "Kumaran", family_name: "Sivam", picture: "http://insecure.example/p.png", email: "ks@gmail.com" }),
    );
    const session = res.json();
    expect(session.fullname).toBe("Kumaran Sivam");
    expect(session.profile_img).toBe(`/api/avatar/${session.username}.svg`);
  });

  it("makes the username unique", async () => {
    await buildUser(app, { username: "samepart", email: "samepart@example.org" });
    const session = (await signInWith(await idToken({ email: "samepart@gmail.com" }))).json();
    expect(session.username).toMatch(/^samepart\d{2,}$/);
  });

  it.each([
    ["the wrong audience", () => idToken({}, { audience: "someone-else" })],
    ["the wrong issuer", () => idToken({}, { issuer: "https://evil.test" })],
    ["an expired token", () => idToken({}, { expiresIn: Math.floor(Date.now() / 1000) - 60 })],
    ["an unverified e-mail", () => idToken({ email_verified: false })],
    ["email_verified as a string", () => idToken({ email_verified: "true" })],
    ["no e-mail", () => idToken({ email: undefined })],
    ["a key that is not the provider's (same kid)", () => idToken({}, { key: stranger.privateKey })],
    ["a key that is not the provider's (unknown kid)", () => idToken({}, { key: stranger.privateKey, kid: "other-key" })],
    [
      "alg none",
      async () =>
        `${b64({ alg: "none", kid: "test-key" })}.${b64({ sub: "x", email: "x@gmail.com", email_verified: true, iss: ISSUER, aud: CLIENT_ID, exp: Math.floor(Date.now() / 1000) + 600 })}.`,
    ],
    [
      "an HS256 token",
      () =>
        new SignJWT({ email: "h@gmail.com", email_verified: true })
          .setProtectedHeader({ alg: "HS256" })
          .setSubject("h")
          .setIssuer(ISSUER)
          .setAudience(CLIENT_ID)
          .setExpirationTime("1h")
          .sign(new TextEncoder().encode("x".repeat(32))),
    ],
    ["garbage", async () => "not-a-token"],
  ])("refuses %s with a 400 and the spec's toast", async (_label, makeToken) => {
    const res = await signInWith(await makeToken());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MESSAGES.googleTrouble });
  });

  it("creates no account for a refused token", async () => {
    await signInWith(await idToken({ sub: "sub-refused", email_verified: false }));
    expect(await app.db.select().from(users).where(eq(users.googleSub, "sub-refused"))).toEqual([]);
  });

  it("answers 400 with a sentence for a missing or empty token", async () => {
    expect((await post(app, "/google-auth", {})).json()).toEqual({ error: "access_token is required" });
    expect((await post(app, "/google-auth", { access_token: "" })).statusCode).toBe(400);
    expect((await post(app, "/google-auth", { access_token: 5 })).json()).toEqual({ error: "access_token must be a string" });
  });
});

describe("POST /api/google-auth without GOOGLE_CLIENT_ID", async () => {
  const unconfigured = await buildTestApp({ rateLimit: false, google: { issuer: ISSUER, jwksUrl: `http://127.0.0.1:${port}/jwks` } });

  it("answers 400 'Google sign-in is not configured'", async () => {
    const res = await post(unconfigured, "/google-auth", { access_token: await idToken() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Google sign-in is not configured" });
    expect(MESSAGES.googleNotConfigured).toBe("Google sign-in is not configured");
  });
});

describe("POST /api/google-auth with Google's own issuer", async () => {
  const googleLike = await buildTestApp({
    rateLimit: false,
    google: { clientId: CLIENT_ID, issuer: "https://accounts.google.com", jwksUrl: `http://127.0.0.1:${port}/jwks` },
  });

  it.each(["https://accounts.google.com", "accounts.google.com"])("accepts tokens issued as %j", async (issuer) => {
    const res = await post(googleLike, "/google-auth", { access_token: await idToken({}, { issuer }) });
    expect(res.statusCode).toBe(200);
  });

  it("still refuses another issuer", async () => {
    const res = await post(googleLike, "/google-auth", { access_token: await idToken({}, { issuer: ISSUER }) });
    expect(res.json()).toEqual({ error: MESSAGES.googleTrouble });
  });
});
