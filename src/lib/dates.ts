import { format, isValid, parseISO } from 'date-fns'
import { enAU } from 'date-fns/locale'

/** Dates are shown dd/MM/yyyy (en-AU); anything unparseable is shown as given rather than "Invalid Date". */
export function formatDate(value: string | Date, pattern = 'dd/MM/yyyy'): string {
  const date = typeof value === 'string' ? parseISO(value) : value
  return isValid(date) ? format(date, pattern, { locale: enAU }) : String(value)
}
