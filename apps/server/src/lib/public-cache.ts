/**
 * An in-memory cache of anonymous public reads (feed, search, memorial pages, walls), kept
 * correct by scopes rather than by time.
 *
 * Every entry names the scopes it was computed from ("lists", "people", "post:<uuid>",
 * "likes:<uuid>"); every
 * write invalidates the scopes it changed. Invalidation is one counter: `seq` goes up by one
 * at each invalidation, and each scope remembers the `seq` of its last one. An entry is
 * fresh while none of its scopes (nor "all") was invalidated after its computation STARTED,
 * so a write that commits while a read is still running can never leave that read's older
 * answer in the cache. Reads that race a write are simply not stored.
 *
 * Size is bounded by entries and bytes (least recently used go first); `maxAgeMs` is a
 * safety net for writes made outside the app (a SQL console), not the means of correctness.
 *
 * Two kinds of invalidation. A hard one (an edit, a deletion, a hidden message) makes every
 * entry of its scopes unusable at once. A soft one (a like, a new message or tribute: the
 * frequent writes of a funeral day) lets a stale entry be served for `maxStaleMs` after the
 * first change it misses, while ONE fresh computation runs in the background: many readers
 * missing one page at once never compute it more than once, and none of them waits for it. A
 * reader later than that waits for a fresh answer, so every reader sees a write within
 * `maxStaleMs`. On a hot entry (many readers a second: the memorial whose link is going round)
 * a fresh computation starts at most every `refreshEveryMs`, so the page is rendered a few times
 * a second however many write to it.
 * A reader that must see everything since a moment (the person who just wrote: `notBefore`)
 * gets only an answer whose computation started after that moment.
 *
 * An entry may also say how to compute it again with nobody waiting (`renew`): after a soft write,
 * the server renews the pages it changed behind the write (services/page-renewals.ts), so a
 * reader later than `maxStaleMs` finds the page fresh instead of waiting for its render.
 *
 * Some scopes may lag longer (`lagging`): the lists of memorial cards carry counts that every
 * like and message changes, on every list at once. Their softly stale entries are served for up
 * to their own bound, and no reader waits for their refresh: feed and search stay cached while
 * people write. Such an entry is computed again once half its bound has passed since the first
 * change it misses, not at every write: while people write somewhere every moment, each list
 * is computed once per half bound, however many write and read.
 */

import { AsyncLocalStorage } from "node:async_hooks";

export const ALL_SCOPES = "all";

/**
 * How long the lists of memorial cards (feed, search, counts) may show counts from before a
 * like or message (soft writes): they are served from the cache meanwhile and refreshed behind.
 * An edit, a deletion or a new memorial (hard writes) still takes effect at once.
 */
export const LISTS_MAY_LAG_MS = 10_000;

/**
 * How long any other read (a memorial page, its wall, its tributes) may show it as it was before
 * a like or message (soft writes), while one fresh computation runs in the background: every
 * reader sees a write within this, the person who wrote at once (`notBefore`).
 */
export const READS_MAY_LAG_MS = 1000;

/**
 * What a composite read (a server-rendered page made of several API reads) gathered from the
 * reads it made: their scopes, the effects to repeat each time it is served again (a
 * memorial's view count), and whether one of them could not be cached at all.
 */
export type Collected = {
  deps: Set<string>;
  replays: Array<() => void>;
  uncacheable: boolean;
  /** A render ahead of need (services/pages-ahead.ts): its reads keep nothing in memory and count no visitor. */
  ahead?: boolean;
};

export type CacheEntry<T> = {
  value: T;
  deps: readonly string[];
  startSeq: number;
  startedAt: number;
  bytes: number;
  expiresAt: number;
  /** Reads in the second that began at `windowStart`: how hot the entry is. */
  windowStart: number;
  readsInWindow: number;
  /** When it was last served from memory (0: never since its key was computed for a reader). */
  servedAt: number;
  /** How to compute it again with no reader waiting (`remember`'s `renew`), if it may be renewed. */
  renew?: Renew<T>;
};

