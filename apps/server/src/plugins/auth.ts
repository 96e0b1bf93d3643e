import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { and, eq, gt } from "drizzle-orm";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import { LIFETIMES } from "@kma/core/limits";
import { MESSAGES } from "@kma/core/messages";
import { sessions, users, type User } from "../db/schema";
import { unauthorized } from "../lib/http-errors";
import { SessionMemory } from "../lib/session-memory";
import { VerifiedTokens, type TokenClaims } from "../lib/verified-tokens";
import type { Tx } from "../db/client";

declare module "fastify" {
  interface FastifyInstance {
    /** Starts a session for the user and returns its signed access token. */
    issueAccessToken(userId: string, tx?: Tx): Promise<string>;
    /** preHandler: a valid token is required (docs/api.md "(auth)"). */
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: a valid token attaches the user; none is fine; an invalid one is a 401. */
    optionalUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    user: User | null;
    sessionId: string | null;
  }
}

const ALG = "HS256";

/**
 * The calls that end sessions or change an account (everything of `users` a handler may read
 * from `request.user`, counters aside). After one succeeds, the sessions this process checked are
 * not trusted again (lib/session-memory.ts): the caller's, or, for a call made without a session
 * (a reset link, an e-mail proof, a Google sign-in), everyone's. A new call that ends sessions
 * or changes what `request.user` holds belongs here (routes/auth/signout.test.ts checks each is a route).
 */
export const ACCOUNT_CALLS = new Set([
  "/api/signout",
  "/api/signout-everywhere",
  "/api/change-password",
  "/api/resetpassword",
  "/api/verify-email",
  "/api/google-auth",
  "/api/update-profile",
  "/api/update-profile-img",
  "/api/delete-account",
]);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Access tokens are HS256 JWTs naming a session row. A token is good while its signature,
 * expiry and session all hold, so ending a session (password change or reset) revokes it.
 */
export const authPlugin = fp(async (app: FastifyInstance, { secret }: { secret: Uint8Array }) => {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  const checked = new SessionMemory();
  const proven = new VerifiedTokens(async (token): Promise<TokenClaims> => {
    const { payload } = await jwtVerify(token, secret, { algorithms: [ALG] });
    // This server signs every token with its session and an expiry.
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string" || typeof payload.exp !== "number") throw new Error("malformed token");
    return { sub: payload.sub, sid: payload.sid, exp: payload.exp };
  });
  app.addHook("onSend", async (request, reply) => {
    if (reply.statusCode >= 400 || !ACCOUNT_CALLS.has(request.routeOptions.url ?? "")) return;
    if (request.user) checked.forgetUser(request.user.id);
    else checked.forgetEveryone();
  });

  app.decorate("issueAccessToken", async (userId: string, tx?: Tx) => {
    const expiresAt = new Date(Date.now() + LIFETIMES.accessTokenDays * DAY_MS);
    const [session] = await (tx ?? app.db).insert(sessions).values({ userId, expiresAt }).returning({ id: sessions.id });
    return new SignJWT({ sid: session.id })
      .setProtectedHeader({ alg: ALG })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(secret);
  });

  async function authenticate(request: FastifyRequest, required: boolean) {
    const header = request.headers.authorization;
    if (!header) {
      if (required) throw unauthorized(MESSAGES.unauthorized);
      return;
    }
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized(MESSAGES.unauthorized);
    let sub: string, sid: string;
    try {
      ({ sub, sid } = await proven.claimsOf(match[1]));
    } catch (error) {
      throw unauthorized(error instanceof joseErrors.JWTExpired ? MESSAGES.sessionExpired : MESSAGES.unauthorized);
    }
    const UUID = /^[0-9a-f-]{36}$/i;
    if (!UUID.test(sub) || !UUID.test(sid)) throw unauthorized(MESSAGES.unauthorized);
    const known = checked.get(sid, sub);
    if (known) {
      request.user = known;
      request.sessionId = sid;
      return;
    }
    const [row] = await app.db
      .select({ user: users, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sid), eq(sessions.userId, sub), gt(sessions.expiresAt, new Date())))
      .limit(1);
    if (!row) throw unauthorized(MESSAGES.sessionExpired);
    checked.remember(sid, row.user, row.expiresAt);
    request.user = row.user;
    request.sessionId = sid;
  }

  app.decorate("requireUser", async (request: FastifyRequest) => authenticate(request, true));
  app.decorate("optionalUser", async (request: FastifyRequest) => authenticate(request, false));
});

/** The signed-in user of a handler behind `requireUser`. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized(MESSAGES.unauthorized);
  return request.user;
}
