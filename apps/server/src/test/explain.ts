import { sql, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../db/client";

type PlanNode = { "Node Type": string; "Index Name"?: string; "Relation Name"?: string; Plans?: PlanNode[] };

export type PlanSummary = {
  /** The plan as one line, outermost node first: "Limit > Nested Loop > Index Scan using posts_published_idx on posts > ...". */
  outline: string;
  /** Every index any node uses. */
  indexes: string[];
  /** Tables read by a sequential scan. */
  seqScans: string[];
};

/** EXPLAIN (no ANALYZE: nothing runs) of a drizzle query, on PGlite and PostgreSQL alike. */
export async function explainQuery(db: Db, query: SQLWrapper): Promise<PlanSummary> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Array<Record<string, unknown>> };
  const raw = result.rows[0]["QUERY PLAN"];
  const [{ Plan }] = (typeof raw === "string" ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  const nodes: string[] = [];
  const indexes: string[] = [];
  const seqScans: string[] = [];
  const walk = (node: PlanNode) => {
    const on = node["Relation Name"] ? ` on ${node["Relation Name"]}` : "";
    nodes.push(node["Index Name"] ? `${node["Node Type"]} using ${node["Index Name"]}${on}` : `${node["Node Type"]}${on}`);
    if (node["Index Name"]) indexes.push(node["Index Name"]);
    if (node["Node Type"] === "Seq Scan" && node["Relation Name"]) seqScans.push(node["Relation Name"]);
    node.Plans?.forEach(walk);
  };
  walk(Plan);
  return { outline: nodes.join(" > "), indexes, seqScans };
}
