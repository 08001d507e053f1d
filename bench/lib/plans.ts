import type pg from 'pg';

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };
export type PlanSummary = { executionMs: number; indexes: string[]; seqScans: number };

function walk(node: PlanNode, summary: PlanSummary) {
  if (node['Index Name']) summary.indexes.push(node['Index Name']);
  if (node['Node Type'] === 'Seq Scan') summary.seqScans += 1;
  for (const child of node.Plans ?? []) walk(child, summary);
}

/** EXPLAIN ANALYZE of a query as the app sends it (SQL text and parameters from drizzle's `toSQL`). */
export async function explain(client: pg.ClientBase, query: { sql: string; params: unknown[] }) {
  const result = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.sql}`, query.params);
  const [plan] = result.rows[0]['QUERY PLAN'] as [{ Plan: PlanNode; 'Execution Time': number }];
  const summary: PlanSummary = { executionMs: plan['Execution Time'], indexes: [], seqScans: 0 };
  walk(plan.Plan, summary);
  return summary;
}

export function describePlan({ executionMs, indexes, seqScans }: PlanSummary): string {
  const scans = [...new Set(indexes)].join(', ') || 'no index';
  return `${executionMs.toFixed(2).padStart(8)} ms  ${scans}${seqScans ? `  (+${seqScans} seq scan)` : ''}`;
}