/** A computation of an entry made with no reader waiting (it counts no visit), to renew it after a soft write. */
export type Renew<T> = () => Promise<Computed<T>>;

export type PublicCacheOptions = {
  maxEntries?: number;
  maxBytes?: number;
  maxAgeMs?: number;
  maxStaleMs?: number;
  refreshEveryMs?: number;
  hotReadsPerSecond?: number;
  /** `renew` computes an entry again only if it was served from memory this recently (ms). */
  renewIfServedWithinMs?: number;
  /** Scopes whose softly stale entries may be served this long (ms) without any reader waiting. */
  lagging?: Readonly<Record<string, number>>;
  now?: () => number;
};

/** What a reader may accept: nothing computed before `notBefore` (ms, the clock of `now`). */
export type ReadOptions = { notBefore?: number };

/** `remember`'s options: the reader's, and how to renew the entry it keeps (see `renew`). */
export type RememberOptions<T> = ReadOptions & { renew?: Renew<T> };

export type Computed<T> = {
  value: T;
  /** The scopes the value was read from. */
  deps: readonly string[];
  /** Roughly what the entry holds in memory, for the byte bound. */
  bytes?: number;
  /** False: answer it, but do not keep it (a composite read with an uncacheable part). */
  keep?: boolean;
};

/**
 * Whether a softly stale entry may still be served; whether readers may have it without waiting
 * for its refresh (only lagging scopes were touched); and, when they may, from when its refresh
 * is due (half the bound of the first change it misses).
 */
type Staleness = { usable: boolean; waitless: boolean; refreshAt: number };

/**
 * A scope's last soft invalidation: its number, when it was made, and the number of the one
 * before it (0 for none), so an entry that missed only this one knows since when it has been out
 * of date.
 */
type Touch = { seq: number; at: number; previousSeq: number };

export class PublicCache {
  private seq = 0;
  private readonly lastInvalidated = new Map<string, number>();
  /** Scopes' last soft invalidation (see the class comment). */
  private readonly lastTouched = new Map<string, Touch>();
  private readonly entries = new Map<string, CacheEntry<unknown>>();
  private readonly inFlight = new Map<string, { startSeq: number; startedAt: number; promise: Promise<Computed<unknown>> }>();
  private readonly collector = new AsyncLocalStorage<Collected>();
  /** The keys of entries that may be renewed, by each scope they were read from. */
  private readonly renewable = new Map<string, Set<string>>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly maxAgeMs: number;
  private readonly maxStaleMs: number;
  private readonly refreshEveryMs: number;
  private readonly hotReadsPerSecond: number;
  private readonly renewIfServedWithinMs: number;
  private readonly lagging: ReadonlyMap<string, number>;
  private readonly now: () => number;
  stats = { hits: 0, misses: 0, staleHits: 0, invalidations: 0 };

  constructor(options: PublicCacheOptions = {}) {
    // The bytes are the bound that matters; the entries' is a guard for tiny answers.
    this.maxEntries = options.maxEntries ?? 1_000_000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    // Long: a page of the long tail asked for twice an hour is still kept (writes through the app
    // invalidate what they change; this only bounds what a write made beside it, in SQL, leaves).
    this.maxAgeMs = options.maxAgeMs ?? 60 * 60_000;
    this.maxStaleMs = options.maxStaleMs ?? READS_MAY_LAG_MS;
    this.refreshEveryMs = options.refreshEveryMs ?? 400;
    this.hotReadsPerSecond = options.hotReadsPerSecond ?? 10;
    this.renewIfServedWithinMs = options.renewIfServedWithinMs ?? 20_000;
    this.lagging = new Map(Object.entries(options.lagging ?? {}));
    this.now = options.now ?? Date.now;
  }

  get size() {
    return this.entries.size;
  }

  /**
   * How many invalidations there have been: a read made when this was `n` is as fresh as one
   * made later while it is still `n` (the reads one page render shares, services/page-render-reads.ts).
   */
  get invalidationCount() {
    return this.seq;
  }

  /** What the kept entries hold, as their computations counted it. */
  get sizeInBytes() {
    return this.bytes;
  }

