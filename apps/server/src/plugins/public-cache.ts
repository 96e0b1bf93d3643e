import crypto from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import pg from "pg";
import { readCookie } from "../lib/cookies";
import { recordChanges, type ChangeNotice, type ChangeRecord } from "../services/kept-pages";
import { ALL_SCOPES, PublicCache, type Computed, type ReadOptions } from "../lib/public-cache";

declare module "fastify" {
  interface FastifyInstance {
    publicCache: PublicCache;
    /**
     * Whether every write this process answered has its changes recorded in the database: while
     * one is not (the database was unreachable as it answered), no page kept there is sent.
     */
    keptPagesTrusted: () => boolean;
    /**
     * This write's changes, for its handler to record inside its own statement
     * (services/kept-pages.ts changeRecordedWith): one round trip fewer before the answer leaves.
     * A write whose statement did not record them is recorded after it, as every other write is.
     */
    changeRecordOf: (request: FastifyRequest) => ChangeRecord;
    /**
     * Called with a soft write's scopes once this process has invalidated them, as its answer
     * leaves (not for other processes' writes, which their own process follows): the pages it
     * changed are rendered again behind it (plugins/web.ts, decision 060).
     */
    afterSoftWrite: Array<(scopes: readonly string[]) => void>;
  }
  interface FastifyRequest {
    /** Answered through the cache of public reads (it knows the scopes of its answer). */
    servedAsPublicRead: boolean;
    /** Set by the handler of a route whose public effect depends on what happened (see scopesTheHandlerNamed). */
    changedPublicScopes: string[] | null;
    /** This write's changes, once its handler asked for them to record in its statement (changeRecordOf). */
    changeRecord: ChangeRecord | null;
  }
  interface FastifyContextConfig {
    /** What a successful call changes in the public cache: required of every non-GET route. */
    invalidates?: Invalidation;
  }
}

/** Scopes a cached read can depend on, and a write can invalidate. */
export const SCOPES = {
  /** Every list of memorial cards and count (their cards carry names, pictures and activity). */
  lists: "lists",
  /** Accounts as search-users and profiles show them. */
  people: "people",
  /** One memorial: its page, wall, replies, tributes and album. */
  // A request may spell a uuid in capitals, which the database takes: the scope is one spelling.
  post: (postId: string) => `post:${postId.toLowerCase()}`,
  /**
   * One memorial's count of flowers (likes), apart from the rest of it: a like changes that count
   * alone, so its wall, tributes and album stay as they were, and its page's kept copy is mended
   * by the count instead of rendered again (decision 064). Every read that shows the count names it.
   */
  likes: (postId: string) => `likes:${postId.toLowerCase()}`,
} as const;

/** One scope, or the scopes a successful call changed, read from its request once it has succeeded. */
type ScopesOf = string | ((request: FastifyRequest) => string | readonly string[]);

/**
 * What a successful call of a route changes for anonymous readers. Every non-GET route says it
 * in its own options, `config: { invalidates }`, built with `invalidates` below; the server
 * refuses to start otherwise, so a new route cannot flush every cached read by default (anyone
 * calling it could empty the cache) nor forget to refresh what it changed.
 */
export type Invalidation = {
  /** The scopes to invalidate after a successful call ([] for none). */
  readonly scopesOf: (request: FastifyRequest) => readonly string[];
  /**
   * Soft (decision 036): the frequent writes of a memorial's busy day only add to a page and its
   * counts, so other readers may see the page as it was up to a second ago while one fresh
   * render runs (lib/public-cache.ts). The writer is told by a short-lived cookie, and their own
   * next reads take nothing computed before their write.
   */
  readonly soft: boolean;
};

function scopesOf(scopes: readonly ScopesOf[]) {
  return (request: FastifyRequest) => scopes.flatMap((scope) => (typeof scope === "string" ? [scope] : [scope(request)].flat()));
}

