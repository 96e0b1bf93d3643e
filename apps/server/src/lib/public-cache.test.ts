import { describe, expect, it } from "vitest";
import { PublicCache } from "./public-cache";

const value = <T>(v: T, deps: string[] = ["lists"], bytes?: number) => async () => ({ value: v, deps, bytes });

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