  /**
   * Marks every entry computed from these scopes (before now) as stale: unusable at once, or,
   * when `soft`, still served for up to maxStaleMs while a fresh one is computed.
   */
  invalidate(scopes: readonly string[], { soft = false }: { soft?: boolean } = {}) {
    if (scopes.length === 0) return;
    this.seq += 1;
    this.stats.invalidations += 1;
    if (soft) {
      const at = this.now();
      for (const scope of scopes) this.lastTouched.set(scope, { seq: this.seq, at, previousSeq: this.lastTouched.get(scope)?.seq ?? 0 });
    } else {
      for (const scope of scopes) this.lastInvalidated.set(scope, this.seq);
    }
    // Scopes of posts written long ago would pile up: past a bound, start over.
    if (scopes.includes(ALL_SCOPES) || this.lastInvalidated.size + this.lastTouched.size > 100_000) {
      // Nothing survives: free the memory now instead of entry by entry.
      this.entries.clear();
      this.renewable.clear();
      this.lastInvalidated.clear();
      this.lastTouched.clear();
      this.lastInvalidated.set(ALL_SCOPES, this.seq);
      this.bytes = 0;
    }
  }

  /** "fresh", "stale" (only softly invalidated since `startSeq`) or "gone". */
  private stateOf(deps: readonly string[], startSeq: number): "fresh" | "stale" | "gone" {
    if ((this.lastInvalidated.get(ALL_SCOPES) ?? 0) > startSeq) return "gone";
    if (deps.some((scope) => (this.lastInvalidated.get(scope) ?? 0) > startSeq)) return "gone";
    return deps.some((scope) => (this.lastTouched.get(scope)?.seq ?? 0) > startSeq) ? "stale" : "fresh";
  }

