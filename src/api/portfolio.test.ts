import { describe, expect, it } from 'vitest'
import { fileNameOf, nonManagedQueries, nonManagedQueryString } from './portfolio.ts'

describe('the non-managed list query', () => {
  it('leaves defaults out and sorts lists, so equal filters share a cache entry', () => {
    expect(nonManagedQueryString({ query: '  ', facet: ['OVERDUE', 'COMPLIANT'], services: [4, 1, 4] }, 1)).toEqual({
      query: undefined,
      facet: ['COMPLIANT', 'OVERDUE'],
      services: [1, 4],
      'property-manager': undefined,
      'provided-by': undefined,
      page: undefined,
    })
    expect(nonManagedQueries.list({ facet: ['OVERDUE', 'COMPLIANT'] }).queryKey).toEqual(
      nonManagedQueries.list({ facet: ['COMPLIANT', 'OVERDUE'], page: 1 }).queryKey,
    )
  })
})

describe('the export file name', () => {
  it('comes from Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="non-managed-portfolio-2026-11-22.csv"')).toBe(
      'non-managed-portfolio-2026-11-22.csv',
    )
    expect(fileNameOf('attachment; filename*=UTF-8\'\'Harbour%20%26%20Co.csv; filename="x.csv"')).toBe(
      'Harbour & Co.csv',
    )
    expect(fileNameOf('attachment')).toBeNull()
    expect(fileNameOf(null)).toBeNull()
  })
})
