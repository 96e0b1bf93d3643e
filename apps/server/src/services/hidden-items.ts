import { isNull, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { User } from "../db/schema";
import type { KeeperRef } from "../policies/post-policy";
import { canSeeHiddenItems } from "../policies/report-policy";

/**
 * The filter every public list of a memorial's items adds (decision 026): an item reports have
 * hidden (`hidden_at` set) is left out for everyone but its own signed-in author, the memorial's
 * keepers and the site admins. Undefined when the viewer sees everything (no filter at all).
 */
export function visibleItems(item: { hiddenAt: PgColumn; userId: PgColumn }, viewer: Pick<User, "id" | "role"> | null, post: KeeperRef): SQL | undefined {
  if (canSeeHiddenItems(viewer, post)) return undefined;
  return viewer ? or(isNull(item.hiddenAt), sql`${item.userId} = ${viewer.id}`) : isNull(item.hiddenAt);
}

/** The same rule as raw SQL over an aliased table (the reply ids a comment lists as its children). */
export function visibleItemsSql(alias: string, viewer: Pick<User, "id" | "role"> | null, post: KeeperRef): SQL {
  if (canSeeHiddenItems(viewer, post)) return sql`true`;
  const a = sql.raw(alias);
  return viewer ? sql`(${a}.hidden_at is null or ${a}.user_id = ${viewer.id})` : sql`${a}.hidden_at is null`;
}