  /**
   * Once every computation under way (a refresh started in the background included) has ended:
   * what they keep is kept by then.
   */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight.values()].map((running) => running.promise));
  }

  /** The fresh value under `key`, or undefined. A hit becomes the most recently used. */
  get<T>(key: string): T | undefined {
    const found = this.usableEntry<T>(key, {});
    return found?.state === "fresh" ? found.entry.value : undefined;
  }

  /**
   * Whether a softly stale entry may still be served, and whether readers may have it without
   * waiting for its refresh (only lagging scopes were touched). It may while no change it misses
   * is older than the scope's bound: it is as out of date as the first change it misses, not as
   * old as its computation. A scope touched twice since the entry began counts from the
   * computation's start, the earliest that first change can have been. Such an entry's refresh is
   * due once half the bound of the first change it misses has passed.
   */
  private stalenessOf(entry: CacheEntry<unknown>, now: number): Staleness {
    let waitless = true;
    let refreshAt = Infinity;
    for (const scope of entry.deps) {
      const touch = this.lastTouched.get(scope);
      if (!touch || touch.seq <= entry.startSeq) continue;
      const lag = this.lagging.get(scope);
      const outOfDateSince = touch.previousSeq <= entry.startSeq ? touch.at : entry.startedAt;
      if (now - outOfDateSince >= (lag ?? this.maxStaleMs)) return { usable: false, waitless: false, refreshAt: now };
      if (lag === undefined) waitless = false;
      // Half the bound: the fresh computation has the other half to end in before readers would wait.
      else refreshAt = Math.min(refreshAt, outOfDateSince + lag / 2);
    }
    return { usable: true, waitless, refreshAt };
  }

  /** The entry under `key` if a reader with `options` may have it now, fresh or (softly) stale. */
  private usableEntry<T>(
    key: string,
    { notBefore }: ReadOptions,
  ): ({ entry: CacheEntry<T>; state: "fresh" | "stale" } & Omit<Staleness, "usable">) | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    const state = this.stateOf(entry.deps, entry.startSeq);
    const staleness = state === "stale" ? this.stalenessOf(entry, now) : { usable: true, waitless: false, refreshAt: now };
    if (state === "gone" || entry.expiresAt <= now || !staleness.usable) {
      this.delete(key, entry);
      return undefined;
    }
    if (notBefore !== undefined && entry.startedAt < notBefore) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (now - entry.windowStart >= 1000) {
      entry.windowStart = now;
      entry.readsInWindow = 0;
    }
    entry.readsInWindow += 1;
    entry.servedAt = now;
    return { entry: entry as CacheEntry<T>, state, waitless: staleness.waitless, refreshAt: staleness.refreshAt };
  }

  /**
   * Runs `work`, gathering the scopes of every cached read made inside it (in any async
   * continuation of it, in-process API calls included), so that its own result can be cached
   * with exactly those scopes.
   */
  async collect<T>(work: () => Promise<T>, { ahead = false }: { ahead?: boolean } = {}): Promise<{ value: T; collected: Collected }> {
    const collected: Collected = { deps: new Set(), replays: [], uncacheable: false, ahead };
    const value = await this.collector.run(collected, work);
    return { value, collected };
  }

  /** Whether this runs inside a `collect` (a composite's computation, whose reads take nothing stale). */
  collecting(): boolean {
    return this.collector.getStore() !== undefined;
  }

  /**
   * Inside a `collect` made ahead of need: nobody is reading, so a read counts no visitor (a
   * memorial's view), and what it reads is not kept in memory, where it would push out what
   * readers asked for.
   */
  readingAhead(): boolean {
    return this.collector.getStore()?.ahead === true;
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
  async remember<T>(key: string, compute: () => Promise<Computed<T>>, options: RememberOptions<T> = {}): Promise<T> {
    if (this.readingAhead()) return this.readAhead(key, compute);
    const found = this.usableEntry<T>(key, options);
    if (found?.state === "fresh") {
      this.stats.hits += 1;
      this.report(found.entry.deps);
      return found.entry.value;
    }
    const running = this.inFlight.get(key);
    // A read inside a composite's computation (a page render) takes nothing stale: the page is
    // kept as fresh from its start, so each part of it must be.
    if (found && !this.collecting()) {
      // Softly stale, within its bound: served as it is while one fresh computation runs in the
      // background, and the reader does not wait. A hot entry is refreshed at most every
      // refreshEveryMs (a flooded page is rendered a few times a second); one of lagging scopes
      // only, once half its bound has passed (a list is computed once per half bound).
      const now = this.now();
      const due = found.waitless
        ? now >= found.refreshAt
        : found.entry.readsInWindow < this.hotReadsPerSecond || now - found.entry.startedAt >= this.refreshEveryMs;
      if (!running && due) this.start(key, compute, options.renew).catch(() => {});
      this.stats.staleHits += 1;
      this.report(found.entry.deps);
      return found.entry.value;
    }
    this.stats.misses += 1;
    // A computation that started before the last invalidation (or before what this reader must see) may hold the old answer.
    if (running && running.startSeq === this.seq && (options.notBefore === undefined || running.startedAt >= options.notBefore)) {
      const shared = (await running.promise) as Computed<T>;
      this.report(shared.deps);
      return shared.value;
    }
    const computed = await this.start(key, compute, options.renew);
    this.report(computed.deps);
    return computed.value;
  }

  /** The keys of the entries read from `scope` that may be renewed (`remember`'s `renew`). */
  renewableOf(scope: string): string[] {
    return [...(this.renewable.get(scope) ?? [])];
  }

  /**
   * Computes the entry under `key` again with its own `renew`, with nobody waiting, when a soft
   * write left it stale, once any computation of it under way has ended. Not when it is fresh or
   * gone, nor when it is hot (its many readers refresh it every `refreshEveryMs`), nor when it was
   * not served from memory within `renewIfServedWithinMs`: a page read once, or long ago, is left
   * to its next reader, since renewing every page a write touches costs more renders than readers
   * ask for. Resolves once that computation has ended (what it kept is kept), to whether it ran
   * one. A computation that fails keeps nothing, and the next reader computes the entry as before.
   */
  async renew(key: string): Promise<boolean> {
    // A computation under way may have begun before the write: once it has ended, look again.
    await this.inFlight.get(key)?.promise.catch(() => {});
    const entry = this.entries.get(key);
    if (!entry?.renew || this.inFlight.has(key) || this.stateOf(entry.deps, entry.startSeq) !== "stale") return false;
    const now = this.now();
    if (now - entry.windowStart < 1000 && entry.readsInWindow >= this.hotReadsPerSecond) return false;
    if (now - entry.servedAt > this.renewIfServedWithinMs) return false;
    await this.start(key, entry.renew, entry.renew, { replacing: true }).catch(() => {});
    return true;
  }

  /**
   * A read made ahead of need: a fresh entry is used as it is (not made more recent, nor hotter,
   * nor counted), and a missing one is computed without being kept.
   */
  private async readAhead<T>(key: string, compute: () => Promise<Computed<T>>): Promise<T> {
    const entry = this.entries.get(key) as CacheEntry<T> | undefined;
    const computed =
      entry && entry.expiresAt > this.now() && this.stateOf(entry.deps, entry.startSeq) === "fresh"
        ? { value: entry.value, deps: entry.deps }
        : await compute();
    this.report(computed.deps);
    return computed.value;
  }

  /**
   * Computes `key` anew, shared with readers arriving meanwhile, and stores what is still usable.
   * `replacing`: only in place of the entry there, where it stands in the order of reads (a
   * renewal, which no reader asked for, neither brings back an entry let go meanwhile nor makes
   * its entry more recent).
   */
  private start<T>(key: string, compute: () => Promise<Computed<T>>, renew?: Renew<T>, { replacing = false } = {}): Promise<Computed<T>> {
    const startSeq = this.seq;
    const startedAt = this.now();
    const promise: Promise<Computed<T>> = compute()
      .then((computed) => {
        if (computed.keep !== false && this.stateOf(computed.deps, startSeq) !== "gone") this.store(key, computed, { startSeq, startedAt, renew, replacing });
        return computed;
      })
      .finally(() => {
        if (this.inFlight.get(key)?.promise === promise) this.inFlight.delete(key);
      });
    this.inFlight.set(key, { startSeq, startedAt, promise });
    return promise;
  }

  private store<T>(
    key: string,
    computed: Computed<T>,
    { startSeq, startedAt, renew, replacing }: { startSeq: number; startedAt: number; renew?: Renew<T>; replacing: boolean },
  ) {
    const previous = this.entries.get(key);
    // A slower, older computation must not replace a newer answer.
    if (previous && previous.startSeq > startSeq) return;
    if (replacing && !previous) return;
    if (previous) {
      this.forget(key, previous);
      if (!replacing) this.entries.delete(key);
    }
    const bytes = computed.bytes ?? 1024;
    // One huge answer must not flush everything else.
    if (bytes > this.maxBytes / 16) {
      this.entries.delete(key);
      return;
    }
    // The new answer inherits how hot its key is.
    const windowStart = previous?.windowStart ?? this.now();
    const servedAt = previous?.servedAt ?? 0;
    const readsInWindow = previous?.readsInWindow ?? 0;
    this.entries.set(key, {
      value: computed.value,
      deps: computed.deps,
      startSeq,
      startedAt,
      bytes,
      expiresAt: this.now() + this.maxAgeMs,
      windowStart,
      readsInWindow,
      servedAt,
      renew,
    });
    this.bytes += bytes;
    if (renew) for (const scope of computed.deps) this.renewable.set(scope, (this.renewable.get(scope) ?? new Set()).add(key));
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldestKey, oldest);
    }
  }

  private delete(key: string, entry: CacheEntry<unknown>) {
    this.entries.delete(key);
    this.forget(key, entry);
  }

  /** Takes what `entry`, under `key`, held off the count of bytes and the index of renewable entries. */
  private forget(key: string, entry: CacheEntry<unknown>) {
    this.bytes -= entry.bytes;
    if (entry.renew)
      for (const scope of entry.deps) {
        const keys = this.renewable.get(scope);
        keys?.delete(key);
        if (keys?.size === 0) this.renewable.delete(scope);
      }
  }
}
