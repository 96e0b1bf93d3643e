import { afterEach, describe, expect, it } from "vitest";
import { PageRenewals, type PageRenewalsOptions } from "./page-renewals";

/** Memorial pages rendered again behind soft writes (decision 060), with renders the test watches. */
const silent = { warn: () => {} };
let made: PageRenewals[] = [];
afterEach(async () => {
  await Promise.all(made.map((renewals) => renewals.stop()));
  made = [];
});

function renewalsOf(options: Partial<PageRenewalsOptions> = {}) {
  const rendered: string[] = [];
  let rendering = 0;
  let mostAtOnce = 0;
  const renewals = new PageRenewals({
    renew: async (postId) => {
      rendering += 1;
      mostAtOnce = Math.max(mostAtOnce, rendering);
      await new Promise((resolve) => setTimeout(resolve, 5));
      rendered.push(postId);
      rendering -= 1;
    },
    afterMs: 0,
    log: silent,
    ...options,
  });
  made.push(renewals);
  return { renewals, rendered, mostAtOnce: () => mostAtOnce };
}

describe("memorial pages rendered again behind writes", () => {
  it("renders each memorial written to once, in the order the writes came, a few at a time", async () => {
    const { renewals, rendered, mostAtOnce } = renewalsOf({ atOnce: 2, afterMs: 20 });
    for (const postId of ["a", "b", "a", "c", "d", "b"]) renewals.add(postId);
    await renewals.settled();
    expect(rendered.toSorted()).toEqual(["a", "b", "c", "d"]);
    expect(rendered.slice(0, 2).toSorted()).toEqual(["a", "b"]);
    expect(mostAtOnce()).toBe(2);
  });

  it("waits its moment after the write, so a burst of writes on one memorial is rendered once", async () => {
    const { renewals, rendered } = renewalsOf({ afterMs: 60 });
    renewals.add("a");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rendered).toEqual([]);
    renewals.add("a");
    await renewals.settled();
    expect(rendered).toEqual(["a"]);
  });

  it("renders a memorial written to again while its render ran once more, after it", async () => {
    let release!: () => void;
    const rendered: string[] = [];
    const renewals = new PageRenewals({
      renew: async (postId) => {
        if (rendered.length === 0) await new Promise<void>((resolve) => (release = resolve));
        rendered.push(postId);
      },
      afterMs: 0,
      atOnce: 1,
      log: silent,
    });
    made.push(renewals);
    renewals.add("a");
    await new Promise((resolve) => setTimeout(resolve, 10));
    renewals.add("a"); // a write while its render runs: that render may have read before it
    release();
    await renewals.settled();
    expect(rendered).toEqual(["a", "a"]);
  });

  it("leaves the pages of writes past its bound to their readers, and goes on past a render that failed", async () => {
    const warned: object[] = [];
    const rendered: string[] = [];
    const renewals = new PageRenewals({
      renew: async (postId) => {
        if (postId === "b") throw new Error("the database is away");
        rendered.push(postId);
      },
      afterMs: 20,
      atOnce: 1,
      maxWaiting: 3,
      log: { warn: (object) => warned.push(object) },
    });
    made.push(renewals);
    for (const postId of ["a", "b", "c", "d"]) renewals.add(postId);
    await renewals.settled();
    expect(rendered).toEqual(["a", "c"]);
    expect(warned).toEqual([expect.objectContaining({ postId: "b" })]);
  });

  it("renders nothing more once stopped, also what was waiting for its moment", async () => {
    const { renewals, rendered } = renewalsOf({ afterMs: 10_000 });
    renewals.add("a");
    const started = Date.now();
    await renewals.stop();
    expect(Date.now() - started).toBeLessThan(5000);
    renewals.add("b");
    await renewals.settled();
    expect(rendered).toEqual([]);
  });
});
