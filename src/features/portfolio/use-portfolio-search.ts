import { getRouteApi } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { PortfolioSearch } from './portfolio-search.ts'

// By id rather than by import: the route imports this feature, so importing the route back would be a cycle.
const route = getRouteApi('/_authenticated/portfolio')

export type FilterPatch = Omit<PortfolioSearch, 'page'>

/** The portfolio's state, which lives in the URL only, and the ways to change it. */
export function usePortfolioSearch() {
  const search = route.useSearch()
  const navigate = route.useNavigate()

  /** A new filter means a new list, so it starts again from page 1. The page stays where it is scrolled. */
  const setFilters = useCallback(
    (patch: FilterPatch, options: { replace?: boolean } = {}) =>
      navigate({
        search: (prev) => ({ ...prev, ...patch, page: undefined }),
        replace: options.replace,
        resetScroll: false,
      }),
    [navigate],
  )

  const setPage = useCallback(
    (page: number) => navigate({ search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) }),
    [navigate],
  )

  const clearFilters = useCallback(() => navigate({ search: {}, resetScroll: false }), [navigate])

  return { search, setFilters, setPage, clearFilters }
}

/** Adds or removes one value of a multi-value filter; an empty list leaves the param out of the URL. */
export function toggled<T>(values: readonly T[] | undefined, value: T, on: boolean): T[] | undefined {
  const next = (values ?? []).filter((v) => v !== value)
  if (on) next.push(value)
  return next.length ? next : undefined
}