/**
 * The memorial a call names in its body's `_id`: the engagement writes, which also name `lists`
 * (the memorial's cards carry its counts).
 */
export const theMemorialInTheBody: ScopesOf = (request) => SCOPES.post((request.body as { _id: string })._id);
/** The count of flowers of the memorial a like names in its body's `_id`: all a like changes of it. */
export const theMemorialsLikesInTheBody: ScopesOf = (request) => SCOPES.likes((request.body as { _id: string })._id);
/**
 * The scopes the handler set in `request.changedPublicScopes`, for a route whose public effect
 * depends on what happened: a report hides a message only at its threshold; a keeper's action
 * changes one memorial. None if it set none.
 */
export const scopesTheHandlerNamed: ScopesOf = (request) => request.changedPublicScopes ?? [];

const hard = (first: ScopesOf, ...rest: ScopesOf[]): Invalidation => ({ scopesOf: scopesOf([first, ...rest]), soft: false });
const soft = (first: ScopesOf, ...rest: ScopesOf[]): Invalidation => ({ scopesOf: scopesOf([first, ...rest]), soft: true });
const nothingPublic: Invalidation = { scopesOf: () => [], soft: false };

/** What a route's `config.invalidates` is made of. */
export const invalidates = {
  /** Reads and private calls: nothing any anonymous reader is shown changes. */
  nothingPublic,
  /** Hard: from the moment the answer leaves, no reader gets an answer of these scopes computed before it. */
  scopes: hard,
  /** Soft (see Invalidation.soft): only for writes that add and take nothing away. */
  soft,
  /** The rare owner's edits of memorials and accounts, and what removes: every scope, hard. */
  everything: hard(ALL_SCOPES),
  /** Hard, in the scopes the handler named (scopesTheHandlerNamed). */
  asTheHandlerSays: hard(scopesTheHandlerNamed),
};

function isInvalidation(value: unknown): value is Invalidation {
  return (
    typeof value === "object" && value !== null && typeof (value as Invalidation).scopesOf === "function" && typeof (value as Invalidation).soft === "boolean"
  );
}

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
 * successful write, before its answer leaves, records its scopes' change in the database (which
 * the memorial pages kept there are checked against: services/kept-pages.ts), invalidates them
 * here, and, on PostgreSQL, tells every other server process on the same database through
 * LISTEN/NOTIFY.
 */
