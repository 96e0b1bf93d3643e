import crypto from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { sql } from "drizzle-orm";
import pg from "pg";
import { readCookie } from "../lib/cookies";
import { ALL_SCOPES, PublicCache, type Computed, type ReadOptions } from "../lib/public-cache";

declare module "fastify" {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyRequest {
    /** Answered through the cache of public reads (it knows the scopes of its answer). */
    servedAsPublicRead: boolean;
    /** Set by the handler of a route whose public effect depends on what happened (see asTheHandlerSays). */
    changedPublicScopes: string[] | null;
  }
}

/** Scopes a cached read can depend on, and a write can invalidate. */
export const SCOPES = {
  /** Every list of memorial cards and count (their cards carry names, pictures and activity). */
  lists: "lists",
  /** Accounts as search-users and profiles show them. */
  people: "people",
  /** One memorial: its page, wall, replies, tributes and album. */
  post: (postId: string) => `post:${postId}`,
} as const;

type Invalidates = (request: FastifyRequest) => string[];
const onPost: Invalidates = (request) => [SCOPES.lists, SCOPES.post((request.body as { _id: string })._id)];
const nothingPublic: Invalidates = () => [];
const everything: Invalidates = () => [ALL_SCOPES];
/** A report hides a message only at its threshold; a keeper's action changes one memorial: the handler knows which. */
const asTheHandlerSays: Invalidates = (request) => request.changedPublicScopes ?? [];

/**
 * What each successful write changes for anonymous readers. The frequent engagement writes
 * name their memorial (its cards' counts change too, hence "lists"); reads and private calls
 * change nothing public; the rare owner's edits of memorials and accounts drop everything.
 * Every non-GET route under /api must be listed: the server refuses to start otherwise, so a
 * new route cannot flush every cached read by default (anyone calling it could empty the cache).
 */
const WRITES: Record<string, Invalidates> = {
  "/api/add-comment": onPost,
  "/api/add-tribute": onPost,
  "/api/add-memorial-images": onPost,
  "/api/like-post": onPost,
  "/api/signup": () => [SCOPES.people],
  "/api/google-auth": () => [SCOPES.people],
  "/api/report": asTheHandlerSays,
  "/api/report-action": asTheHandlerSays,
  "/api/create-post": everything,
  "/api/delete-post": everything,
  "/api/update-post-moderation": everything,
  "/api/delete-comment": everything,
  "/api/delete-tribute": everything,
  "/api/delete-image": everything,
  "/api/approve-held-item": everything,
  "/api/reject-held-item": everything,
  "/api/update-profile": everything,
  "/api/update-profile-img": everything,
  "/api/delete-account": everything,
  // The memorial page's plain-HTML forms (decision 037): a memorial or a tribute, as the two above.
  "/post/:post_id": asTheHandlerSays,
};
const NO_PUBLIC_CHANGE = [
  "/api/signin",
  "/api/forgotpassword",
  "/api/resetpassword",
  "/api/change-password",
  "/api/signout",
  "/api/verify-email",
  "/api/resend-verification-email",
  "/api/signout-everywhere",
  // Lists of reports for keepers and admins: nothing in them is public.
  "/api/reports",
  "/api/admin/reports",
  "/api/notifications",
  "/api/all-notifications-count",
  "/api/delete-notification",
  "/api/isliked-by-user",
  "/api/uploads/:key",
  "/api/user-written-posts",
  "/api/user-written-post-count",
  "/api/get-post",
  "/api/reveal-phone-number",
  "/api/latest-posts",
  "/api/all-latest-posts-count",
  "/api/search-posts",
  "/api/search-posts-count",
  "/api/search-users",
  "/api/get-post-comments",
  "/api/get-replies",
  "/api/get-post-tributes",
  "/api/get-post-images",
  "/api/get-profile",
  // Co-keepers: who keeps a memorial is in no public answer.
  "/api/invite-keeper",
  "/api/post-keepers",
  "/api/keeper-status",
  "/api/revoke-keeper-invitation",
  "/api/remove-keeper",
  "/api/keeper-invitation",
  "/api/accept-keeper-invitation",
  "/api/kept-posts",
  "/api/held-items",
  "/api/trusted-people",
  "/api/untrust-person",
  // Remembrance reminders: who follows a memorial is in no public answer.
  "/api/follow-memorial",
  "/api/follow-status",
  "/api/unfollow-memorial",
  "/api/confirm-follow",
  "/api/unsubscribe-preview",
  "/api/unsubscribe",
  "/api/unsubscribe/one-click/:token",
];
for (const url of NO_PUBLIC_CHANGE) WRITES[url] = nothingPublic;

/**
 * The frequent writes of a memorial's busy day: they add to a page and its counts, and take
 * nothing away, so their invalidation is soft (lib/public-cache.ts): other readers may see
 * the page as it was up to a second ago while one fresh render runs. The writer is told by a
 * short-lived cookie, and their own next reads take nothing computed before their write.
 */
const SOFT_WRITES = new Set(["/api/add-comment", "/api/add-tribute", "/api/add-memorial-images", "/api/like-post", "/post/:post_id"]);
export const WROTE_COOKIE = "kma_wrote";
const WROTE_COOKIE_SECONDS = 10;

