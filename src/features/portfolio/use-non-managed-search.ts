import { getRouteApi } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { type NonManagedSearch, nonManagedView } from './non-managed-search.ts'

// By id rather than by import: the route imports this feature, so importing the route back would be a cycle.
const route = getRouteApi('/_authenticated/portfolio')

export type NonManagedFilterPatch = Partial<Omit<NonManagedSearch, 'page' | 'managed-by'>>

/** The non-managed view's state, which lives in the URL only (managed-by=OTHER stays while filtering). */
export function useNonManagedSearch() {
  const raw = route.useSearch()
  const search = useMemo(() => nonManagedView(raw), [raw])
  const navigate = route.useNavigate()

  /** A new filter means a new list, so it starts again from page 1. */
  const setFilters = useCallback(
    (patch: NonManagedFilterPatch, options: { replace?: boolean } = {}) =>
      navigate({
        search: (prev) => ({ ...prev, ...patch, 'managed-by': 'OTHER' as const, page: undefined }),
        replace: options.replace,
        resetScroll: false,
      }),
    [navigate],
  )

  const setPage = useCallback(
    (page: number) => navigate({ search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) }),
    [navigate],
  )

  const clearFilters = useCallback(
    () => navigate({ search: { 'managed-by': 'OTHER' as const }, resetScroll: false }),
    [navigate],
  )

  return { search, setFilters, setPage, clearFilters }
}
