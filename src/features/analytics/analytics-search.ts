import * as v from 'valibot'
import type { AnalyticsParams } from '../../api/analytics.ts'
import { addMonthsTo, MAX_ANALYTICS_MONTHS, MonthSchema, monthsBetween } from '../../contract/analytics.ts'
import { dropped, wholeNumber } from '../../lib/search-params.ts'

/*
 * /analytics search params: agency, property-manager, from and to (yyyy-MM). A bad value is dropped, so a stale
 * bookmark still opens the page with the defaults (the last 12 months, every agency and manager).
 */
export const AnalyticsSearchSchema = v.object({
  agency: dropped(wholeNumber),
  'property-manager': dropped(wholeNumber),
  from: dropped(MonthSchema),
  to: dropped(MonthSchema),
})
export type AnalyticsSearch = v.InferOutput<typeof AnalyticsSearchSchema>

export function parseAnalyticsSearch(search: Record<string, unknown>): AnalyticsSearch {
  const parsed = v.parse(AnalyticsSearchSchema, search)
  // A range the server would refuse (backwards or too long) is dropped too, rather than an error page.
  if (
    parsed.from &&
    parsed.to &&
    (parsed.from > parsed.to || monthsBetween(parsed.from, parsed.to) > MAX_ANALYTICS_MONTHS)
  ) {
    return { ...parsed, from: undefined, to: undefined }
  }
  return parsed
}

export function analyticsParams(search: AnalyticsSearch): AnalyticsParams {
  return { agency: search.agency, 'property-manager': search['property-manager'], from: search.from, to: search.to }
}

/** The period choices: the last n months up to the current one. */
export const PERIODS = [3, 6, 12, 24] as const

/** Which preset the URL's range is, if any ('custom' for another range). */
export function periodOf(search: AnalyticsSearch, currentMonth: string): string {
  const to = search.to ?? currentMonth
  if (to !== currentMonth) return 'custom'
  if (!search.from) return '12'
  const n = monthsBetween(search.from, to)
  return (PERIODS as readonly number[]).includes(n) ? String(n) : 'custom'
}

/** The URL's from/to for a preset: 12 months is the default, so it leaves both out. */
export function rangeOfPeriod(months: number, currentMonth: string): Pick<AnalyticsSearch, 'from' | 'to'> {
  return months === 12
    ? { from: undefined, to: undefined }
    : { from: addMonthsTo(currentMonth, 1 - months), to: undefined }
}
