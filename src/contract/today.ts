// Apart from dates.ts so that reading 'today' does not load date-fns (the sign-in screen needs only this).

/**
 * Today as 'yyyy-MM-dd' where the user is. Pass the agency's zone on the server (it runs in UTC, which is
 * still yesterday during an Australian morning); the browser's own zone is the default.
 */
export function todayIso(timeZone?: string, now: Date = new Date()): string {
  const parts = formatterIn(timeZone)
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => Object.assign(all, { [part.type]: part.value }), {})
  return `${parts.year}-${parts.month}-${parts.day}`
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
