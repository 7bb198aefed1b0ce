import { parseWithValibot } from '@conform-to/valibot'
import { describe, expect, it } from 'vitest'
import type { ServiceEntry } from '../../contract/portfolio.ts'
import {
  LAST_DATE_IN_FUTURE,
  NEXT_BEFORE_LAST,
  PAST_NEXT_NEEDS_LAST,
  SERVICE_DATE_INVALID,
} from '../../contract/service-dates.ts'
import {
  type EditableProperty,
  formFieldErrors,
  gasAnswerOf,
  gasCountOf,
  serviceEntryDefaults,
  serviceEntryFormSchema,
} from './service-entry-schema.ts'

const TODAY = '2026-11-22'
const entry = (id: number, patch: Partial<ServiceEntry> = {}): ServiceEntry => ({
  complianceId: null,
  complianceRequirementId: id,
  name: id === 2 ? 'Gas' : 'Smoke Alarm',
  shortName: id === 2 ? 'gas' : 'smoke',
  managedBy: 'THIRD_PARTY',
  lastServiceDate: null,
  nextServiceDate: null,
  providedBy: null,
  serviceFrequencyMonths: id === 2 ? 24 : 12,
  ...patch,
})
const property = (
  services: ServiceEntry[],
  gas: EditableProperty['gasApplianceCountValue'] = null,
): EditableProperty => ({
  agencyPortfolioPropertyId: 7,
  address: { line1: '1 Test Street' },
  gasApplianceCountValue: gas,
  services,
})

function submit(p: EditableProperty, fields: Record<string, string>) {
  const data = new FormData()
  data.set('agencyPortfolioPropertyId', String(p.agencyPortfolioPropertyId))
  for (const [i, s] of p.services.entries()) {
    data.set(`services[${i}].complianceRequirementId`, String(s.complianceRequirementId))
  }
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  const result = parseWithValibot(data, { schema: serviceEntryFormSchema(TODAY, p) })
  return Object.assign(result, { errors: 'error' in result ? (result.error ?? undefined) : undefined })
}

describe('service entry form', () => {
  const smoke = property([entry(1)])

  it('sends dates and provider as the PATCH body, blanks as null', () => {
    const result = submit(smoke, { 'services[0].lastServiceDate': '2026-01-10', 'services[0].providerId': '4' })
    expect(result.status).toBe('success')
    expect(result.status === 'success' && result.value).toEqual({
      agencyPortfolioPropertyId: 7,
      gasApplianceCountValue: null,
      services: [{ complianceRequirementId: 1, providerId: 4, lastServiceDate: '2026-01-10', nextServiceDate: null }],
    })
  })

  it.each([
    [{ 'services[0].lastServiceDate': '31/02/2026' }, 'services[0].lastServiceDate', SERVICE_DATE_INVALID],
    [{ 'services[0].lastServiceDate': '2026-11-23' }, 'services[0].lastServiceDate', LAST_DATE_IN_FUTURE],
    [
      { 'services[0].lastServiceDate': '2026-05-01', 'services[0].nextServiceDate': '2026-04-30' },
      'services[0].nextServiceDate',
      NEXT_BEFORE_LAST,
    ],
    [{ 'services[0].nextServiceDate': '2026-11-21' }, 'services[0].nextServiceDate', PAST_NEXT_NEEDS_LAST],
  ])('shows each date rule on its field, first: %o', (fields, field, message) => {
    const result = submit(smoke, fields)
    expect(result.status).toBe('error')
    // The form shows a field's first message (an invalid date also gets the date-order ones after it).
    expect(result.errors?.[field]?.[0]).toBe(message)
  })

  it('accepts today as a last date and a future next date without a last one', () => {
    expect(submit(smoke, { 'services[0].lastServiceDate': TODAY }).status).toBe('success')
    expect(submit(smoke, { 'services[0].nextServiceDate': '2026-12-01' }).status).toBe('success')
  })

  describe('with a gas service', () => {
    const gas = property([entry(1), entry(2)], null)

    it("asks whether there are gas appliances: 'Required'", () => {
      expect(submit(gas, {}).errors?.['gas.hasGasAppliances']).toEqual(['Required'])
    })

    it("with Yes the count is 'Required' too", () => {
      expect(submit(gas, { 'gas.hasGasAppliances': 'YES' }).errors?.['gas.gasApplianceCountValue']).toEqual([
        'Required',
      ])
    })

    it('with No the count is 0, and the gas entry keeps its dates', () => {
      const result = submit(gas, {
        'gas.hasGasAppliances': 'NO',
        'services[1].lastServiceDate': '2026-01-01',
        'services[1].providerId': '3',
      })
      expect(result.status === 'success' && result.value.gasApplianceCountValue).toBe('0')
      expect(result.status === 'success' && result.value.services[1]).toMatchObject({
        lastServiceDate: '2026-01-01',
        providerId: 3,
      })
    })

    it('a gas entry with a count keeps its dates', () => {
      const result = submit(property([entry(2)]), {
        'gas.hasGasAppliances': 'YES',
        'gas.gasApplianceCountValue': '2+',
        'services[0].lastServiceDate': '2026-01-01',
      })
      expect(result.status === 'success' && result.value.services[0]?.lastServiceDate).toBe('2026-01-01')
    })
  })

  it('keeps the stored count when there is no gas service to ask about', () => {
    const result = submit(property([entry(1)], 'unknownCount'), {})
    expect(result.status === 'success' && result.value.gasApplianceCountValue).toBe('unknownCount')
  })
})

describe('gas answers', () => {
  it('reads a stored count as an answer and back', () => {
    expect(gasAnswerOf(null)).toEqual({})
    expect(gasAnswerOf('unknownCount')).toEqual({})
    expect(gasAnswerOf('0')).toEqual({ hasGasAppliances: 'NO' })
    expect(gasAnswerOf('2+')).toEqual({ hasGasAppliances: 'YES', gasApplianceCountValue: '2+' })
    expect(gasCountOf({})).toBeNull()
    expect(gasCountOf({ hasGasAppliances: 'YES' })).toBeNull()
    expect(gasCountOf({ hasGasAppliances: 'YES', gasApplianceCountValue: '1' })).toBe('1')
    expect(gasCountOf({ hasGasAppliances: 'NO', gasApplianceCountValue: '1' })).toBe('0')
  })

  it('starts the form from the stored entries', () => {
    const p = property([entry(2, { lastServiceDate: '2025-01-01', providedBy: { id: 9, providedBy: 'Acme' } })], '1')
    expect(serviceEntryDefaults(p)).toEqual({
      agencyPortfolioPropertyId: '7',
      gas: { hasGasAppliances: 'YES', gasApplianceCountValue: '1' },
      services: [{ complianceRequirementId: '2', providerId: '9', lastServiceDate: '2025-01-01', nextServiceDate: '' }],
    })
  })
})

describe('server field errors', () => {
  it('are renamed to the form fields they belong to', () => {
    expect(formFieldErrors({ 'services.0.lastServiceDate': ['x'], services: ['y'], 'a.10': ['z'] })).toEqual({
      'services[0].lastServiceDate': ['x'],
      services: ['y'],
      'a[10]': ['z'],
    })
  })
})
