import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimitHits } from "../db/schema";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** What the plugin really passes to `child` (its type says RouteOptions): the route's merged limit settings. */
type RouteParams = { routeInfo?: { method?: string; url?: string } };

/** Rows whose window ended this long ago are swept; a window is at most an hour here. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * A store for @fastify/rate-limit kept in the site's database, so every server of a
 * site counts one person's requests together: the limits a person meets do not multiply with
 * the number of servers. One upsert per counted request, atomic in the database (a window
 * that has ended starts again at 1). Keys are namespaced by route like the plugin's own
 * stores. Rows are swept when their window has long ended.
 */
export function databaseRateLimitStore(db: Db) {
  let lastSweep = Date.now();
  const sweep = () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    void db
      .delete(rateLimitHits)
      .where(sql`${rateLimitHits.windowEndsAt} < now() - interval '1 hour'`)
      .catch(() => {});
  };

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _params?: unknown,
      private readonly prefix = "",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      sweep();
      const result = db.execute(sql`
        insert into ${rateLimitHits} as r (key, hits, window_ends_at)
        values (${this.prefix + key}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when r.window_ends_at <= now() then 1 else r.hits + 1 end,
          window_ends_at = case when r.window_ends_at <= now() then excluded.window_ends_at else r.window_ends_at end
        returning hits, greatest(0, ceil(extract(epoch from (window_ends_at - now())) * 1000))::int as ttl`);
      answer(result, callback);
    }

    read(key: string, callback: Callback) {
      const result = db.execute(sql`
        select hits, greatest(0, ceil(extract(epoch from (window_ends_at - now())) * 1000))::int as ttl
        from ${rateLimitHits} where key = ${this.prefix + key} and window_ends_at > now()`);
      answer(result, callback);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]) {
      const { routeInfo } = routeOptions as unknown as RouteParams;
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${routeInfo?.method ?? ""}${routeInfo?.url ?? ""}-`);
    }
  };
}

function answer(result: Promise<unknown>, callback: Callback) {
  // Both drivers answer a raw query with `{ rows }`.
  (result as Promise<{ rows: Array<{ hits: number; ttl: number }> }>).then(
    ({ rows }) => callback(null, { current: Number(rows[0]?.hits ?? 0), ttl: Number(rows[0]?.ttl ?? 0) }),
    (error: Error) => callback(error),
  );
}
