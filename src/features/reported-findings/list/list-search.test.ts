import { describe, expect, it } from 'vitest'
import { FINDINGS_PAGE_SIZE, facetChips, findingListFilters, parseFindingsSearch } from './list-search.ts'

describe('reported-findings search params', () => {
  it('reads page, facet, property-manager and one or many categories', () => {
    expect(parseFindingsSearch({ page: '2', facet: 'URGENT', 'property-manager': '7', category: '3' })).toEqual({
      page: 2,
      facet: 'URGENT',
      'property-manager': 7,
      category: [3],
    })
    expect(parseFindingsSearch({ category: ['5', '3', '5'] }).category).toEqual([3, 5])
  })

  it('drops unknown values instead of failing the page, and leaves page 1 out of the URL', () => {
    expect(parseFindingsSearch({ page: '1', facet: 'SOON', 'property-manager': 'x', category: ['a', '-1'] })).toEqual({
      page: undefined,
      facet: undefined,
      'property-manager': undefined,
      category: undefined,
    })
    expect(parseFindingsSearch({ category: ['a', '4'] }).category).toEqual([4])
    expect(parseFindingsSearch({ category: { x: 1 } }).category).toBeUndefined()
  })

  it('asks the server for the URL filters by their wire names', () => {
    expect(findingListFilters(parseFindingsSearch({ facet: 'DISMISSED', category: ['2', '9'] }))).toEqual({
      page: 1,
      'page-size': FINDINGS_PAGE_SIZE,
      facet: 'DISMISSED',
      'property-manager': undefined,
      category: [2, 9],
    })
  })

  it('offers no "Not urgent" chip in VIC, where only urgent findings show', () => {
    expect(facetChips('VIC').map((c) => c.label)).not.toContain('Not urgent')
    expect(facetChips('QLD').map((c) => c.label)).toContain('Not urgent')
  })
})
