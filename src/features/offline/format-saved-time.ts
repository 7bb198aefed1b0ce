import { formatDate } from '../../lib/dates.ts'

/** "10:42 am" today, "10:42 am on 21/11/2026" on another day (en-AU). */
export function formatSavedTime(at: number, now = Date.now()): string {
  const date = new Date(at)
  const time = date.toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit' })
  return new Date(now).toDateString() === date.toDateString() ? time : `${time} on ${formatDate(date)}`
}
