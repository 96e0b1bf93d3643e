import { describe, expect, it } from "vitest";
import { PublicCache } from "./public-cache";

const value =
  <T>(v: T, deps: string[] = ["lists"], bytes?: number) =>
  async () => ({ value: v, deps, bytes });

describe("PublicCache", () => {
  it("computes once, then answers from memory until a scope it read is invalidated", async () => {
    const cache = new PublicCache();
    let computed = 0;
    const compute = async () => ({ value: ++computed, deps: ["post:a"] });
    expect(await cache.remember("k", compute)).toBe(1);
    expect(await cache.remember("k", compute)).toBe(1);
    cache.invalidate(["post:b"]);
    expect(await cache.remember("k", compute)).toBe(1);
    cache.invalidate(["post:a"]);
    expect(await cache.remember("k", compute)).toBe(2);
    cache.invalidate(["all"]);
    expect(await cache.remember("k", compute)).toBe(3);
    expect(cache.stats).toMatchObject({ hits: 2, misses: 3 });
  });

  it("does not keep an answer computed while a write to its scope committed", async () => {
    const cache = new PublicCache();
    let release!: () => void;
    const slow = cache.remember("k", async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { value: "before the write", deps: ["lists"] };
    });
    await Promise.resolve();
    cache.invalidate(["lists"]); // the write commits while the read is still running
    release();
    expect(await slow).toBe("before the write"); // that reader gets what it read...
    expect(await cache.remember("k", value("after the write"))).toBe("after the write"); // ...nobody after it
  });

  it("shares one computation between concurrent misses, but not across an invalidation", async () => {
    const cache = new PublicCache();
    let computed = 0;
    const compute = async () => {
      const mine = ++computed;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { value: mine, deps: ["lists"] };
    };
    const [a, b] = await Promise.all([cache.remember("k", compute), cache.remember("k", compute)]);
    expect([a, b, computed]).toEqual([1, 1, 1]);
    const first = cache.remember("j", compute);
    cache.invalidate(["lists"]);
    const second = cache.remember("j", compute);
    expect([await first, await second]).toEqual([2, 3]);
  });

  it("stores nothing when the computation fails, and passes the error on", async () => {
    const cache = new PublicCache();
    await expect(cache.remember("k", async () => Promise.reject(new Error("not found")))).rejects.toThrow("not found");
    expect(await cache.remember("k", value("found"))).toBe("found");
  });

  it("forgets the least recently used entries past its entry and byte bounds, and expired ones", async () => {
    let now = 0;
    const byEntries = new PublicCache({ maxEntries: 2, maxAgeMs: 1000, now: () => now });
    await byEntries.remember("a", value("a"));
    await byEntries.remember("b", value("b"));
    await byEntries.remember("a", value("a again")); // a is now the most recently used
    await byEntries.remember("c", value("c"));
    expect([byEntries.get("a"), byEntries.get("b"), byEntries.get("c")]).toEqual(["a", undefined, "c"]);
    now = 1000;
    expect(byEntries.get("a")).toBeUndefined();

    const byBytes = new PublicCache({ maxBytes: 1600 });
    for (let i = 0; i < 17; i++) await byBytes.remember(`k${i}`, value(i, ["lists"], 100));
    expect([byBytes.size, byBytes.get("k0"), byBytes.get("k16")]).toEqual([16, undefined, 16]);
    // One answer of more than a sixteenth of the budget is served but never kept.
    expect(await byBytes.remember("huge", value("huge", ["lists"], 101))).toBe("huge");
    expect(byBytes.get("huge")).toBeUndefined();
  });
});

