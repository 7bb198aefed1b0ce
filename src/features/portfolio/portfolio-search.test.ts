import { describe, expect, it } from 'vitest'
import { parsePortfolioRouteSearch as parseNonManaged } from './non-managed-search.ts'
import { activeFilterCount, parsePortfolioSearch } from './portfolio-search.ts'

describe('parsePortfolioSearch', () => {
  it('keeps every valid filter, by its URL name', () => {
    expect(
      parsePortfolioSearch({
        query: ' smith st ',
        facet: ['OVERDUE', 'BOOKED_IN'],
        service: [1, '3'],
        'service-exclusivity': 'ONLY',
        'property-manager': 12,
        page: 3,
      }),
    ).toEqual({
      query: 'smith st',
      facet: ['OVERDUE', 'BOOKED_IN'],
      service: [1, 3],
      'service-exclusivity': 'ONLY',
      'property-manager': 12,
      page: 3,
    })
  })

  it('takes a single value of a repeatable param as a list of one', () => {
    expect(parsePortfolioSearch({ facet: 'COMPLIANT', service: 2 })).toEqual({ facet: ['COMPLIANT'], service: [2] })
  })

  it('drops bad values instead of failing: links come from emails and bookmarks', () => {
    expect(
      parsePortfolioSearch({
        facet: ['OVERDUE', 'NOPE', 'OVERDUE'],
        service: [9, 'plumbing', 1],
        'service-exclusivity': 'SOMETIMES',
        'property-manager': -4,
        page: 'two',
        query: 'x'.repeat(201),
      }),
    ).toEqual({ facet: ['OVERDUE'], service: [1] })
    expect(parsePortfolioSearch({ facet: 'NOPE', page: 0, 'property-manager': { id: 1 } })).toEqual({})
  })

  it('takes services by name as well as by id, as links from elsewhere write them (service=GAS)', () => {
    expect(parsePortfolioSearch({ service: 'GAS' })).toEqual({ service: [2] })
    expect(parsePortfolioSearch({ service: ['smoke', 'Electrical', 2, 'GAS'] })).toEqual({ service: [1, 3, 2] })
    expect(parseNonManaged({ 'managed-by': 'OTHER', service: 'gas', services: 'RCD' })).toMatchObject({
      services: [2, 6],
    })
  })

  it('leaves out defaults and params this page does not take', () => {
    expect(parsePortfolioSearch({ page: 1, query: '  ', 'managed-by': 'OTHER' })).toEqual({})
  })

  it('reads a numeric search text as text', () => {
    expect(parsePortfolioSearch({ query: 12 })).toEqual({ query: '12' })
  })
})

describe('activeFilterCount', () => {
  it('counts each facet, each service and a property manager', () => {
    expect(activeFilterCount({ facet: ['OVERDUE', 'BOOKED_IN'], service: [1], 'property-manager': 4 })).toBe(4)
    expect(activeFilterCount({ query: 'smith', 'service-exclusivity': 'ONLY' })).toBe(0)
  })
})
