export type Percentiles = { p50: number; p95: number; p99: number; count: number }

/**
 * Nearest-rank percentile: the smallest sample that at least p% of samples are less than or equal to.
 * `sorted` must be in ascending order; NaN when there are no samples.
 */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (p < 0 || p > 100) throw new RangeError(`Percentile out of range: ${p}`)
  if (sorted.length === 0) return Number.NaN
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length))
  return sorted[rank - 1] as number
}

/** p50, p95 and p99 of unsorted samples (the input is not modified). */
export function summarize(samples: ArrayLike<number>): Percentiles {
  const sorted = Float64Array.from(samples).sort()
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    count: sorted.length,
  }
}
