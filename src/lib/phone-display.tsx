import { useEffect, useSyncExternalStore } from 'react'

/*
 * Showing a number on a screen without loading libphonenumber (~35 KB gzip) for it: the shapes nearly every
 * Australian number has (mobile, landline, 1300/1800) are written as libphonenumber writes them; any other number
 * loads the library (lib/phone.ts) and is shown in its international form until it arrives.
 */

const SHAPES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^\+614(\d{2})(\d{3})(\d{3})$/, (m) => `04${m[1]} ${m[2]} ${m[3]}`],
  [/^\+61([2378])(\d{4})(\d{4})$/, (m) => `(0${m[1]}) ${m[2]} ${m[3]}`],
  [/^\+611([38]00)(\d{3})(\d{3})$/, (m) => `1${m[1]} ${m[2]} ${m[3]}`],
]

/** An Australian number of a common shape as Australians write it, or null for any other number. */
export function formatCommonPhoneNumber(e164: string): string | null {
  for (const [pattern, write] of SHAPES) {
    const match = pattern.exec(e164)
    if (match) return write(match)
  }
  return null
}

let formatFully: ((e164: string) => string) | null = null
let loading = false
const listeners = new Set<() => void>()

function loadLibrary() {
  if (loading) return
  loading = true
  import('./phone.ts').then(
    (module) => {
      formatFully = module.formatPhoneNumber
      for (const listener of listeners) listener()
    },
    () => {
      loading = false // offline before the worker cached it: the next screen tries again
    },
  )
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const current = () => formatFully

/** A phone number (E.164) as shown: see above. */
export function useFormattedPhoneNumber(e164: string): string {
  const full = useSyncExternalStore(subscribe, current, current)
  const common = formatCommonPhoneNumber(e164)
  useEffect(() => {
    if (common === null) loadLibrary()
  }, [common])
  return common ?? full?.(e164) ?? e164
}

/** The same as a component, for lists. */
export function PhoneNumberText({ number }: { number: string }) {
  return useFormattedPhoneNumber(number)
}
