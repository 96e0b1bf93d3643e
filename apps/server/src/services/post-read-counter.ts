import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

type Tally = { recorded: number; flushed: number };

/**
 * Public reads of memorials, counted in memory and written in batches: a popular memorial
 * read a hundred times a second costs one UPDATE a second, not a hundred row locks on its
 * post and its author. `flush()` runs on a timer and when the app closes, so a clean
 * shutdown loses nothing; a crash loses at most one interval of view counts.
 *
 * What a reader is shown stays exact within this process: a count read from the database is
 * shown plus the reads recorded here since (those not yet in the database when it was read).
 */
export class PostReadCounter {
  private readonly posts = new Map<string, Tally>();
  private readonly authors = new Map<string, Tally>();
  /** The last flush asked for; each waits for the one before it. */
  private lastFlush: Promise<void> = Promise.resolve();

  /** A mark to take when a post's count is read from the database, for `postReadsSince`. */
  mark(postId: string) {
    return this.posts.get(postId)?.flushed ?? 0;
  }

  record(postId: string, authorId: string) {
    bump(this.posts, postId);
    bump(this.authors, authorId);
  }

  /** Reads recorded here that a database count taken at `mark` does not include. */
  postReadsSince(postId: string, flushedAtMark: number) {
    return (this.posts.get(postId)?.recorded ?? 0) - flushedAtMark;
  }

  /** An author's reads recorded here and not yet written: what a profile read from the database lacks. */
  authorPending(authorId: string) {
    const tally = this.authors.get(authorId);
    return tally ? tally.recorded - tally.flushed : 0;
  }

  get pending() {
    let total = 0;
    for (const tally of this.posts.values()) total += tally.recorded - tally.flushed;
    return total;
  }

  /**
   * Writes the reads not yet written, in one transaction, and resolves once every read recorded
   * before the call is in the database: a flush asked for while another is writing (the timer's,
   * when the app closes) waits for it, then writes what that one did not take. On failure the
   * reads stay pending for the next try.
   */
  flush(db: Db): Promise<void> {
    const flush = this.lastFlush.catch(() => {}).then(() => this.write(db));
    this.lastFlush = flush;
    return flush;
  }

  private async write(db: Db) {
    const postDeltas = deltas(this.posts);
    const authorDeltas = deltas(this.authors);
    if (postDeltas.length === 0 && authorDeltas.length === 0) return;
    await db.transaction(async (tx) => {
      // Sorted ids: two processes flushing the same rows lock them in the same order.
      if (postDeltas.length) {
        await tx.execute(sql`update posts set total_reads = posts.total_reads + v.n from (values ${valuesList(postDeltas)}) as v(id, n) where posts.id = v.id`);
      }
      if (authorDeltas.length) {
        await tx.execute(
          sql`update users set total_reads = users.total_reads + v.n from (values ${valuesList(authorDeltas)}) as v(id, n) where users.id = v.id`,
        );
      }
    });
    settle(this.posts, postDeltas);
    settle(this.authors, authorDeltas);
  }
}

function bump(tallies: Map<string, Tally>, id: string) {
  const tally = tallies.get(id);
  if (tally) tally.recorded += 1;
  else tallies.set(id, { recorded: 1, flushed: 0 });
}

function deltas(tallies: Map<string, Tally>): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  for (const [id, tally] of tallies) if (tally.recorded > tally.flushed) out.push([id, tally.recorded - tally.flushed]);
  return out.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

function settle(tallies: Map<string, Tally>, written: Array<[string, number]>) {
  for (const [id, n] of written) {
    const tally = tallies.get(id);
    // Tallies are kept after they are written: a count read earlier is corrected by
    // `recorded - flushed at its mark`, which needs both to only ever grow. One small
    // object per memorial read since start.
    if (tally) tally.flushed += n;
  }
}

const valuesList = (rows: Array<[string, number]>) =>
  sql.join(
    rows.map(([id, n]) => sql`(${id}::uuid, ${n}::int)`),
    sql`, `,
  );
