import { describe, expect, it } from 'vitest'
import { parseSearch, stringifySearch } from './search-params.ts'

describe('search params', () => {
  it('writes lists as repeated keys and leaves out empty values', () => {
    expect(stringifySearch({ facet: ['OVERDUE', 'COMPLIANT'], page: 2, query: 'smith st', x: undefined, y: '' })).toBe(
      '?facet=OVERDUE&facet=COMPLIANT&page=2&query=smith+st',
    )
    expect(stringifySearch({})).toBe('')
  })

  it('reads repeated keys as lists and single ones as text', () => {
    expect(parseSearch('?facet=OVERDUE&facet=COMPLIANT&page=2&redirect=%2Fportfolio%3Fx%3D1')).toEqual({
      facet: ['OVERDUE', 'COMPLIANT'],
      page: '2',
      redirect: '/portfolio?x=1',
    })
    expect(parseSearch('')).toEqual({})
  })
})
