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

export const ALL_SCOPES = "all";

export type CacheEntry<T> = { value: T; deps: readonly string[]; startSeq: number; bytes: number; expiresAt: number };

export type PublicCacheOptions = { maxEntries?: number; maxBytes?: number; maxAgeMs?: number; now?: () => number };

export type Computed<T> = {
  value: T;
  /** The scopes the value was read from. */
  deps: readonly string[];
  /** Roughly what the entry holds in memory, for the byte bound. */
  bytes?: number;
};

export class PublicCache {
  private seq = 0;
  private readonly lastInvalidated = new Map<string, number>();
  private readonly entries = new Map<string, CacheEntry<unknown>>();
  private readonly inFlight = new Map<string, { startSeq: number; promise: Promise<unknown> }>();
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
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (!this.isFresh(entry.deps, entry.startSeq) || entry.expiresAt <= this.now()) {
      this.delete(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value as T;
  }

  /**
   * The cached value, or `compute()`'s, stored when no scope it read changed meanwhile.
   * Concurrent misses for one key share one computation (no stampede on a popular page).
   * A computation that throws stores nothing, and the error reaches every waiting caller.
   */
  async remember<T>(key: string, compute: () => Promise<Computed<T>>): Promise<T> {
    const cached = this.get<T>(key);
    if (cached !== undefined) {
      this.stats.hits += 1;
      return cached;
    }
    this.stats.misses += 1;
    const running = this.inFlight.get(key);
    // A computation that started before the last invalidation may hold the old answer.
    if (running && running.startSeq === this.seq) return running.promise as Promise<T>;
    const startSeq = this.seq;
    const promise = compute().then((computed) => {
      if (this.isFresh(computed.deps, startSeq)) this.store(key, computed, startSeq);
      return computed.value;
    });
    this.inFlight.set(key, { startSeq, promise });
    try {
      return await promise;
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
