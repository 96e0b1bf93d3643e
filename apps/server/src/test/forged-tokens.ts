import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { sessions } from "../db/schema";
import type { TestApp } from "./build-app";

/** The secret buildTestApp gives the app: tokens signed with it pass the signature check. */
export const TEST_JWT_SECRET = "test-secret-that-is-long-enough-0123456789";

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** Bad access tokens for a real user and a real session: only the named flaw should make them fail. */
export async function forgedTokens(app: TestApp, userId: string) {
  const [session] = await app.db.select().from(sessions).where(eq(sessions.userId, userId)).limit(1);
  const now = Math.floor(Date.now() / 1000);
  const claims = { sid: session.id };
  return {
    expired: await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(userId)
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET)),
    wrongKey: await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("another-secret-that-is-long-enough-987654321")),
    algNone: `${b64({ alg: "none", typ: "JWT" })}.${b64({ ...claims, sub: userId, iat: now, exp: now + 3600 })}.`,
  };
}
