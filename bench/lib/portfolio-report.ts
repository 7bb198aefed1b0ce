import os from 'node:os'
import type { Statement } from './bench-database.ts'
import type { PlanSummary } from './explain.ts'
import type { LoadResult } from './http-load.ts'
import { fixed, printTable } from './table.ts'

/** Issue 5's goal for portfolio search and facets at 50,000 properties. */
export const GOAL_P95_MS = 25

export type Endpoint = {
  name: string
  url: string
  headers: Record<string, string>
  /** Whether the p95 goal applies (the portfolio rows, not the baseline or the floor). */
  goal: boolean
}

export type Measured = Endpoint & {
  path: string
  /** The `total` the check request answered (matching properties), if the endpoint reports one. */
  total: number | undefined
  result: LoadResult
  /** The same with one connection (when the run uses more than one). */
  single?: LoadResult
  statement: Statement | undefined
  plan?: PlanSummary
}

const out = (line = '') => process.stdout.write(`${line}\n`)
const clean = (r: LoadResult) => r.non2xx + r.errors === 0
// No response at all leaves the percentiles empty (NaN, null after the trip from the load process).
const meets = (r: LoadResult | undefined) => r !== undefined && r.total > 0 && r.p95 <= GOAL_P95_MS && clean(r)
const verdict = (row: Measured, r: LoadResult | undefined) => (row.goal ? (meets(r) ? 'yes' : 'MISSED') : '')

function printLoadTable(rows: Measured[], pick: (row: Measured) => LoadResult | undefined) {
  const base = rows[0] && pick(rows[0])
  const ratio = (value: number, of: number | undefined) => (of ? `${fixed(value / of, 2)}×` : '–')
  printTable(
    [
      { title: 'endpoint' },
      { title: 'matches', align: 'right' },
      { title: 'req/s', align: 'right' },
      { title: 'p50 ms', align: 'right' },
      { title: 'p95 ms', align: 'right' },
      { title: 'p99 ms', align: 'right' },
      { title: 'errors', align: 'right' },
      { title: 'req/s vs bare', align: 'right' },
      { title: `p95 ≤ ${GOAL_P95_MS} ms` },
    ],
    rows.flatMap((row) => {
      const r = pick(row)
      if (!r) return []
      const matches = row.total === undefined ? '' : String(row.total)
      const cells = [fixed(r.rps, 0), fixed(r.p50, 2), fixed(r.p95, 2), fixed(r.p99, 2)]
      return [[row.name, matches, ...cells, String(r.non2xx + r.errors), ratio(r.rps, base?.rps), verdict(row, r)]]
    }),
  )
}

export function printResults(rows: Measured[], { connections, duration }: { connections: number; duration: number }) {
  const load = os.loadavg().map((n) => fixed(n, 2))
  out(`\n(c) Portfolio at scale: ${duration} s per row after 1 s warm-up; goal p95 ≤ ${GOAL_P95_MS} ms`)
  out(`    machine: ${os.availableParallelism()} CPUs, load average ${load.join(' ')} (1/5/15 min) at the end`)
  out(`\n${connections} concurrent connection${connections === 1 ? '' : 's'}:\n`)
  printLoadTable(rows, (row) => row.result)
  if (rows.some((row) => row.single)) {
    out('\n1 connection (one request at a time, no queueing):\n')
    printLoadTable(rows, (row) => row.single)
  }
  out()
  for (const { name, path, result, single } of rows) {
    for (const r of [result, single]) {
      if (!r) continue
      const status = clean(r) ? 'all 2xx' : `${r.non2xx} non-2xx, ${r.errors} connection errors`
      const at = r === single ? '1 connection' : `${connections} connections`
      out(`    ${name} (${at}): GET ${path}, ${r.total} responses in ${fixed(r.seconds, 2)} s, ${status}`)
    }
  }
}

/** The WHERE clause of a statement, which is what differs between the rows. */
const whereOf = (text: string) => /\bwhere\b([\s\S]*?)\border by\b/i.exec(text)?.[1]?.replace(/\s+/g, ' ').trim()

export function printExplains(rows: Measured[], connections: number) {
  const explained = rows.filter((row) => row.plan && row.statement)
  if (explained.length > 0) {
    out('\nEXPLAIN (ANALYZE, BUFFERS) of the SQL each portfolio request runs (recorded from the app, run once more')
    out('after the load). Every request also runs the session lookup and one small query for the page’s services.')
    out(
      'Times are per node over all its loops; EXPLAIN rounds per-loop times, so nodes with many loops are approximate.',
    )
    const first = explained[0]
    if (first?.statement) out(`\nSQL (${first.name}):\n  ${first.statement.text.replace(/\s+/g, ' ')}`)
  }
  for (const row of explained) {
    const { plan, statement } = row
    if (!plan || !statement) continue
    out(`\n${row.name}: execution ${fixed(plan.executionMs, 2)} ms, planning ${fixed(plan.planningMs, 2)} ms`)
    out(`  where: ${whereOf(statement.text) ?? '?'}  params: ${JSON.stringify(statement.params)}`)
    out(`  top node: ${plan.top}`)
    out(`  hottest node: ${plan.hottest}`)
    for (const line of plan.tree) out(`    ${line}`)
  }
  printVerdict(rows, connections)
}

function printVerdict(rows: Measured[], connections: number) {
  const goalRows = rows.filter((row) => row.goal)
  const missed = goalRows.filter((row) => !meets(row.result))
  const met = goalRows.length - missed.length
  out(
    `\nGoal p95 ≤ ${GOAL_P95_MS} ms at ${connections} connections: met by ${met} of ${goalRows.length} portfolio rows.`,
  )
  for (const row of missed) {
    const { plan, single } = row
    const parts = [row.result.total > 0 ? `p95 ${fixed(row.result.p95, 2)} ms` : 'no response within the run']
    if (single) parts.push(`${fixed(single.p95, 2)} ms one at a time`)
    if (plan) parts.push(`the query executes in ${fixed(plan.executionMs, 2)} ms`)
    let why = 'no plan was recorded'
    if (plan && plan.executionMs > GOAL_P95_MS) why = `the query alone is over the goal; hottest node: ${plan.hottest}`
    else if (single && !meets(single)) why = 'it is over the goal even one request at a time'
    else if (plan) why = `requests queue for the CPUs under ${connections} connections; hottest node: ${plan.hottest}`
    out(`  MISSED ${row.name}: ${parts.join(', ')}: ${why}`)
  }
}
