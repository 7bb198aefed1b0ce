import { describe, expect, it } from 'vitest'
import { analyticsParams, parseAnalyticsSearch, periodOf, rangeOfPeriod } from './analytics-search.ts'

describe('/analytics search params', () => {
  it('reads agency, property manager and months, dropping bad values one by one', () => {
    expect(parseAnalyticsSearch({ agency: '3', 'property-manager': '12', from: '2026-01', to: '2026-06' })).toEqual({
      agency: 3,
      'property-manager': 12,
      from: '2026-01',
      to: '2026-06',
    })
    expect(parseAnalyticsSearch({ agency: 'x', 'property-manager': '0', from: '2026-13', to: '26-01' })).toEqual({
      agency: undefined,
      'property-manager': undefined,
      from: undefined,
      to: undefined,
    })
  })

  it('drops a range the server would refuse: backwards or longer than 24 months', () => {
    expect(parseAnalyticsSearch({ from: '2026-06', to: '2026-01' })).toMatchObject({ from: undefined, to: undefined })
    expect(parseAnalyticsSearch({ from: '2023-01', to: '2026-01' })).toMatchObject({ from: undefined, to: undefined })
    expect(parseAnalyticsSearch({ from: '2024-02', to: '2026-01' })).toMatchObject({ from: '2024-02', to: '2026-01' })
  })

  it('maps periods to ranges and back', () => {
    expect(rangeOfPeriod(12, '2026-11')).toEqual({ from: undefined, to: undefined })
    expect(rangeOfPeriod(3, '2026-11')).toEqual({ from: '2026-09', to: undefined })
    expect(rangeOfPeriod(24, '2026-11')).toEqual({ from: '2024-12', to: undefined })
    expect(periodOf({}, '2026-11')).toBe('12')
    expect(periodOf({ from: '2026-09' }, '2026-11')).toBe('3')
    expect(periodOf({ from: '2026-10' }, '2026-11')).toBe('custom')
    expect(periodOf({ from: '2026-01', to: '2026-03' }, '2026-11')).toBe('custom')
  })

  it('sends the filters by their wire names', () => {
    expect(analyticsParams({ agency: 2, 'property-manager': 5, from: '2026-01', to: undefined })).toEqual({
      agency: 2,
      'property-manager': 5,
      from: '2026-01',
      to: undefined,
    })
  })
})
