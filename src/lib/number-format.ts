/*
 * Numbers as the app writes them (en-AU). The formatters are built once, on first use: an Intl formatter costs a few
 * ms to construct (more on a slow phone), and `n.toLocaleString('en-AU')` builds a new one on every call, which on
 * a dashboard of counts was a tenth of a render.
 */
let counts: Intl.NumberFormat | null = null
let aud: Intl.NumberFormat | null = null

/** A count with thousands separators: "1,234". */
export function formatCount(value: number): string {
  counts ??= new Intl.NumberFormat('en-AU')
  return counts.format(value)
}

/** Amounts are shown in dollars with GST included, as the spec writes them: "$1,234.50 inc. GST" (foundations §9). */
export function formatIncGst(dollars: number): string {
  aud ??= new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' })
  return `${aud.format(dollars)} inc. GST`
}
