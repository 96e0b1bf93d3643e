import { GALLERY_COLUMNS } from "@kma/core/limits";

/** docs/spec.md section 9: 4 columns at 1400 px or wider, 3 at 800, 2 at 500, otherwise 1. */
export function columnsForWidth(width: number): number {
  return (GALLERY_COLUMNS.find((step) => width >= step.minWidth) ?? GALLERY_COLUMNS[GALLERY_COLUMNS.length - 1]!).columns;
}

/**
 * Deals items into `count` columns left to right, row by row, so the first photos sit across
 * the top and reading order follows the rows (a masonry grid with no JavaScript measuring).
 */
export function distributeColumns<T>(items: readonly T[], count: number): T[][] {
  const columns: T[][] = Array.from({ length: Math.max(1, count) }, () => []);
  items.forEach((item, index) => columns[index % columns.length]!.push(item));
  return columns;
}
