import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * Recomputes every search key and key count from the posts table, in set-based SQL
 * (rebuild_search_data, migration 0003): for data written around the triggers (a restored
 * dump, a bulk loader that disabled them) and for benchmarks. The triggers on posts keep
 * both exact for every ordinary write, so the app never needs this to be correct. A bulk
 * loader runs fastest with `alter table posts disable trigger posts_search_insert` while it
 * inserts, then enables it and calls this (about a minute for 100,000 posts).
 * Then refreshes the planner's statistics and the visibility map (index-only scans).
 */
export async function rebuildSearchData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select rebuild_search_data()`);
  });
  // VACUUM cannot run inside a transaction block; each statement here is its own.
  await db.execute(sql`vacuum (analyze) post_search_keys, search_key_counts`);
}
