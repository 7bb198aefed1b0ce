import { describe, expect, it } from 'vitest'
import { serviceOptions } from './service-options.ts'

const names = (state: string, chosen?: number[]) => serviceOptions(state, chosen).map((s) => s.name)

describe('serviceOptions', () => {
  it('offers Gas and Electrical in VIC only', () => {
    expect(names('VIC')).toEqual([
      'Smoke Alarm',
      'Gas',
      'Electrical',
      'Corded Blinds',
      'Water Efficiency',
      'Safety Switch (RCD)',
    ])
    expect(names('NSW')).toEqual(['Smoke Alarm', 'Corded Blinds', 'Water Efficiency', 'Safety Switch (RCD)'])
  })

  it('keeps a service the URL already filters by, so it can be unticked', () => {
    expect(names('QLD', [2])).toContain('Gas')
  })
})
