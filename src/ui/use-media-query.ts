import { useSyncExternalStore } from 'react'

/** Panda's breakpoints (its defaults, which panda.config.ts keeps), for what must not even render below one. */
export const BREAKPOINTS = { sm: '40rem', md: '48rem', lg: '64rem', xl: '80rem' } as const

/**
 * Whether the viewport is at least `breakpoint` wide, following resizes. For parts that CSS would only hide: a
 * phone then does not build them at all (the top navigation's menus each run a state machine in every render).
 * Where matchMedia is missing (old test environments) everything renders, as CSS alone would decide.
 */
export function useMinWidth(breakpoint: keyof typeof BREAKPOINTS): boolean {
  const query = `(min-width: ${BREAKPOINTS[breakpoint]})`
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia?.(query)
      list?.addEventListener('change', changed)
      return () => list?.removeEventListener('change', changed)
    },
    () => window.matchMedia?.(query).matches ?? true,
    () => true,
  )
}
