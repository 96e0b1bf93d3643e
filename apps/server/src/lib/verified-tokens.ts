/** What a signed-in call's access token names, once its signature is proven. */
export type TokenClaims = { sub: string; sid: string; exp: number };

/**
 * Access tokens whose signature this process has proven, with what they name. jose checks an
 * HS256 signature through WebCrypto, whose calls finish on a later turn of the event loop: on a
 * funeral day's busy server each turn is some milliseconds, and a signed-in like or read waited
 * two of them before its own work began. The same token comes back on every call of its
 * browser, so a proven one is remembered by its whole text (nothing else can match it) until its
 * expiry, then proven again (which fails as expired).
 *
 * Only the signature is remembered: whether the session it names still holds is checked as
 * before on every call (`SessionMemory`, then the database), so ending a session ends its token
 * at once. A token that fails is never remembered, and at most `maxEntries` are (the oldest go
 * first), so nobody can fill the memory without tokens this server signed.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, TokenClaims>();

  constructor(
    private readonly prove: (token: string) => Promise<TokenClaims>,
    private readonly maxEntries = 10_000,
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  /** The claims of `token`; rejects as `prove` does for a token that is not (or no longer) good. */
  async claimsOf(token: string): Promise<TokenClaims> {
    const known = this.entries.get(token);
    if (known && known.exp > this.nowSeconds()) return known;
    this.entries.delete(token);
    const claims = await this.prove(token);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, claims);
    return claims;
  }
}
