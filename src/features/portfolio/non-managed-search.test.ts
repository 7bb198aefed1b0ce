import { describe, expect, it } from 'vitest'
import {
  hasAnyNonManagedFilter,
  nonManagedFilterCount,
  nonManagedView,
  parsePortfolioRouteSearch,
} from './non-managed-search.ts'

describe('/portfolio search params', () => {
  it('without managed-by=OTHER are the managed view’s', () => {
    expect(parsePortfolioRouteSearch({ facet: 'BOOKED_IN', 'provided-by': '3' })).toEqual({
      facet: ['BOOKED_IN'],
      query: undefined,
      service: undefined,
      'service-exclusivity': undefined,
      'property-manager': undefined,
      page: undefined,
    })
  })

  it('with managed-by=OTHER are the non-managed view’s, bad values dropped', () => {
    expect(
      parsePortfolioRouteSearch({
        'managed-by': 'OTHER',
        query: ' ocean ',
        facet: ['OVERDUE', 'BOOKED_IN', 'MISSING_SUPPLIER'],
        service: '1',
        services: ['4', '99', 'x'],
        'property-manager': '7',
        'provided-by': 'abc',
        page: '3',
      }),
    ).toEqual({
      'managed-by': 'OTHER',
      query: 'ocean',
      facet: ['OVERDUE', 'MISSING_SUPPLIER'],
      services: [1, 4],
      'property-manager': 7,
      'provided-by': undefined,
      page: 3,
    })
  })

  it('page 1 and empty lists stay out of the URL', () => {
    const search = parsePortfolioRouteSearch({ 'managed-by': 'OTHER', page: '1', facet: 'NOPE' })
    expect(search.page).toBeUndefined()
    expect(search.facet).toBeUndefined()
  })

  it('counts the applied filters; the search text makes the list filtered too', () => {
    const search = nonManagedView({
      'managed-by': 'OTHER',
      facet: ['OVERDUE', 'BOOKED_IN'],
      services: [1],
      'provided-by': 2,
    })
    // BOOKED_IN is no facet of this view.
    expect(search.facet).toEqual(['OVERDUE'])
    expect(nonManagedFilterCount(search)).toBe(3)
    expect(hasAnyNonManagedFilter(nonManagedView({ 'managed-by': 'OTHER', query: 'x' }))).toBe(true)
    expect(hasAnyNonManagedFilter(nonManagedView({ 'managed-by': 'OTHER' }))).toBe(false)
  })
})
