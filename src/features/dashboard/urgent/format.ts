const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' })

/** "$1,234.50 inc. GST" (foundations §9). */
export function incGst(dollars: number): string {
  return `${aud.format(dollars)} inc. GST`
}
