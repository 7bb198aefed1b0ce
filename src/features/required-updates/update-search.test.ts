import { describe, expect, it } from 'vitest'
import { parseUpdateSearch, toggled } from './update-search.ts'

describe('parseUpdateSearch', () => {
  it('reads every list convention of the URL', () => {
    expect(
      parseUpdateSearch({
        query: ' smith st ',
        facet: ['OVERDUE', 'ACCESS_DETAILS'],
        service: ['gas', 1],
        'service-exclusivity': 'ONLY',
        'property-manager': '12',
        page: 3,
      }),
    ).toEqual({
      query: 'smith st',
      facet: ['OVERDUE', 'ACCESS_DETAILS'],
      service: [2, 1],
      'service-exclusivity': 'ONLY',
      'property-manager': 12,
      page: 3,
    })
  })

  it('drops bad values one by one, so a stale bookmark still opens the list', () => {
    expect(
      parseUpdateSearch({ facet: ['OVERDUE', 'NOPE'], service: 'plumbing', page: '0', 'property-manager': 'x' }),
    ).toEqual({
      query: undefined,
      facet: ['OVERDUE'],
      service: undefined,
      'service-exclusivity': undefined,
      'property-manager': undefined,
      page: undefined,
    })
    expect(parseUpdateSearch({ facet: 'MISSING_SUPPLIER', page: 1 }).facet).toEqual(['MISSING_SUPPLIER'])
    expect(parseUpdateSearch({ page: 1 }).page).toBeUndefined()
  })
})

describe('toggled', () => {
  it('adds and removes a value, leaving nothing out of the URL', () => {
    expect(toggled(undefined, 'OVERDUE', true)).toEqual(['OVERDUE'])
    expect(toggled(['OVERDUE'], 'OVERDUE', false)).toBeUndefined()
    expect(toggled(['OVERDUE'], 'ACCESS_DETAILS', true)).toEqual(['OVERDUE', 'ACCESS_DETAILS'])
  })
})
