import { parseWithValibot } from '@conform-to/valibot'
import { describe, expect, it } from 'vitest'
import { EXPIRY_REQUIRED } from '../../../contract/access-issues.ts'
import { NOTES_TOO_LONG } from '../../../contract/tenancy.ts'
import { effectiveValue, fieldDefaults, OPTION_REQUIRED, preferencesFormSchema } from './preference-form.ts'

const range = { min: '2026-11-25', max: '2027-02-24' }
const schema = preferencesFormSchema(range)
const others: [string, string][] = [
  ['internalEnPreference.value', 'NO'],
  ['vacantEntryPreference.value', 'BY_EXCEPTION'],
]

function parse(entries: [string, string][]) {
  const data = new FormData()
  for (const [k, value] of [...entries, ...others]) data.append(k, value)
  return parseWithValibot(data, { schema })
}
const errorOf = (result: ReturnType<typeof parse>, name: string) =>
  result.status === 'error' ? result.error?.[name] : undefined

describe('entry preferences form', () => {
  it('"Always allow" saves YES with option 1 and no expiry', () => {
    const result = parse([
      ['occupantAppointmentPreference.value', 'YES'],
      ['occupantAppointmentPreference.fieldOption', '1'],
    ])
    expect(result.status === 'success' && result.value).toEqual({
      occupantAppointmentPreference: { value: 'YES', fieldOption: '1', expiresAt: null },
      internalEnPreference: { value: 'NO', fieldOption: null, expiresAt: null },
      vacantEntryPreference: { value: 'BY_EXCEPTION', fieldOption: null, expiresAt: null },
      comments: null,
    })
  })
  it('"Allow until a set date" needs the expiry: "Expiration date is required"', () => {
    const result = parse([
      ['occupantAppointmentPreference.value', 'YES'],
      ['occupantAppointmentPreference.fieldOption', '0'],
    ])
    expect(errorOf(result, 'occupantAppointmentPreference.expiresAt')).toEqual([EXPIRY_REQUIRED])
  })
  it('the expiry lies between the allowed min and max, said in dd/MM/yyyy', () => {
    const outside = 'Expiration date must be between 25/11/2026 and 24/02/2027'
    for (const date of ['24/11/2026', '25/02/2027']) {
      const result = parse([
        ['occupantAppointmentPreference.value', 'YES'],
        ['occupantAppointmentPreference.fieldOption', '0'],
        ['occupantAppointmentPreference.expiresAt', date],
      ])
      expect(errorOf(result, 'occupantAppointmentPreference.expiresAt')).toEqual([outside])
    }
    const ok = parse([
      ['occupantAppointmentPreference.value', 'YES'],
      ['occupantAppointmentPreference.fieldOption', '0'],
      ['occupantAppointmentPreference.expiresAt', '24/02/2027'],
    ])
    expect(ok.status === 'success' && ok.value.occupantAppointmentPreference).toEqual({
      value: 'YES',
      fieldOption: '0',
      expiresAt: '2027-02-24',
    })
  })
  it('YES needs one of the two options; NO and BY_EXCEPTION drop any expiry', () => {
    expect(
      errorOf(parse([['occupantAppointmentPreference.value', 'YES']]), 'occupantAppointmentPreference.fieldOption'),
    ).toEqual([OPTION_REQUIRED])
    const no = parse([
      ['occupantAppointmentPreference.value', 'NO'],
      ['occupantAppointmentPreference.expiresAt', '01/01/2020'],
    ])
    expect(no.status === 'success' && no.value.occupantAppointmentPreference.expiresAt).toBeNull()
  })
  it('keeps comments under 500 characters', () => {
    const result = parse([
      ['occupantAppointmentPreference.value', 'NO'],
      ['comments', 'x'.repeat(500)],
    ])
    expect(errorOf(result, 'comments')).toEqual([NOTES_TOO_LONG])
  })
})

describe('effective entry preference', () => {
  const unset = { preference: null, tempPreference: null, tempPreferenceExpiresAt: null }
  const today = '2026-11-24'
  it('an unset field has the agency default', () => {
    expect(effectiveValue(unset, 'BY_EXCEPTION', today)).toEqual({
      value: 'BY_EXCEPTION',
      isDefault: true,
      until: null,
    })
  })
  it('a temporary YES holds until its expiry (inclusive), then the preference under it', () => {
    const temp = { preference: 'NO' as const, tempPreference: 'YES' as const, tempPreferenceExpiresAt: today }
    expect(effectiveValue(temp, 'YES', today)).toEqual({ value: 'YES', isDefault: false, until: today })
    expect(effectiveValue(temp, 'YES', '2026-11-25')).toEqual({ value: 'NO', isDefault: false, until: null })
    expect(fieldDefaults(temp, 'YES', today)).toEqual({ value: 'YES', fieldOption: '0', expiresAt: '24/11/2026' })
    expect(fieldDefaults(temp, 'YES', '2026-11-25')).toEqual({ value: 'NO', fieldOption: '1', expiresAt: '' })
  })
})
