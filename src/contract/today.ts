// Apart from dates.ts so that reading 'today' does not load date-fns (the sign-in screen needs only this).

/**
 * Today as 'yyyy-MM-dd' where the user is. Pass the agency's zone on the server (it runs in UTC, which is
 * still yesterday during an Australian morning); the browser's own zone is the default.
 */
export function todayIso(timeZone?: string, now: Date = new Date()): string {
  const offset = timeZone === undefined ? undefined : australianOffsetMinutes(timeZone, now)
  if (offset !== undefined) return new Date(now.getTime() + offset * 60_000).toISOString().slice(0, 10)
  const parts = formatterIn(timeZone)
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => Object.assign(all, { [part.type]: part.value }), {})
  return `${parts.year}-${parts.month}-${parts.day}`
}

/*
 * The agencies' zones by rule rather than through Intl: the first Intl.DateTimeFormat with a time zone loads the
 * zone data, about 90 ms of a phone's main thread in the property page's first render (issue 16). The rules have
 * stood since 2008: standard offset all year, or daylight saving (one hour more) from 2 am standard time on the
 * first Sunday in October until 3 am daylight time (2 am standard) on the first Sunday in April. The date alone
 * does not depend on the switch's exact hour, only on the offset around midnight. Any other zone goes to Intl;
 * a unit test compares both, hour by hour, over years.
 */
const ZONES: Record<string, { standard: number; daylight: boolean }> = {
  'Australia/Sydney': { standard: 600, daylight: true },
  'Australia/Melbourne': { standard: 600, daylight: true },
  'Australia/Hobart': { standard: 600, daylight: true },
  'Australia/Adelaide': { standard: 570, daylight: true },
  'Australia/Brisbane': { standard: 600, daylight: false },
  'Australia/Darwin': { standard: 570, daylight: false },
  'Australia/Perth': { standard: 480, daylight: false },
}

/** Minutes ahead of UTC in `timeZone` at `now`, for the zones above; undefined for any other. */
function australianOffsetMinutes(timeZone: string, now: Date): number | undefined {
  const zone = ZONES[timeZone]
  if (!zone || Number.isNaN(now.getTime())) return undefined
  if (!zone.daylight) return zone.standard
  const year = new Date(now.getTime() + zone.standard * 60_000).getUTCFullYear()
  // The switches at 2 am standard time, as UTC instants: before April's or from October's, daylight time.
  const ends = firstSundayUtc(year, 3) + (120 - zone.standard) * 60_000
  const starts = firstSundayUtc(year, 9) + (120 - zone.standard) * 60_000
  const t = now.getTime()
  return t < ends || t >= starts ? zone.standard + 60 : zone.standard
}

/** Midnight UTC of the first Sunday of `month` (0-based) in `year`, in milliseconds. */
function firstSundayUtc(year: number, month: number): number {
  const first = Date.UTC(year, month, 1)
  const weekday = new Date(first).getUTCDay()
  return first + ((7 - weekday) % 7) * 86_400_000
}

// Building an Intl.DateTimeFormat costs far more than using one (the server asks for today on most requests).
const formatters = new Map<string | undefined, Intl.DateTimeFormat>()
function formatterIn(timeZone: string | undefined): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-AU', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    formatters.set(timeZone, formatter)
  }
  return formatter
}