/** What this reader must see: everything since their own last write (the cookie), or what others see. */
export function readOptionsOf(request: FastifyRequest): ReadOptions {
  const wrote = Number(readCookie(request.headers.cookie, WROTE_COOKIE));
  return Number.isFinite(wrote) && wrote > 0 ? { notBefore: wrote } : {};
}

const CHANNEL = "kma_public_cache";

/**
 * The cache of anonymous public reads (lib/public-cache.ts) and its invalidation: each
 * successful write invalidates its scopes here before its answer leaves, and, on PostgreSQL,
 * tells every other server process on the same database through LISTEN/NOTIFY.
 */
export const publicCachePlugin = fp(async (app: FastifyInstance) => {
  const cache = new PublicCache();
  app.decorate("publicCache", cache);
  app.decorateRequest("servedAsPublicRead", false);
  app.decorateRequest("changedPublicScopes", null);
  app.addHook("onRoute", (route) => {
    const methods = [route.method].flat();
    if (!route.url.startsWith("/api/") || methods.every((method) => method === "GET" || method === "HEAD")) return;
    if (!(route.url in WRITES)) throw new Error(`${methods.join(",")} ${route.url} does not say what it changes in the public cache (plugins/public-cache.ts WRITES)`);
  });
  const instance = crypto.randomUUID();
  const broadcast = app.config.databaseUrl ? await listenForOtherProcesses(app, cache, instance) : null;

  app.addHook("onSend", async (request, reply) => {
    // An answer to a signed-in caller is theirs alone: no shared cache (a proxy's micro-cache) may keep it.
    if (request.headers.authorization && !reply.hasHeader("Cache-Control")) reply.header("Cache-Control", "private, no-store");
    // Part of a server render (in-process API call) whose answer the cache knows nothing about.
    if (!request.servedAsPublicRead) cache.markUncacheable();
    if (request.method === "GET" || request.method === "HEAD" || reply.statusCode >= 400) return;
    const url = request.routeOptions.url;
    if (!url) return;
    const scopes = (WRITES[url] ?? (() => [ALL_SCOPES]))(request);
    if (scopes.length === 0) return;
    const soft = SOFT_WRITES.has(url);
    cache.invalidate(scopes, { soft });
    broadcast?.(scopes, soft);
    if (soft) reply.header("Set-Cookie", `${WROTE_COOKIE}=${Date.now()}; Path=/; Max-Age=${WROTE_COOKIE_SECONDS}; SameSite=Lax; HttpOnly`);
  });
});

/**
 * Other processes' writes arrive as notifications `<instance> <scope,scope>[ soft]`. While the
 * listening connection is down, this process could miss some: it drops everything on
 * reconnecting. Returns the function that tells the others about this process's writes.
 */
async function listenForOtherProcesses(app: FastifyInstance, cache: PublicCache, instance: string) {
  let client: pg.Client | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: app.config.databaseUrl });
    next.on("error", (error) => app.log.warn({ err: error }, "cache listener connection lost"));
    next.on("end", () => {
      if (client === next) client = null;
      if (!closing) retry = setTimeout(reconnect, 1000).unref();
    });
    next.on("notification", (message) => {
      const [from, scopes, kind] = (message.payload ?? "").split(" ");
      if (from !== instance && scopes) cache.invalidate(scopes.split(","), { soft: kind === "soft" });
    });
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
    client = next;
  };
  const reconnect = () =>
    connect()
      .then(() => cache.invalidate([ALL_SCOPES]))
      .catch((error: unknown) => {
        app.log.warn({ err: error }, "cache listener could not reconnect; retrying");
        if (!closing) retry = setTimeout(reconnect, 1000).unref();
      });

  await connect();
  app.addHook("onClose", async () => {
    closing = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  });

  return (scopes: string[], soft: boolean) => {
    app.db.execute(sql`select pg_notify(${CHANNEL}, ${`${instance} ${scopes.join(",")}${soft ? " soft" : ""}`})`).catch((error: unknown) => {
      app.log.warn({ err: error }, "could not tell other processes about a write");
    });
  };
}

/**
 * Serves an anonymous public read from the cache, computing (and storing) it on a miss. A
 * signed-in caller, or a server started with RESPONSE_CACHE=off, always gets a fresh answer.
 * Cached answers are kept as JSON text and sent as they are: no serialization on a hit.
 */
export async function sendPublicRead(
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<{ body: unknown; deps: readonly string[] }>,
  /** What else the answer depends on besides the route and body (a GET's query, the day's date). */
  { keyParts = [] }: { keyParts?: readonly unknown[] } = {},
) {
  const app = request.server;
  request.servedAsPublicRead = true;
  reply.type("application/json; charset=utf-8");
  if (!app.config.responseCache || request.user) return JSON.stringify((await compute()).body);
  const key = `${request.routeOptions.url} ${JSON.stringify(request.body ?? null)}${keyParts.length > 0 ? ` ${JSON.stringify(keyParts)}` : ""}`;
  return app.publicCache.remember<string>(
    key,
    async (): Promise<Computed<string>> => {
      const { body, deps } = await compute();
      const json = JSON.stringify(body);
      return { value: json, deps, bytes: json.length * 2 + key.length * 2 + 200 };
    },
    readOptionsOf(request),
  );
}
