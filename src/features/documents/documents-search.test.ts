import { describe, expect, it } from 'vitest'
import { type DocumentsSearch, parseDocumentsSearch, toggled } from './documents-search.ts'

describe('the documents page search', () => {
  it('reads the links of foundations §2', () => {
    expect(parseDocumentsSearch({ filter: 'SERVICE_REPORT', service: 'SMOKE' })).toEqual({
      filter: ['SERVICE_REPORT'],
      service: ['SMOKE'],
      page: undefined,
    })
    expect(parseDocumentsSearch({ filter: 'THIRD_PARTY_RESOLUTION' }).filter).toEqual(['THIRD_PARTY_RESOLUTION'])
  })

  it('drops unknown values and bad pages instead of failing', () => {
    expect(parseDocumentsSearch({ filter: ['NOPE', 'INVOICE', 'INVOICE'], service: 'X', page: 'abc' })).toEqual({
      filter: ['INVOICE'],
      service: undefined,
      page: undefined,
    })
    expect(parseDocumentsSearch({ page: 3 }).page).toBe(3)
    expect(parseDocumentsSearch({ page: '1' }).page).toBeUndefined()
  })

  it('toggles a filter value and goes back to page 1', () => {
    const search: DocumentsSearch = { filter: ['INVOICE'], page: 2 }
    expect(toggled(search, 'filter', 'QUOTE')).toEqual({
      filter: ['INVOICE', 'QUOTE'],
      service: undefined,
      page: undefined,
    })
    expect(toggled(search, 'filter', 'INVOICE').filter).toBeUndefined()
  })
})
