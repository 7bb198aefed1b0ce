import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback } from 'react'
import { ALL_MANAGERS, GRAPHS_TABS, type GraphsTab } from './dashboard-search.ts'

/**
 * The property manager the dashboard is filtered to (the URL's property-manager), or undefined for
 * 'All property managers'. Every dashboard panel (stats, charts, urgent actions) reads it from here.
 */
export function useDashboardPropertyManager(): number | undefined {
  return useSearch({
    from: '/_authenticated/',
    select: (s) => (typeof s['property-manager'] === 'number' ? s['property-manager'] : undefined),
  })
}

/** Changes the dashboard's property manager (undefined: all of them, kept as such over a reload); tabs stay. */
export function useSetDashboardPropertyManager(): (id: number | undefined) => void {
  const navigate = useNavigate({ from: '/' })
  return useCallback(
    (id) => void navigate({ search: (prev) => ({ ...prev, 'property-manager': id ?? ALL_MANAGERS }) }),
    [navigate],
  )
}

export function useGraphsTab(): GraphsTab {
  return useSearch({ from: '/_authenticated/', select: (s) => s['graphs-tab'] ?? 'managed-portfolio' })
}

/** Switches the charts between the managed portfolio and other service providers (the first stays out of the URL). */
export function useSetGraphsTab(): (tab: string) => void {
  const navigate = useNavigate({ from: '/' })
  return useCallback(
    (tab) => {
      const known = GRAPHS_TABS.find((t) => t === tab)
      void navigate({
        search: (prev) => ({ ...prev, 'graphs-tab': known === 'managed-portfolio' ? undefined : known }),
        replace: true,
      })
    },
    [navigate],
  )
}