export const publicCachePlugin = fp(async (app: FastifyInstance) => {
  const cache = new PublicCache({ maxBytes: app.config.cacheBytes, maxStaleMs: app.config.readsLagMs, lagging: { [SCOPES.lists]: app.config.listsLagMs } });
  app.decorate("publicCache", cache);
  app.decorate("afterSoftWrite", []);
  app.decorateRequest("servedAsPublicRead", false);
  app.decorateRequest("changedPublicScopes", null);
  app.decorateRequest("changeRecord", null);
  app.addHook("onRoute", (route) => {
    const methods = [route.method].flat();
    if (methods.every((method) => method === "GET" || method === "HEAD")) return;
    if (!isInvalidation(route.config?.invalidates)) {
      throw new Error(
        `${methods.join(",")} ${route.url} does not say what it changes in the public cache: give it config: { invalidates: invalidates.… } (plugins/public-cache.ts)`,
      );
    }
  });
  const instance = crypto.randomUUID();
  const broadcast = app.config.databaseUrl ? await listenForOtherProcesses(app, cache, instance) : null;

  // Scopes a write changed whose change could not be recorded as it answered (the database
  // unreachable a moment): recorded again each second until they are, with the notice to the
  // other processes, and meanwhile this process sends no page kept in the database. Kept pages
  // live for weeks (decision 052): without this, one would miss a write acknowledged in that moment.
  // Each scope with the number of its latest failed record.
  const unrecorded = new Map<string, number>();
  let failures = 0;
  let again: NodeJS.Timeout | undefined;
  let closing = false;
  const recordLater = () => {
    if (!closing) again ??= setTimeout(recordAgain, 1000).unref();
  };
  const recordAgain = async () => {
    again = undefined;
    const pending = [...unrecorded];
    const scopes = pending.map(([scope]) => scope);
    try {
      await recordChanges(app.db, scopes, broadcast?.(scopes, false));
      // A scope whose record failed again meanwhile stays: that write may have come after this record.
      for (const [scope, failure] of pending) if (unrecorded.get(scope) === failure) unrecorded.delete(scope);
      app.log.info({ scopes }, "recorded the changes of earlier writes for kept pages and other processes");
    } catch (error) {
      app.log.warn({ err: error, scopes }, "still cannot record earlier writes' changes; trying again");
    }
    if (unrecorded.size > 0) recordLater();
  };
  app.decorate("keptPagesTrusted", () => unrecorded.size === 0);
  app.decorate("changeRecordOf", (request: FastifyRequest) => {
    const { scopesOf, soft } = request.routeOptions.config.invalidates ?? invalidates.everything;
    const scopes = [...scopesOf(request)];
    request.changeRecord = { scopes, notice: broadcast?.(scopes, soft) ?? null, recorded: false };
    return request.changeRecord;
  });
  app.addHook("onClose", () => {
    closing = true;
    clearTimeout(again);
  });

  app.addHook("onSend", async (request, reply) => {
    // An answer to a signed-in caller is theirs alone: no shared cache (a proxy's micro-cache) may keep it.
    if (request.headers.authorization && !reply.hasHeader("Cache-Control")) reply.header("Cache-Control", "private, no-store");
    // Part of a server render (in-process API call) whose answer the cache knows nothing about.
    if (!request.servedAsPublicRead) cache.markUncacheable();
    if (request.method === "GET" || request.method === "HEAD" || reply.statusCode >= 400 || !request.routeOptions.url) return;
    // A route this plugin did not see declare anything (none today: a test walks every route) drops everything.
    const { scopesOf, soft } = request.routeOptions.config.invalidates ?? invalidates.everything;
    const scopes = [...scopesOf(request)];
    if (scopes.length === 0) return;
    // The pages kept in the database first (decision 048): once the memory lets go of this
    // scope's pages, a reader finding none there must not find a stale one kept in the database.
    // A write whose own statement recorded them (decision 056) has done so already.
    if (!request.changeRecord?.recorded)
      await recordChanges(app.db, scopes, broadcast?.(scopes, soft)).catch((error: unknown) => {
        request.log.error({ err: error, scopes }, "could not record a write's changes for kept pages and other processes; trying again");
        failures += 1;
        for (const scope of scopes) unrecorded.set(scope, failures);
        recordLater();
      });
    cache.invalidate(scopes, { soft });
    if (soft) {
      for (const listener of app.afterSoftWrite) listener(scopes);
      reply.header("Set-Cookie", `${WROTE_COOKIE}=${Date.now()}; Path=/; Max-Age=${WROTE_COOKIE_SECONDS}; SameSite=Lax; HttpOnly`);
    }
  });
});

/**
 * Other processes' writes arrive as notifications `<instance> <scope,scope>[ soft]`. While the
 * listening connection is down, this process could miss some: it drops everything on
 * reconnecting. Returns the call (pg_notify) that tells the others about one of this process's writes.
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

  // The notice, as the statement that records a write's changes runs it (services/kept-pages.ts).
  return (scopes: readonly string[], soft: boolean): ChangeNotice => ({ channel: CHANNEL, payload: `${instance} ${scopes.join(",")}${soft ? " soft" : ""}` });
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
      // What the entry holds: the JSON text and its key (two bytes a character), and the entry itself.
      return { value: json, deps, bytes: json.length * 2 + key.length * 2 + 200 };
    },
    readOptionsOf(request),
  );
}
