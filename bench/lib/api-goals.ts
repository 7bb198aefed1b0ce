import { GOAL_P95_MS } from './portfolio-report.ts'
import { fixed } from './table.ts'

/** Issue 16 goal 5, on a PostgreSQL server at 10 connections: issue 5's p95 for every screen's read, and this. */
export const GOAL_FLOOR_SHARE = 0.15

type Row = { name: string; p95: number; non2xx: number; errors: number; total: number }

/** The p95 goal over the screens' reads (every response 2xx), and the signed-in floor's share of bare Hono's rate. */
export function goalLines(rows: readonly Row[], floorShare: number): string[] {
  const missed = rows.filter((r) => !(r.total > 0 && r.non2xx + r.errors === 0 && r.p95 <= GOAL_P95_MS))
  const p95 =
    `p95 ≤ ${GOAL_P95_MS} ms: ${rows.length - missed.length} of ${rows.length} rows; ` +
    (missed.length === 0 ? 'met' : `MISSED by ${missed.map((r) => `${r.name} (${fixed(r.p95, 1)})`).join(', ')}`)
  const floor =
    `the signed-in floor ≥ ${GOAL_FLOOR_SHARE}× of bare Hono's req/s: ${fixed(floorShare, 2)}×; ` +
    (floorShare >= GOAL_FLOOR_SHARE ? 'met' : 'MISSED')
  return [p95, floor]
}
