import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../src/db/client";
import { explainQuery } from "../src/test/explain";

/**
 * The SQL a request really runs, caught by the database's query logger (openDatabase's
 * `logQuery`), then EXPLAINed. Nothing here names a service, so the bench follows the
 * services wherever they move.
 */
export class QueryCapture {
  private statements: Array<{ query: string; params: unknown[] }> | null = null;
  private last = 0;

  /** Give this to openDatabase as `logQuery`. */
  readonly log = (query: string, params: unknown[]) => {
    this.last = Date.now();
    this.statements?.push({ query, params });
  };

  /**
   * Waits until no statement has started for `ms` (at most `limit`): a load run's last
   * requests may still be queued (PGlite runs one statement at a time), and their SQL must
   * not be taken for the next call's.
   */
  async quiet(ms = 500, limit = 60_000): Promise<void> {
    const until = Date.now() + limit;
    while (Date.now() - this.last < ms && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
  }

  /** Runs `action` and returns the statements it ran (reads and writes; no begin/commit), each once. */
  async during(action: () => Promise<unknown>): Promise<Array<{ query: string; params: unknown[] }>> {
    this.statements = [];
    try {
      await action();
      return this.statements.filter(
        (s, i, all) => /^\s*(select|with|insert|update|delete)\b/i.test(s.query) && all.findIndex((o) => o.query === s.query) === i,
      );
    } finally {
      this.statements = null;
    }
  }
}

/** The logged statement back as a drizzle SQL with the same parameters, for EXPLAIN. */
function replay(query: string, params: unknown[]): SQL {
  const parts = query.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${sql.param(params[Number(part) - 1])}`));
  return sql.join(chunks);
}

export type StatementPlan = { outline: string; indexes: string[]; seqScans: string[] };

export async function explainStatements(db: Db, statements: Array<{ query: string; params: unknown[] }>): Promise<StatementPlan[]> {
  const plans: StatementPlan[] = [];
  for (const { query, params } of statements) {
    try {
      const plan = await explainQuery(db, replay(query, params));
      plans.push({ outline: plan.outline, indexes: [...new Set(plan.indexes)], seqScans: [...new Set(plan.seqScans)] });
    } catch (error) {
      plans.push({ outline: `(no plan: ${error instanceof Error ? error.message : String(error)})`, indexes: [], seqScans: [] });
    }
  }
  return plans;
}

/** "Limit > Nested Loop > Index Scan using posts_published_idx on posts · idx posts_published_idx, users_pkey", on two lines when it is wider than `width`. */
export function describePlan(plan: StatementPlan, width: number): string[] {
  const fit = (line: string) => (line.length > width ? `${line.slice(0, width - 1)}…` : line);
  const outer = plan.outline.split(" > ").slice(0, 3).join(" > ");
  const tail = [plan.indexes.length ? `idx ${plan.indexes.join(", ")}` : "", plan.seqScans.length ? `SEQ SCAN ${plan.seqScans.join(", ")}` : ""]
    .filter(Boolean)
    .join(" · ");
  if (!tail) return [fit(outer)];
  const line = `${outer} · ${tail}`;
  return line.length <= width ? [line] : [fit(outer), fit(`  ${tail}`)];
}
