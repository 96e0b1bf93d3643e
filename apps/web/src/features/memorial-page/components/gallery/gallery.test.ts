import { describe, expect, it } from "vitest";
import { columnsForWidth, distributeColumns } from "./gallery-columns";
import { nextIndex, previousIndex, swipeDirection } from "./lightbox-index";

describe("columnsForWidth", () => {
  it("gives 4 columns from 1400 px, 3 from 800, 2 from 500, else 1", () => {
    expect(columnsForWidth(1920)).toBe(4);
    expect(columnsForWidth(1400)).toBe(4);
    expect(columnsForWidth(1399)).toBe(3);
    expect(columnsForWidth(800)).toBe(3);
    expect(columnsForWidth(799)).toBe(2);
    expect(columnsForWidth(500)).toBe(2);
    expect(columnsForWidth(499)).toBe(1);
    expect(columnsForWidth(375)).toBe(1);
    expect(columnsForWidth(0)).toBe(1);
  });
});

describe("distributeColumns", () => {
  it("deals items row by row into the columns", () => {
    expect(distributeColumns([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([
      [1, 4, 7],
      [2, 5],
      [3, 6],
    ]);
    expect(distributeColumns([1, 2], 4)).toEqual([[1], [2], [], []]);
    expect(distributeColumns([1, 2], 1)).toEqual([[1, 2]]);
  });
});

describe("lightbox index", () => {
  it("wraps next from the last photo to the first", () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(nextIndex(0, 1)).toBe(0);
  });
  it("wraps previous from the first photo to the last", () => {
    expect(previousIndex(2, 3)).toBe(1);
    expect(previousIndex(0, 3)).toBe(2);
    expect(previousIndex(0, 1)).toBe(0);
  });
  it("is 0 with no photos", () => {
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
  });
  it("turns a long horizontal swipe into previous or next", () => {
    expect(swipeDirection(-80, 10)).toBe(1);
    expect(swipeDirection(80, -5)).toBe(-1);
    expect(swipeDirection(30, 0)).toBe(0);
    expect(swipeDirection(60, 120)).toBe(0);
  });
});
