import { useSearch } from '@tanstack/react-router'

/**
 * The property manager the dashboard is filtered to (the URL's property-manager), or undefined for
 * 'All property managers'. Every dashboard panel (stats, charts, urgent actions) reads it from here.
 */
export function useDashboardPropertyManager(): number | undefined {
  return useSearch({ from: '/_authenticated/', select: (s) => s['property-manager'] })
}
