import { describe, expect, it } from 'vitest'
import { parseDashboardSearch } from './dashboard-search.ts'
import { isMaintenanceNoticeShown } from './maintenance-notice.tsx'

describe('parseDashboardSearch', () => {
  it('keeps good values and leaves the defaults out of the URL', () => {
    expect(
      parseDashboardSearch({
        'graphs-tab': 'other-service-providers',
        'property-manager': 12,
        'action-required-tab': 'x',
      }),
    ).toEqual({ 'graphs-tab': 'other-service-providers', 'property-manager': 12, 'action-required-tab': 'x' })
    expect(parseDashboardSearch({ 'graphs-tab': 'managed-portfolio' })).toEqual({})
    expect(parseDashboardSearch({ 'property-manager': 'all' })).toEqual({ 'property-manager': 'all' })
  })

  it('drops bad values instead of failing the page', () => {
    expect(
      parseDashboardSearch({ 'graphs-tab': 'charts', 'property-manager': 'abc', 'action-required-tab': '' }),
    ).toEqual({})
    expect(parseDashboardSearch({ 'property-manager': '0' })).toEqual({})
  })
})

describe('the scheduled maintenance notice', () => {
  it('shows only before the maintenance starts', () => {
    expect(isMaintenanceNoticeShown(new Date('2025-03-01T00:00:00Z'))).toBe(true)
    expect(isMaintenanceNoticeShown(new Date('2025-03-16T00:00:00Z'))).toBe(false)
  })
})
