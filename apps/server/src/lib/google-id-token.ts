import { createRemoteJWKSet, jwtVerify } from "jose";
import { LIMITS } from "@kma/core/limits";
import { isEmail } from "@kma/core/rules";
import type { Config } from "../config";

const GOOGLE_ISSUER = "https://accounts.google.com";
// Google signs with RSA today; the others are listed for OIDC_ISSUER providers. Never HMAC or "none".
const ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "ES256", "ES384"];

// One key set per JWKS URL for the life of the process: jose caches the keys and refetches on an unknown kid.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySetFor(url: string) {
  let keySet = keySets.get(url);
  if (!keySet) keySets.set(url, (keySet = createRemoteJWKSet(new URL(url))));
  return keySet;
}

export type GoogleIdentity = { sub: string; email: string; fullname: string; picture: string | null };

/**
 * Checks an OpenID Connect ID token (what the web's Google popup hands back as access_token):
 * signature against the provider's JWKS, issuer, audience = our client id, expiry, and a
 * verified e-mail. Throws on anything else.
 */
export async function verifyGoogleIdToken(idToken: string, google: Config["google"] & { clientId: string }): Promise<GoogleIdentity> {
  const { payload } = await jwtVerify(idToken, keySetFor(google.jwksUrl), {
    // Google's tokens carry either form of its issuer.
    issuer: google.issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, "accounts.google.com"] : google.issuer,
    audience: google.clientId,
    algorithms: ALGORITHMS,
  });
  const { sub, email, email_verified: verified } = payload;
  if (typeof sub !== "string" || sub === "" || sub.length > 255) throw new Error("ID token has no subject");
  if (verified !== true || typeof email !== "string" || !isEmail(email)) throw new Error("ID token has no verified e-mail");
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  const fullname = (text(payload.name) || `${text(payload.given_name)} ${text(payload.family_name)}`.trim() || email.split("@")[0]).slice(0, LIMITS.nameMax);
  const picture = text(payload.picture);
  return { sub, email: email.trim(), fullname, picture: picture.startsWith("https://") && picture.length <= LIMITS.urlMax ? picture : null };
}
