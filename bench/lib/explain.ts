import type { Row, Statement } from './bench-database.ts'

/** The fields of an EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) plan node that the summary prints. */
type PlanNode = {
  'Node Type': string
  'Parent Relationship'?: string
  'Subplan Name'?: string
  'Relation Name'?: string
  'Index Name'?: string
  'Join Type'?: string
  'Sort Method'?: string
  'Sort Space Used'?: number
  'Sort Space Type'?: string
  'Actual Total Time': number
  'Actual Rows': number
  'Actual Loops': number
  'Rows Removed by Filter'?: number
  'Rows Removed by Index Recheck'?: number
  'Shared Hit Blocks'?: number
  'Shared Read Blocks'?: number
  Plans?: PlanNode[]
}
type Explained = { Plan: PlanNode; 'Planning Time': number; 'Execution Time': number }

export type PlanSummary = { executionMs: number; planningMs: number; top: string; hottest: string; tree: string[] }

/** Time spent in a node over all its loops (EXPLAIN reports the per-loop average). */
const totalMs = (node: PlanNode) => node['Actual Total Time'] * node['Actual Loops']
const selfMs = (node: PlanNode) => totalMs(node) - (node.Plans ?? []).reduce((sum, child) => sum + totalMs(child), 0)

function label(node: PlanNode): string {
  const type = node['Join Type'] ? `${node['Join Type']} ${node['Node Type']}` : node['Node Type']
  const index = node['Index Name'] ? ` using ${node['Index Name']}` : ''
  const relation = node['Relation Name'] ? ` on ${node['Relation Name']}` : ''
  return `${type}${index}${relation}`
}

function details(node: PlanNode): string {
  const parts = [`rows ${node['Actual Rows']}`]
  if (node['Actual Loops'] !== 1) parts.push(`loops ${node['Actual Loops']}`)
  parts.push(`${totalMs(node).toFixed(2)} ms (self ${Math.max(0, selfMs(node)).toFixed(2)})`)
  if (node['Rows Removed by Filter']) parts.push(`removed by filter ${node['Rows Removed by Filter']}`)
  if (node['Rows Removed by Index Recheck']) parts.push(`removed by recheck ${node['Rows Removed by Index Recheck']}`)
  if (node['Sort Method']) {
    parts.push(`${node['Sort Method']} ${node['Sort Space Used'] ?? '?'} kB ${node['Sort Space Type'] ?? ''}`.trim())
  }
  const hit = node['Shared Hit Blocks'] ?? 0
  const read = node['Shared Read Blocks'] ?? 0
  if (hit + read > 0) parts.push(`buffers hit ${hit} read ${read}`)
  return parts.join(', ')
}

function walk(node: PlanNode, depth: number, visit: (node: PlanNode, depth: number) => void): void {
  visit(node, depth)
  for (const child of node.Plans ?? []) walk(child, depth + 1, visit)
}

/** Runs EXPLAIN (ANALYZE, BUFFERS) on a statement the app sent, with its parameters, and summarises the plan. */
export async function explain(
  query: (text: string, params?: unknown[]) => Promise<Row[]>,
  statement: Statement,
): Promise<PlanSummary> {
  const rows = await query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.text}`, statement.params)
  const cell = rows[0]?.['QUERY PLAN']
  // node-postgres parses the json column; PGlite may hand it over as text.
  const parsed: unknown = typeof cell === 'string' ? JSON.parse(cell) : cell
  const result = (parsed as Explained[] | undefined)?.[0]
  if (!result) throw new Error(`EXPLAIN gave no plan for: ${statement.text.slice(0, 200)}`)
  const tree: string[] = []
  let hottest = result.Plan.Plans?.[0] ?? result.Plan
  walk(result.Plan, 0, (node, depth) => {
    const via = node['Subplan Name'] ?? (node['Parent Relationship'] === 'InitPlan' ? 'InitPlan' : '')
    tree.push(`${'  '.repeat(depth)}${via ? `[${via}] ` : ''}${label(node)}: ${details(node)}`)
    // A Limit does no work of its own; what EXPLAIN shows as its own time is timing noise.
    if (node['Node Type'] !== 'Limit' && selfMs(node) > selfMs(hottest)) hottest = node
  })
  return {
    executionMs: result['Execution Time'],
    planningMs: result['Planning Time'],
    top: `${label(result.Plan)} (${details(result.Plan)})`,
    hottest: `${label(hottest)} (${Math.max(0, selfMs(hottest)).toFixed(2)} ms of its own)`,
    tree,
  }
}