describe("PublicCache: soft invalidation (the frequent writes of a busy day)", () => {
  /** A cache on a clock the test moves, and a computation the test releases. */
  function setup(options: { hotReadsPerSecond?: number } = {}) {
    let time = 1_000_000;
    const cache = new PublicCache({ now: () => time, maxStaleMs: 1000, refreshEveryMs: 400, ...options });
    let version = 0;
    const pending: Array<() => void> = [];
    const compute = async () => {
      const mine = ++version;
      await new Promise<void>((resolve) => pending.push(resolve));
      return { value: `v${mine}`, deps: ["post:a"] };
    };
    const releaseAll = async () => {
      while (pending.length) pending.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    const read = (options: { notBefore?: number } = {}) => cache.remember("page", compute, options);
    return { cache, read, releaseAll, tick: (ms: number) => (time += ms), now: () => time, computed: () => version };
  }

  it("a lone reader after a soft write gets the copy from before at once, and the next one the fresh answer", async () => {
    const { cache, read, releaseAll, tick, computed } = setup();
    const first = read();
    await releaseAll();
    expect(await first).toBe("v1");
    tick(60_000); // computed long ago: what counts is since when it misses a change
    cache.invalidate(["post:a"], { soft: true });
    expect(await read()).toBe("v1");
    expect(computed()).toBe(2); // the fresh one started in the background
    await releaseAll();
    expect(await read()).toBe("v2");
  });

  it("readers arriving while the fresh answer is computed get the stale one at once; one computation serves them all", async () => {
    const { cache, read, releaseAll, computed } = setup();
    const first = read();
    await releaseAll();
    await first;
    cache.invalidate(["post:a"], { soft: true });
    const readers = await Promise.all([read(), read(), read(), read()]);
    expect(readers).toEqual(["v1", "v1", "v1", "v1"]);
    await releaseAll();
    expect(await read()).toBe("v2");
    expect(computed()).toBe(2);
    expect(cache.stats.staleHits).toBe(4);
  });

  it("never serves a stale answer more than maxStaleMs after the first change it misses", async () => {
    const { cache, read, releaseAll, tick } = setup();
    const first = read();
    await releaseAll();
    await first;
    cache.invalidate(["post:a"], { soft: true });
    tick(600);
    expect(await read()).toBe("v1"); // starts the fresh computation, which is slow
    tick(401);
    const late = read(); // the change is 1,001 ms old: waits for the fresh answer
    await releaseAll();
    expect(await late).toBe("v2");
  });

  it("an entry that missed two changes counts from its computation's start, the earliest the first can have been", async () => {
    const { cache, read, releaseAll, tick } = setup();
    const first = read();
    await releaseAll();
    await first;
    tick(5000);
    cache.invalidate(["post:a"], { soft: true });
    cache.invalidate(["post:a"], { soft: true });
    const reader = read();
    await releaseAll();
    expect(await reader).toBe("v2");
  });

  it("a hard invalidation serves nothing stale", async () => {
    const { cache, read, releaseAll } = setup();
    const first = read();
    await releaseAll();
    await first;
    cache.invalidate(["post:a"]);
    const starter = read();
    const other = read();
    await releaseAll();
    expect([await starter, await other]).toEqual(["v2", "v2"]);
  });

  it("a hot entry is refreshed in the background at most every refreshEveryMs, and no reader waits", async () => {
    const { cache, read, releaseAll, tick, computed } = setup({ hotReadsPerSecond: 3 });
    const first = read();
    await releaseAll();
    await first;
    for (let i = 0; i < 3; i++) await read(); // hot now
    cache.invalidate(["post:a"], { soft: true });
    expect(await read()).toBe("v1"); // computed under 400 ms ago: no refresh yet
    expect(computed()).toBe(1);
    tick(400);
    expect(await read()).toBe("v1"); // starts one refresh in the background, still answers at once
    expect(await read()).toBe("v1");
    expect(computed()).toBe(2);
    await releaseAll();
    expect(await read()).toBe("v2");
  });

  it("an entry of lagging scopes only (a list) is served as it was while people write, and computed again once per half its lag", async () => {
    let time = 1_000_000;
    const cache = new PublicCache({ now: () => time, maxStaleMs: 1000, refreshEveryMs: 400, lagging: { lists: 10_000 } });
    let version = 0;
    const compute = async () => ({ value: `v${++version}`, deps: ["lists"] });
    const read = (options: { notBefore?: number } = {}) => cache.remember("feed", compute, options);
    expect(await read()).toBe("v1");
    // Someone likes or writes every half second, and the list is read between the writes.
    const seen: string[] = [];
    for (let i = 0; i < 12; i++) {
      cache.invalidate(["lists"], { soft: true });
      time += 500;
      seen.push(await read());
      await cache.settled();
    }
    // Its first missed change 5 s old at the 10th read: computed again then, once, with nobody waiting.
    expect(seen).toEqual(["v1", "v1", "v1", "v1", "v1", "v1", "v1", "v1", "v1", "v1", "v2", "v2"]);
    expect(version).toBe(2);
    // The writer still gets their own change at once.
    expect(await read({ notBefore: time })).toBe("v3");
  });

  it("the writer (notBefore) gets only an answer computed after their write", async () => {
    const { cache, read, releaseAll, tick, now } = setup({ hotReadsPerSecond: 2 });
    const first = read();
    await releaseAll();
    await first;
    await read();
    await read(); // hot
    tick(10);
    const wroteAt = now();
    cache.invalidate(["post:a"], { soft: true });
    expect(await read()).toBe("v1"); // another reader: the page as it was
    const writer = read({ notBefore: wroteAt });
    await releaseAll();
    expect(await writer).toBe("v2");
  });

  it("a read inside a page's render takes nothing stale, so the page kept as fresh is fresh in every part", async () => {
    const { cache, read, releaseAll, computed } = setup();
    const first = read();
    await releaseAll();
    await first;
    cache.invalidate(["post:a"], { soft: true });
    expect(await read()).toBe("v1"); // a visitor: the part as it was, its refresh started
    const page = cache.collect(() => read());
    await releaseAll();
    expect((await page).value).toBe("v2");
    expect(computed()).toBe(2); // the page shared the refresh under way
  });

  it("reads made ahead of need keep nothing, count nothing and make no entry more recent, but report their scopes", async () => {
    const cache = new PublicCache({ maxEntries: 2 });
    let computed = 0;
    const compute = (deps: string[]) => async () => ({ value: ++computed, deps });
    expect(await cache.remember("old", compute(["post:a"]))).toBe(1);
    expect(await cache.remember("new", compute(["post:b"]))).toBe(2);
    const { value, collected } = await cache.collect(
      async () => [await cache.remember("old", compute(["post:a"])), await cache.remember("missing", compute(["post:c"])), cache.readingAhead()],
      { ahead: true },
    );
    // A fresh entry is used as it is; a missing one is computed and not kept.
    expect(value).toEqual([1, 3, true]);
    expect([...collected.deps]).toEqual(["post:a", "post:c"]);
    expect(cache.size).toBe(2);
    expect(cache.stats).toMatchObject({ hits: 0, misses: 2 });
    expect(cache.readingAhead()).toBe(false);
    // "old" was not made more recent: the next entry pushes it out, not "new".
    await cache.remember("third", compute(["post:d"]));
    expect(await cache.remember("new", compute(["post:b"]))).toBe(2);
    expect(await cache.remember("old", compute(["post:a"]))).toBe(5);
  });
});

describe("PublicCache: entries renewed behind a soft write (decision 060)", () => {
  /** A cache on a clock the test moves; each computation is numbered and says whether a reader or a renewal made it. */
  function setup(options: { hotReadsPerSecond?: number } = {}) {
    let time = 1_000_000;
    const cache = new PublicCache({ now: () => time, maxStaleMs: 1000, refreshEveryMs: 400, ...options });
    let version = 0;
    const made = (by: string) => async () => ({ value: `v${++version} by ${by}`, deps: ["post:a"] });
    const read = () => cache.remember("page", made("a reader"), { renew: made("the renewal") });
    return { cache, read, tick: (ms: number) => (time += ms), computed: () => version };
  }

  it("computes a softly stale entry again with nobody waiting, so a reader later than the lag gets the fresh one at once", async () => {
    const { cache, read, tick, computed } = setup();
    expect(await read()).toBe("v1 by a reader");
    expect(await read()).toBe("v1 by a reader"); // served again: readers are reading it
    cache.invalidate(["post:a"], { soft: true });
    expect(cache.renewableOf("post:a")).toEqual(["page"]);
    expect(await cache.renew("page")).toBe(true);
    tick(5000); // long past the lag: the entry was renewed, no reader computes it
    expect(await read()).toBe("v2 by the renewal");
    expect(computed()).toBe(2);
    expect(cache.stats.misses).toBe(1);
  });

  it("leaves to its next reader an entry not served since it was computed, or not for a while", async () => {
    const { cache, read, tick, computed } = setup();
    await read();
    cache.invalidate(["post:a"], { soft: true });
    expect(await cache.renew("page")).toBe(false); // computed for one reader, never served again
    tick(5000);
    expect(await read()).toBe("v2 by a reader");
    expect(await read()).toBe("v2 by a reader");
    tick(20_001);
    cache.invalidate(["post:a"], { soft: true });
    expect(await cache.renew("page")).toBe(false); // served, but longer ago than 20 s
    expect(computed()).toBe(2);
  });

  it("renews nothing fresh, gone, hot or without a way to renew it", async () => {
    const { cache, read, computed } = setup({ hotReadsPerSecond: 3 });
    await read();
    expect(await cache.renew("page")).toBe(false); // fresh
    for (let i = 0; i < 3; i++) await read(); // hot: its readers refresh it
    cache.invalidate(["post:a"], { soft: true });
    expect(await cache.renew("page")).toBe(false);
    cache.invalidate(["post:a"]); // hard: gone, its next reader computes it
    expect(await cache.renew("page")).toBe(false);
    expect(computed()).toBe(1);
    await cache.remember("plain", async () => ({ value: "no renew", deps: ["post:a"] }));
    cache.invalidate(["post:a"], { soft: true });
    expect(cache.renewableOf("post:a")).not.toContain("plain");
    expect(await cache.renew("plain")).toBe(false);
  });

  it("renews after a computation under way has ended, which may have begun before the write", async () => {
    const cache = new PublicCache({ maxStaleMs: 1000 });
    let release!: () => void;
    let version = 0;
    const slow = async () => {
      const mine = ++version;
      if (mine === 2) await new Promise<void>((resolve) => (release = resolve));
      return { value: mine, deps: ["post:a"] };
    };
    await cache.remember("page", slow, { renew: slow });
    cache.invalidate(["post:a"], { soft: true });
    expect(await cache.remember("page", slow, { renew: slow })).toBe(1); // its refresh (2) starts, and waits
    cache.invalidate(["post:a"], { soft: true }); // a second write while it runs
    const renewing = cache.renew("page");
    release();
    expect(await renewing).toBe(true);
    expect(await cache.remember("page", slow)).toBe(3);
  });

  it("neither brings back an entry let go while its renewal ran nor makes a renewed entry more recent: no reader asked for it", async () => {
    const cache = new PublicCache({ maxEntries: 2 });
    let release!: () => void;
    let version = 0;
    const renewSlowly = async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { value: ++version, deps: ["post:a"] };
    };
    const plain = (deps: string[]) => async () => ({ value: ++version, deps });
    await cache.remember("a", plain(["post:a"]), { renew: renewSlowly });
    await cache.remember("a", plain(["post:a"])); // served again
    cache.invalidate(["post:a"], { soft: true });
    const renewing = cache.renew("a");
    await cache.remember("b", plain(["post:b"]));
    await cache.remember("c", plain(["post:c"])); // "a" is let go
    release();
    await renewing;
    expect(cache.size).toBe(2);
    expect(cache.renewableOf("post:a")).toEqual([]);

    await cache.remember("x", plain(["post:x"]), { renew: plain(["post:x"]) });
    await cache.remember("x", plain(["post:x"])); // served again: "x" is now the most recent
    await cache.remember("y", plain(["post:y"])); // "x", then "y"
    cache.invalidate(["post:x"], { soft: true });
    expect(await cache.renew("x")).toBe(true);
    await cache.remember("z", plain(["post:z"])); // the least recently read goes: "x", renewed or not
    const hits = cache.stats.hits;
    await cache.remember("y", plain(["post:y"]));
    expect(cache.stats.hits).toBe(hits + 1);
    expect(cache.renewableOf("post:x")).toEqual([]);
  });

  it("forgets an entry's way to renew it once the entry is gone", async () => {
    const cache = new PublicCache({ maxEntries: 1 });
    await cache.remember("first", async () => ({ value: 1, deps: ["post:a"] }), { renew: async () => ({ value: 2, deps: ["post:a"] }) });
    expect(cache.renewableOf("post:a")).toEqual(["first"]);
    await cache.remember("second", async () => ({ value: 3, deps: ["post:b"] }));
    expect(cache.renewableOf("post:a")).toEqual([]);
    await cache.remember("third", async () => ({ value: 4, deps: ["post:c"] }), { renew: async () => ({ value: 5, deps: ["post:c"] }) });
    cache.invalidate(["all"]);
    expect(cache.renewableOf("post:c")).toEqual([]);
  });
});
