import { describe, expect, it } from 'vitest'
import { dateOrDash, formatIncGst, humanise, managedByLabel, propertyComplianceDisplay } from './format.ts'

describe('property formats', () => {
  it('shows amounts in AUD with GST included', () => {
    expect(formatIncGst(1234.5)).toBe('$1,234.50 inc. GST')
    expect(formatIncGst(0)).toBe('$0.00 inc. GST')
  })

  it('shows dates dd/MM/yyyy and a dash for none', () => {
    expect(dateOrDash('2026-02-03')).toBe('03/02/2026')
    expect(dateOrDash(null)).toBe('–')
  })

  it('reduces the property status to the three the spec displays', () => {
    expect(propertyComplianceDisplay('COMPLIANT').label).toBe('Compliant')
    expect(propertyComplianceDisplay('NON_RESIDENTIAL_PROPERTY').label).toBe('Non-residential')
    expect(propertyComplianceDisplay('OVERDUE').label).toBe('Compliance issues')
    expect(propertyComplianceDisplay('MISSING_SUPPLIER').label).toBe('Compliance issues')
  })

  it('names who manages a service, the provider when nobody else does', () => {
    expect(managedByLabel(null)).toBe('Compliance provider')
    expect(managedByLabel('THIRD_PARTY')).toBe('Third party')
    // foundations §9's managed-by markers, word for word.
    expect(managedByLabel('NOT_MANAGED')).toBe('Not Managed')
    expect(managedByLabel('LANDLORD')).toBe('Managed By Landlord')
  })

  it('turns codes into sentences', () => {
    expect(humanise('REQUIRES_AGENCY_CONFIRMATION')).toBe('Requires agency confirmation')
  })
})
