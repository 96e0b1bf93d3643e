import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { heapCeilingMb, serverNodeFlags } from "./heap-ceiling.mjs";

describe("the server's heap ceiling", () => {
  it("follows the cache's budget: 768 MB at the default, twice the budget and 512 MB above that", () => {
    expect(serverNodeFlags({})).toEqual(["--max-old-space-size=768"]);
    expect(serverNodeFlags({ CACHE_MB: "256" })).toEqual(["--max-old-space-size=1024"]);
    expect(serverNodeFlags({ CACHE_MB: "4096" })).toEqual(["--max-old-space-size=8704"]);
    // Never under what the cache could hold alive on the heap (JSON, counted two bytes a character).
    for (const cacheMb of [1, 128, 1000, 65_536]) expect(heapCeilingMb(cacheMb)).toBeGreaterThan(cacheMb + 256);
  });

  it("keeps the ceiling an operator sets in NODE_OPTIONS", () => {
    expect(serverNodeFlags({ NODE_OPTIONS: "--max-old-space-size=3000", CACHE_MB: "256" })).toEqual([]);
    expect(serverNodeFlags({ NODE_OPTIONS: "--enable-source-maps", CACHE_MB: "256" })).toEqual(["--max-old-space-size=1024"]);
  });

  it("takes a CACHE_MB the server refuses as the default (the server names the mistake at start)", () => {
    for (const CACHE_MB of ["", "lots", "1.5", "0", "100000"]) expect(serverNodeFlags({ CACHE_MB })).toEqual(["--max-old-space-size=768"]);
  });

  it("is the ceiling node gives the heap", () => {
    const run = spawnSync(process.execPath, [...serverNodeFlags({ CACHE_MB: "256" }), "-p", "require('node:v8').getHeapStatistics().heap_size_limit"], {
      encoding: "utf8",
    });
    const limitMb = Number(run.stdout) / 1024 / 1024;
    // The old space's ceiling plus the young generation's.
    expect(limitMb).toBeGreaterThanOrEqual(1024);
    expect(limitMb).toBeLessThan(1024 + 128);
  });
});
