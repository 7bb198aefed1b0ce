import { useEffect, useState } from 'react'

/** Searches and typed dates wait this long after typing stops (foundations §9). */
export const SEARCH_DEBOUNCE_MS = 300

/** `value` once it has stopped changing for `ms`: what a type-ahead searches for, not each keystroke. */
export function useDebounced<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}
