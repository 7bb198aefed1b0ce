/*
 * Numbers as the app writes them (en-AU). An Intl formatter is costly to construct: the first one loads the locale's
 * data (about 25 ms on a mid-range phone, in the dashboard's first render), and `n.toLocaleString('en-AU')` builds a
 * new one on every call. Counts are whole numbers, written here without Intl; amounts use one formatter, built on
 * first use.
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
  aud ??= new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' })
  return `${aud.format(dollars)} inc. GST`
}
