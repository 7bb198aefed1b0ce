export type Column = { title: string; align?: 'left' | 'right' }

/** An aligned plain-text table: text columns to the left, numeric ones (align: 'right') to the right. */
export function formatTable(columns: readonly Column[], rows: readonly (readonly string[])[]): string {
  const widths = columns.map((column, i) => Math.max(column.title.length, ...rows.map((row) => (row[i] ?? '').length)))
  const line = (cells: readonly string[]) =>
    columns
      .map((column, i) => {
        const cell = cells[i] ?? ''
        const width = widths[i] ?? 0
        return column.align === 'right' ? cell.padStart(width) : cell.padEnd(width)
      })
      .join('  ')
      .trimEnd()
  const rule = widths.map((w) => '-'.repeat(w)).join('  ')
  return [line(columns.map((c) => c.title)), rule, ...rows.map(line)].join('\n')
}

export function printTable(columns: readonly Column[], rows: readonly (readonly string[])[]): void {
  process.stdout.write(`${formatTable(columns, rows)}\n`)
}

/** Fixed decimals, for table cells. */
export const fixed = (value: number, digits = 1): string => (Number.isFinite(value) ? value.toFixed(digits) : '–')

/** Fixed decimals with an explicit sign, for differences. */
export const signed = (value: number, digits = 1): string => `${value >= 0 ? '+' : ''}${fixed(value, digits)}`
