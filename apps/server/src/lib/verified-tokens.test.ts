import { SignJWT, errors as joseErrors, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { VerifiedTokens, type TokenClaims } from "./verified-tokens";

const SECRET = new TextEncoder().encode("a-secret-of-forty-characters-0123456789");

/** A memory over jose's real check, counting how often a signature is proven. */
function memoryOverJose(nowSeconds: () => number, maxEntries = 100) {
  const proofs: string[] = [];
  const memory = new VerifiedTokens(
    async (token) => {
      proofs.push(token);
      const { payload } = await jwtVerify(token, SECRET, { algorithms: ["HS256"], currentDate: new Date(nowSeconds() * 1000) });
      return { sub: payload.sub!, sid: payload.sid as string, exp: payload.exp! };
    },
    maxEntries,
    nowSeconds,
  );
  return { memory, proofs };
}

const tokenOf = (sid: string, exp: number, secret = SECRET) =>
  new SignJWT({ sid }).setProtectedHeader({ alg: "HS256" }).setSubject(`user-of-${sid}`).setExpirationTime(exp).sign(secret);

describe("access tokens proven once", () => {
  it("proves a token's signature on its first call only, and answers what it names on every call", async () => {
    const now = 1_000_000;
    const { memory, proofs } = memoryOverJose(() => now);
    const token = await tokenOf("s1", now + 3600);
    for (let call = 0; call < 3; call++) expect(await memory.claimsOf(token)).toEqual({ sub: "user-of-s1", sid: "s1", exp: now + 3600 });
    expect(proofs).toHaveLength(1);
  });

  it("proves a remembered token again once it has expired, which refuses it as expired", async () => {
    let now = 1_000_000;
    const { memory, proofs } = memoryOverJose(() => now);
    const token = await tokenOf("s1", now + 60);
    await memory.claimsOf(token);
    now += 59;
    await memory.claimsOf(token);
    expect(proofs).toHaveLength(1);
    now += 1;
    await expect(memory.claimsOf(token)).rejects.toBeInstanceOf(joseErrors.JWTExpired);
    await expect(memory.claimsOf(token)).rejects.toBeInstanceOf(joseErrors.JWTExpired);
    expect(proofs).toHaveLength(3);
  });

  it("never remembers a token that fails, so a forged one is refused on every call", async () => {
    const now = 1_000_000;
    const { memory, proofs } = memoryOverJose(() => now);
    const forged = await tokenOf("s1", now + 3600, new TextEncoder().encode("another-secret-of-forty-characters-0123"));
    for (let call = 0; call < 2; call++) await expect(memory.claimsOf(forged)).rejects.toBeInstanceOf(joseErrors.JWSSignatureVerificationFailed);
    expect(proofs).toHaveLength(2);
  });

  it("keeps at most its bound, the oldest going first", async () => {
    const proofs: string[] = [];
    const memory = new VerifiedTokens(
      async (token): Promise<TokenClaims> => (proofs.push(token), { sub: "u", sid: token, exp: 2_000 }),
      2,
      () => 1_000,
    );
    for (const token of ["a", "b", "c", "b", "c", "a"]) await memory.claimsOf(token);
    // a, b, c proven; c pushed a out; b and c remembered; a proven again (pushing b out).
    expect(proofs).toEqual(["a", "b", "c", "a"]);
  });
});
