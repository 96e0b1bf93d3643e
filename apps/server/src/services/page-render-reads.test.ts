import { describe, expect, it } from "vitest";
import { sharedRead, withSharedReads } from "./page-render-reads";

/** A read that counts how often it really ran, answering its run's number. */
function countedRead() {
  let runs = 0;
  return {
    read: async () => ++runs,
    get runs() {
      return runs;
    },
  };
}

describe("reads shared within one page render", () => {
  it("reads a key once within a render, and every time outside one", async () => {
    const memorial = countedRead();
    await withSharedReads(
      () => 0,
      async () => {
        expect(await Promise.all([sharedRead("m", memorial.read), sharedRead("m", memorial.read)])).toEqual([1, 1]);
        expect(await sharedRead("m", memorial.read)).toBe(1);
      },
    );
    expect(memorial.runs).toBe(1);
    expect(await sharedRead("m", memorial.read)).toBe(2);
    expect(await sharedRead("m", memorial.read)).toBe(3);
  });

  it("reads again after any write invalidated the public cache, even in the same render", async () => {
    let invalidations = 0;
    const memorial = countedRead();
    await withSharedReads(
      () => invalidations,
      async () => {
        expect(await sharedRead("m", memorial.read)).toBe(1);
        invalidations += 1;
        expect(await sharedRead("m", memorial.read)).toBe(2);
        expect(await sharedRead("m", memorial.read)).toBe(2);
      },
    );
  });

  it("keeps each render's reads to itself, and nothing after it ends", async () => {
    const memorial = countedRead();
    let late: (() => Promise<number>) | undefined;
    await Promise.all([
      withSharedReads(
        () => 0,
        async () => {
          await sharedRead("m", memorial.read);
          late = () => sharedRead("m", memorial.read);
        },
      ),
      withSharedReads(
        () => 0,
        () => sharedRead("m", memorial.read),
      ),
    ]);
    expect(memorial.runs).toBe(2);
    // A continuation of a finished render (a timer it left) reads for itself.
    expect(await late!()).toBe(3);
  });

  it("answers the other keys a value names as if read with it", async () => {
    const byAddress = countedRead();
    const byId = countedRead();
    await withSharedReads(
      () => 0,
      async () => {
        await sharedRead("address", byAddress.read, (value) => [["id", value * 10]]);
        expect(await sharedRead("id", byId.read)).toBe(10);
      },
    );
    expect(byId.runs).toBe(0);
  });

  it("does not keep a failed read", async () => {
    let runs = 0;
    const flaky = async () => {
      runs += 1;
      if (runs === 1) throw new Error("connection lost");
      return runs;
    };
    await withSharedReads(
      () => 0,
      async () => {
        await expect(sharedRead("m", flaky)).rejects.toThrow("connection lost");
        expect(await sharedRead("m", flaky)).toBe(2);
      },
    );
  });
});
