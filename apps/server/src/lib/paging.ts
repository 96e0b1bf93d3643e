import { sql, type AnyColumn } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import { badRequest } from "./http-errors";

/** Past this a client is walking the whole table, not reading a feed: 10,000 pages of 10 is 100,000 posts. */
export const MAX_PAGE = 10_000;

/**
 * The `page` of a public list: a whole number from 1 to MAX_PAGE, 1 when left out. Anything
 * else (0, -1, "x", 2.5, 10001) is a 400 with one sentence that says what is allowed.
 */
export function readPage(value: unknown): number {
  if (value === undefined) return 1;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > MAX_PAGE) throw badRequest(MESSAGES.pageInvalid);
  return value;
}

export const pageOffset = (page: number, size: number) => (page - 1) * size;

/**
 * `column DESC NULLS LAST`: how the list indexes are declared (drizzle's `.desc()`). A plain
 * `DESC` means NULLS FIRST in PostgreSQL, which such an index cannot serve, even on a NOT NULL
 * column: the planner then sorts every row of the wall instead of reading the first page.
 */
export const newestFirst = (column: AnyColumn) => sql`${column} desc nulls last`;
