import { describe, expect, it } from 'vitest'
import { goalLines } from './api-goals.ts'

const row = (name: string, p95: number, non2xx = 0) => ({ name, p95, non2xx, errors: 0, total: 100 })

describe("the API bench's goals", () => {
  it('names the rows over 25 ms at p95 or with failed answers, and judges the floor', () => {
    expect(goalLines([row('a', 12), row('b', 25)], 0.16)).toEqual([
      'p95 ≤ 25 ms: 2 of 2 rows; met',
      "the signed-in floor ≥ 0.15× of bare Hono's req/s: 0.16×; met",
    ])
    expect(goalLines([row('a', 25.4), row('b', 3, 1), row('c', 3)], 0.12)).toEqual([
      'p95 ≤ 25 ms: 1 of 3 rows; MISSED by a (25.4), b (3.0)',
      "the signed-in floor ≥ 0.15× of bare Hono's req/s: 0.12×; MISSED",
    ])
  })
})
