import { describe, expect, it } from 'vitest'
import { ACCESS_ISSUES_PAGE_SIZE, listFilters, parseAccessIssuesSearch } from './list-search.ts'

describe('access-issues search params', () => {
  it('reads page, property-manager and facet from text or numbers', () => {
    expect(parseAccessIssuesSearch({ page: '3', 'property-manager': 12, facet: 'URGENT' })).toEqual({
      page: 3,
      'property-manager': 12,
      facet: 'URGENT',
    })
  })
  it('drops bad values instead of failing the page, and leaves page 1 out of the URL', () => {
    expect(parseAccessIssuesSearch({ page: '0', 'property-manager': 'abc', facet: 'SOON' })).toEqual({
      page: undefined,
      'property-manager': undefined,
      facet: undefined,
    })
    expect(parseAccessIssuesSearch({ page: 1 }).page).toBeUndefined()
  })
  it('asks the server for the URL filters by their wire names', () => {
    expect(listFilters({ page: undefined, 'property-manager': 4, facet: 'NON_URGENT' })).toEqual({
      page: 1,
      'page-size': ACCESS_ISSUES_PAGE_SIZE,
      'property-manager': 4,
      facet: 'NON_URGENT',
    })
  })
})
