import { useSyncExternalStore } from 'react'

/** Panda's breakpoints (its defaults, which panda.config.ts keeps), for what must not even render below one. */
export const BREAKPOINTS = { sm: '40rem', md: '48rem', lg: '64rem', xl: '80rem' } as const

type Breakpoint = keyof typeof BREAKPOINTS
type Store = { subscribe: (changed: () => void) => () => void; matches: () => boolean }

/**
 * One store per breakpoint, made on first use: its functions stay the same from render to render, so React
 * subscribes once per component rather than on every render, and each read asks one MediaQueryList.
 */
const stores = new Map<Breakpoint, Store>()
function storeFor(breakpoint: Breakpoint): Store {
  let store = stores.get(breakpoint)
  if (!store) {
    const list = window.matchMedia?.(`(min-width: ${BREAKPOINTS[breakpoint]})`)
    store = {
      subscribe: (changed) => {
        list?.addEventListener('change', changed)
        return () => list?.removeEventListener('change', changed)
      },
      matches: () => list?.matches ?? true,
    }
    stores.set(breakpoint, store)
  }
  return store
}

/**
 * Whether the viewport is at least `breakpoint` wide, following resizes. For parts that CSS would only hide: a
 * phone then does not build them at all (the top navigation's menus each run a state machine in every render).
 * Where matchMedia is missing (old test environments) everything renders, as CSS alone would decide.
 */
export function useMinWidth(breakpoint: Breakpoint): boolean {
  const { subscribe, matches } = storeFor(breakpoint)
  return useSyncExternalStore(subscribe, matches, () => true)
}
