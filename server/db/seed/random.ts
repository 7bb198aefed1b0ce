/**
 * Seeded randomness and date arithmetic for the demo seed. Everything random in the seed comes from an
 * `Rng`, and every date is computed from the `today` option, so the same options give the same data.
 */

/** FNV-1a: turns a label into a 32-bit seed, so each concern can have its own independent stream. */
export function hashSeed(label: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: small, fast and good enough for demo data. */
export class Rng {
  private state: number

  constructor(seed: number | string) {
    this.state = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(this.next() * items.length)] as T
  }

  /** Picks by weight: [[value, weight], …]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0)
    let roll = this.next() * total
    for (const [value, weight] of entries) {
      roll -= weight
      if (roll < 0) return value
    }
    const last = entries[entries.length - 1]
    if (!last) throw new Error('weighted pick from an empty list')
    return last[0]
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items]
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      const a = out[i] as T
      out[i] = out[j] as T
      out[j] = a
    }
    return out
  }

  /** `count` distinct items (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count)
  }

  digits(count: number): string {
    let s = ''
    for (let i = 0; i < count; i++) s += String(this.int(0, 9))
    return s
  }

  /** A version-4-shaped UUID drawn from this stream (deterministic, unlike crypto.randomUUID). */
  uuid(): string {
    const hex = (n: number) => {
      let s = ''
      for (let i = 0; i < n; i++) s += this.int(0, 15).toString(16)
      return s
    }
    const variant = this.pick(['8', '9', 'a', 'b'])
    return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`
  }
}

const DAY_MS = 86_400_000

/** The local calendar date as yyyy-MM-dd (the default `today` of a seed). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

function parseDay(day: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`Expected a yyyy-MM-dd date, got "${day}"`)
  return new Date(`${day}T00:00:00Z`)
}

function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

export function addDays(day: string, days: number): string {
  return formatDay(new Date(parseDay(day).getTime() + days * DAY_MS))
}

/** Calendar months, clamped to the end of a shorter month (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const d = parseDay(day)
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay))
  return formatDay(target)
}

export function daysBetween(from: string, to: string): number {
  return Math.round((parseDay(to).getTime() - parseDay(from).getTime()) / DAY_MS)
}

/** A timestamp on `day` at hh:mm Australian Eastern Standard Time (UTC+10). */
export function at(day: string, hour = 9, minute = 0): Date {
  const d = parseDay(day)
  return new Date(d.getTime() + (hour - 10) * 3_600_000 + minute * 60_000)
}

/** A working-hours timestamp `daysAgo` days before `today`. */
export function timestampDaysAgo(rng: Rng, today: string, daysAgo: number): Date {
  return at(addDays(today, -daysAgo), rng.int(8, 17), rng.int(0, 59))
}

/** Display form dd/MM/yyyy, as the portal shows dates. */
export function displayDate(day: string): string {
  const [y, m, d] = day.split('-')
  return `${d}/${m}/${y}`
}

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}
