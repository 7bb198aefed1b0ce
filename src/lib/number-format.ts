/*
 * Numbers as the app writes them (en-AU). An Intl formatter is costly to construct: the first one loads the locale's
 * data (about 25 ms on a mid-range phone, in the dashboard's first render), and `n.toLocaleString('en-AU')` builds a
 * new one on every call. Counts and dollar amounts are written here without Intl, as Intl writes them (unit tests
 * compare); anything else (fractions of a count, amounts beyond a trillion) goes to one formatter, built on first use.
 */
let counts: Intl.NumberFormat | null = null
let aud: Intl.NumberFormat | null = null

/** A count with thousands separators, as en-AU writes it: "1,234". */
export function formatCount(value: number): string {
  if (Number.isSafeInteger(value)) return String(value).replace(/\B(?=(\d{3})+$)/g, ',')
  counts ??= new Intl.NumberFormat('en-AU')
  return counts.format(value)
}

/** Amounts are shown in dollars with GST included, as the spec writes them: "$1,234.50 inc. GST" (foundations §9). */
export function formatIncGst(dollars: number): string {
  return `${formatDollars(dollars)} inc. GST`
}

/** "$1,234.50", "-$12.50": cents rounded half away from zero, as Intl does. */
function formatDollars(dollars: number): string {
  const size = Math.abs(dollars)
  if (!(size < 1e12)) {
    aud ??= new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' })
    return aud.format(dollars)
  }
  // Rounded on the shortest decimal form, digit by digit, as ICU does: 1.005 is 1.00499999… as a double, yet
  // written "1.005" it rounds up; arithmetic on the double (1.005 * 100) would round it down. Below a millionth
  // the form is exponential ("1e-7"), and those are no cents either way.
  const text = String(size)
  const [units = '0', fraction = ''] = text.includes('e') ? ['0'] : text.split('.')
  const cents =
    Number(units) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)) + ((fraction[2] ?? '0') >= '5' ? 1 : 0)
  const whole = formatCount(Math.floor(cents / 100))
  const sign = dollars < 0 || Object.is(dollars, -0) ? '-' : ''
  return `${sign}$${whole}.${String(cents % 100).padStart(2, '0')}`
}
