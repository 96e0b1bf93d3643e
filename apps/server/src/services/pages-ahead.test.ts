import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { PagesAhead, watchReaders, type PagesAheadSource } from "./pages-ahead";
import type { MemorialCursor } from "./kept-pages";

/** The walk of pages kept ahead of need (decision 054), over memorials held in a list. */
const silent = { warn: () => {}, info: () => {} };

/** Memorials m0…m(n-1), newest first; `missing` says which have no page to send. */
function listOf(n: number, missing: Set<string>) {
  const memorials = Array.from({ length: n }, (_, i) => ({ blogId: `m${i}`, publishedAt: String(1000 - i), id: `m${i}` }));
  const asked: Array<MemorialCursor | null> = [];
  const kept: string[] = [];
  const source: PagesAheadSource = {
    async withoutKeptPage(after, limit) {
      asked.push(after);
      const from = after ? memorials.findIndex((m) => m.id === after.id) + 1 : 0;
      const read = memorials.slice(from, from + limit);
      const last = read.at(-1);
      return { memorials: read.filter((m) => missing.has(m.blogId)), passed: last ? { publishedAt: last.publishedAt, id: last.id } : null };
    },
    async keep(blogId) {
      kept.push(blogId);
      missing.delete(blogId);
      return true;
    },
  };
  return { source, asked, kept };
}

let walks: PagesAhead[] = [];
afterEach(async () => {
  await Promise.all(walks.map((walk) => walk.stop()));
  walks = [];
});

describe("pages kept ahead of need", () => {
  it("walks the memorials a batch at a time, keeps those without a page, and starts again from the newest after the last", async () => {
    const { source, asked, kept } = listOf(5, new Set(["m1", "m3", "m4"]));
    const walk = new PagesAhead(source, { quiet: () => true, log: silent, batch: 2 });
    expect(await walk.step()).toEqual({ kept: 1, passedTheEnd: false });
    expect(await walk.step()).toEqual({ kept: 1, passedTheEnd: false });
    expect(await walk.step()).toEqual({ kept: 1, passedTheEnd: false });
    expect(await walk.step()).toEqual({ kept: 0, passedTheEnd: true });
    expect(kept).toEqual(["m1", "m3", "m4"]);
    expect(asked.map((cursor) => cursor?.id ?? null)).toEqual([null, "m1", "m3", "m4"]);
    // The next walk starts from the newest again.
    expect(await walk.step()).toEqual({ kept: 0, passedTheEnd: false });
    expect(asked.at(-1)).toBeNull();
  });

  it("renders nothing while readers are being answered, and goes on once they are quiet", async () => {
    const { source, kept } = listOf(3, new Set(["m0", "m1", "m2"]));
    let readers = true;
    const walk = new PagesAhead(source, { quiet: () => !readers, log: silent, lookAgainMs: 5, restAfterPassMs: 60_000 });
    walks.push(walk);
    walk.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(kept).toEqual([]);
    readers = false;
    await expect.poll(() => kept).toEqual(["m0", "m1", "m2"]);
  });

  it("goes on past a page it could not keep, and stops when asked without rendering more", async () => {
    const missing = new Set(["m0", "m1", "m2"]);
    const { source, kept } = listOf(3, missing);
    const failing: PagesAheadSource = {
      ...source,
      keep: async (blogId) => {
        if (blogId === "m1") throw new Error("render failed");
        return source.keep(blogId);
      },
    };
    const warned: string[] = [];
    const walk = new PagesAhead(failing, { quiet: () => true, log: { ...silent, warn: (_o, message) => warned.push(message) }, restAfterPassMs: 60_000 });
    walk.start();
    await expect.poll(() => kept).toEqual(["m0", "m2"]);
    // Tried again in the next walk, since that walk kept pages; said each time.
    expect(warned.length).toBeGreaterThan(0);
    expect(new Set(warned)).toEqual(new Set(["could not keep a memorial's page ahead of need"]));
    await walk.stop();
    const after = kept.length;
    missing.add("m0");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(kept).toHaveLength(after);
  });
});

describe("whether the readers are quiet", () => {
  it("is false while a request is being answered and for a moment after, then true", async () => {
    let clock = 0;
    let answer: (() => void) | null = null;
    const server = http.createServer((_request, response) => {
      answer = () => response.end("ok");
    });
    const quiet = watchReaders(server, 200, () => clock);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      clock = 1000;
      expect(quiet()).toBe(true);
      const asked = fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      await expect.poll(() => answer).not.toBeNull();
      clock = 5000;
      expect(quiet()).toBe(false);
      answer!();
      await (await asked).text();
      await expect.poll(() => quiet()).toBe(false);
      clock += 199;
      expect(quiet()).toBe(false);
      clock += 1;
      expect(quiet()).toBe(true);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
