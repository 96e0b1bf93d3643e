/**
 * An in-memory cache of anonymous public reads (feed, search, memorial pages, walls), kept
 * correct by scopes rather than by time.
 *
 * Every entry names the scopes it was computed from ("lists", "people", "post:<uuid>"); every
 * write invalidates the scopes it changed. Invalidation is one counter: `seq` goes up by one
 * at each invalidation, and each scope remembers the `seq` of its last one. An entry is
 * fresh while none of its scopes (nor "all") was invalidated after its computation STARTED,
 * so a write that commits while a read is still running can never leave that read's older
 * answer in the cache. Reads that race a write are simply not stored.
 *
 * Size is bounded by entries and bytes (least recently used go first); `maxAgeMs` is a
 * safety net for writes made outside the app (a SQL console), not the means of correctness.
 */

import { AsyncLocalStorage } from "node:async_hooks";

export const ALL_SCOPES = "all";

/**
 * What a composite read (a server-rendered page made of several API reads) gathered from the
 * reads it made: their scopes, the effects to repeat each time it is served again (a
 * memorial's view count), and whether one of them could not be cached at all.
 */
export type Collected = { deps: Set<string>; replays: Array<() => void>; uncacheable: boolean };

export type CacheEntry<T> = { value: T; deps: readonly string[]; startSeq: number; bytes: number; expiresAt: number };

export type PublicCacheOptions = { maxEntries?: number; maxBytes?: number; maxAgeMs?: number; now?: () => number };

export type Computed<T> = {
  value: T;
  /** The scopes the value was read from. */
  deps: readonly string[];
  /** Roughly what the entry holds in memory, for the byte bound. */
  bytes?: number;
  /** False: answer it, but do not keep it (a composite read with an uncacheable part). */
  keep?: boolean;
};

export class PublicCache {
  private seq = 0;
  private readonly lastInvalidated = new Map<string, number>();
  private readonly entries = new Map<string, CacheEntry<unknown>>();
  private readonly inFlight = new Map<string, { startSeq: number; promise: Promise<Computed<unknown>> }>();
  private readonly collector = new AsyncLocalStorage<Collected>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  stats = { hits: 0, misses: 0, invalidations: 0 };

  constructor(options: PublicCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 20_000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
    this.now = options.now ?? Date.now;
  }

  get size() {
    return this.entries.size;
  }

  /** Marks every entry computed from these scopes (before now) as stale. */
  invalidate(scopes: readonly string[]) {
    if (scopes.length === 0) return;
    this.seq += 1;
    this.stats.invalidations += 1;
    for (const scope of scopes) this.lastInvalidated.set(scope, this.seq);
    // Scopes of posts written long ago would pile up: past a bound, start over.
    if (scopes.includes(ALL_SCOPES) || this.lastInvalidated.size > 100_000) {
      // Nothing survives: free the memory now instead of entry by entry.
      this.entries.clear();
      this.lastInvalidated.clear();
      this.lastInvalidated.set(ALL_SCOPES, this.seq);
      this.bytes = 0;
    }
  }

  private isFresh(deps: readonly string[], startSeq: number) {
    if ((this.lastInvalidated.get(ALL_SCOPES) ?? 0) > startSeq) return false;
    return deps.every((scope) => (this.lastInvalidated.get(scope) ?? 0) <= startSeq);
  }

  /** The fresh value under `key`, or undefined. A hit becomes the most recently used. */
  get<T>(key: string): T | undefined {
    return this.freshEntry<T>(key)?.value;
  }

  private freshEntry<T>(key: string): CacheEntry<T> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (!this.isFresh(entry.deps, entry.startSeq) || entry.expiresAt <= this.now()) {
      this.delete(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry as CacheEntry<T>;
  }

  /**
   * Runs `work`, gathering the scopes of every cached read made inside it (in any async
   * continuation of it, in-process API calls included), so that its own result can be cached
   * with exactly those scopes.
   */
  async collect<T>(work: () => Promise<T>): Promise<{ value: T; collected: Collected }> {
    const collected: Collected = { deps: new Set(), replays: [], uncacheable: false };
    const value = await this.collector.run(collected, work);
    return { value, collected };
  }

  /** Inside `collect`: an effect the composite read must repeat whenever it is served from memory. */
  replayOnHit(effect: () => void) {
    this.collector.getStore()?.replays.push(effect);
  }

  /** Inside `collect`: a read that is not cached took part, so the composite must not be either. */
  markUncacheable() {
    const store = this.collector.getStore();
    if (store) store.uncacheable = true;
  }

  private report(deps: readonly string[]) {
    const store = this.collector.getStore();
    if (store) for (const dep of deps) store.deps.add(dep);
  }

  /**
   * The cached value, or `compute()`'s, stored when no scope it read changed meanwhile.
   * Concurrent misses for one key share one computation (no stampede on a popular page).
   * A computation that throws stores nothing, and the error reaches every waiting caller.
   */
  async remember<T>(key: string, compute: () => Promise<Computed<T>>): Promise<T> {
    const cached = this.freshEntry<T>(key);
    if (cached) {
      this.stats.hits += 1;
      this.report(cached.deps);
      return cached.value;
    }
    this.stats.misses += 1;
    const running = this.inFlight.get(key);
    // A computation that started before the last invalidation may hold the old answer.
    if (running && running.startSeq === this.seq) {
      const shared = (await running.promise) as Computed<T>;
      this.report(shared.deps);
      return shared.value;
    }
    const startSeq = this.seq;
    const promise = compute().then((computed) => {
      if (computed.keep !== false && this.isFresh(computed.deps, startSeq)) this.store(key, computed, startSeq);
      return computed;
    });
    this.inFlight.set(key, { startSeq, promise });
    try {
      const computed = await promise;
      this.report(computed.deps);
      return computed.value;
    } finally {
      if (this.inFlight.get(key)?.promise === promise) this.inFlight.delete(key);
    }
  }

  private store<T>(key: string, computed: Computed<T>, startSeq: number) {
    const previous = this.entries.get(key);
    if (previous) this.delete(key, previous);
    const bytes = computed.bytes ?? 1024;
    if (bytes > this.maxBytes / 16) return; // one huge answer must not flush everything else
    this.entries.set(key, { value: computed.value, deps: computed.deps, startSeq, bytes, expiresAt: this.now() + this.maxAgeMs });
    this.bytes += bytes;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldestKey, oldest);
    }
  }

  private delete(key: string, entry: CacheEntry<unknown>) {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
