import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  GAS_REQUIRED,
  GasAppliancesSchema,
  isGasServiceLocked,
  LAST_DATE_IN_FUTURE,
  NEXT_BEFORE_LAST,
  PAST_NEXT_NEEDS_LAST,
  SERVICE_DATE_INVALID,
  serviceDatesSchema,
  suggestNextServiceDate,
} from './service-dates.ts'

const today = '2026-11-22'
const errors = (input: unknown): Record<string, string[] | undefined> => {
  const r = v.safeParse(serviceDatesSchema(today), input)
  return r.success ? {} : (v.flatten(r.issues).nested ?? {})
}

describe('service dates (foundations §5)', () => {
  it('accepts empty, past and consistent dates', () => {
    expect(errors({})).toEqual({})
    expect(errors({ lastServiceDate: '2026-01-10', nextServiceDate: '2027-01-10' })).toEqual({})
    expect(errors({ lastServiceDate: today, nextServiceDate: today })).toEqual({})
  })

  it.each([
    [{ lastServiceDate: '2026-02-30' }, 'lastServiceDate', SERVICE_DATE_INVALID],
    [{ nextServiceDate: '22/11/2026' }, 'nextServiceDate', SERVICE_DATE_INVALID],
    [{ lastServiceDate: '2026-11-23' }, 'lastServiceDate', LAST_DATE_IN_FUTURE],
    [{ lastServiceDate: '2026-06-01', nextServiceDate: '2026-05-31' }, 'nextServiceDate', NEXT_BEFORE_LAST],
    [{ nextServiceDate: '2026-11-21' }, 'nextServiceDate', PAST_NEXT_NEEDS_LAST],
  ])('%j → %s: %s', (input, field, message) => {
    expect(errors(input)[field]).toContain(message)
  })

  it('allows a past next date when there is a last date', () => {
    expect(errors({ lastServiceDate: '2025-01-01', nextServiceDate: '2026-01-01' })).toEqual({})
  })
})

describe('gas appliances', () => {
  const parse = (input: unknown) => v.safeParse(GasAppliancesSchema, input)
  it("requires the yes/no answer, and the count when it is yes: 'Required'", () => {
    const none = parse({})
    expect(none.success ? [] : v.flatten(none.issues).nested?.hasGasAppliances).toContain(GAS_REQUIRED)
    const noCount = parse({ hasGasAppliances: 'YES' })
    expect(noCount.success ? [] : v.flatten(noCount.issues).nested?.gasApplianceCountValue).toContain(GAS_REQUIRED)
  })

  it('forces the count to 0 when there are no gas appliances, and keeps a given count', () => {
    expect(parse({ hasGasAppliances: 'NO', gasApplianceCountValue: '2+' }).output).toMatchObject({
      gasApplianceCountValue: '0',
    })
    expect(parse({ hasGasAppliances: 'YES', gasApplianceCountValue: '1' }).output).toMatchObject({
      gasApplianceCountValue: '1',
    })
  })

  it('locks a gas service without a known appliance count', () => {
    expect(isGasServiceLocked(2, null)).toBe(true)
    expect(isGasServiceLocked(2, 'unknownCount')).toBe(true)
    expect(isGasServiceLocked(2, '0')).toBe(false)
    expect(isGasServiceLocked(1, null)).toBe(false)
  })
})

describe('auto-suggested next service date (foundations §4)', () => {
  it('is the last date plus the frequency in months, for a past or today last date', () => {
    expect(suggestNextServiceDate('2026-03-15', 12, today)).toBe('2027-03-15')
    expect(suggestNextServiceDate(today, 24, today)).toBe('2028-11-22')
    expect(suggestNextServiceDate('2026-01-31', 1, today)).toBe('2026-02-28')
  })

  it('suggests nothing for a future last date, no date, or a frequency of 0', () => {
    expect(suggestNextServiceDate('2026-11-23', 12, today)).toBeNull()
    expect(suggestNextServiceDate(null, 12, today)).toBeNull()
    expect(suggestNextServiceDate('2026-03-15', 0, today)).toBeNull()
  })
})
