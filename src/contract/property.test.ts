import { parseWithValibot } from '@conform-to/valibot'
import * as v from 'valibot'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { ACCESS_ISSUE_TYPES } from './catalog.ts'
import { INVALID_DATE_MESSAGE } from './dates.ts'
import {
  ACCESS_ISSUE_LABELS,
  AustralianAddressBodySchema,
  CONTACT_ROLE_LABELS,
  ContactAddressSchema,
  InternationalAddressBodySchema,
  nonResidentialTypeLabel,
  PropertyContactsSchema,
  PropertyDetailSchema,
  PropertyIdParamSchema,
  ResidentialStatusFormSchema,
  temporaryKeyExpiryRange,
  type UpdateKeysBody,
  type UpdateResidentialStatusBody,
  UpdateResidentialStatusBodySchema,
  updateKeysBodySchema,
  updateKeysFormSchema,
} from './property.ts'

function errorsOf(schema: v.GenericSchema, input: unknown) {
  const errors: Record<string, string[]> = {}
  for (const issue of v.safeParse(schema, input).issues ?? []) {
    const path = v.getDotPath(issue) ?? ''
    errors[path] = [...(errors[path] ?? []), issue.message]
  }
  return errors
}

function submit<T extends v.GenericSchema>(schema: T, entries: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) data.append(name, value)
  const submission = parseWithValibot(data, { schema })
  const result: { value?: v.InferOutput<T>; error?: Record<string, string[] | null> | null } =
    submission.status === 'success' ? { value: submission.value } : { error: submission.error }
  return result
}

describe('PropertyIdParamSchema', () => {
  it('reads a positive id and finds no property for anything else', () => {
    expect(v.parse(PropertyIdParamSchema, '42')).toBe(42)
    for (const raw of ['0', 'abc', '4.2', '99999999999']) {
      expect(v.safeParse(PropertyIdParamSchema, raw).issues?.map((i) => i.message)).toEqual(['Property not found'])
    }
  })
})

describe('address schemas', () => {
  const address = { line1: ' 1 Main St ', line2: ' ', suburbId: 9 }

  it('trims the lines and turns blank ones into null', () => {
    expect(v.parse(AustralianAddressBodySchema, address)).toEqual({
      line1: '1 Main St',
      line2: null,
      line3: null,
      suburbId: 9,
    })
  })

  it.each([undefined, '', '  '])('needs line 1 (%j)', (line1) => {
    expect(errorsOf(AustralianAddressBodySchema, { ...address, line1 })).toEqual({
      line1: ['Address line 1 is required'],
    })
  })

  it.each([undefined, 0, 1.5, '9'])('needs a suburb id (%j)', (suburbId) => {
    expect(errorsOf(AustralianAddressBodySchema, { ...address, suburbId })).toEqual({
      suburbId: ['Suburb is required'],
    })
  })

  it('gives the required messages when the fields are left out altogether', () => {
    expect(errorsOf(AustralianAddressBodySchema, {})).toEqual({
      line1: ['Address line 1 is required'],
      suburbId: ['Suburb is required'],
    })
    expect(errorsOf(InternationalAddressBodySchema, { internationalAddress: ' ' })).toEqual({
      internationalAddress: ['Address is required'],
    })
  })

  it('reads either kind of address, or none', () => {
    const suburb = { id: 9, name: 'Richmond', postcode: '3121', state: 'VIC' }
    const australian = { addressId: 1, line1: '1 Main St', line2: null, line3: null, suburbId: 9, suburb }
    expect(v.parse(ContactAddressSchema, australian)).toEqual(australian)
    expect(v.parse(ContactAddressSchema, { internationalAddress: '1 High St, London' })).toEqual({
      internationalAddress: '1 High St, London',
    })
    expect(v.parse(ContactAddressSchema, null)).toBeNull()
  })
})

describe('labels', () => {
  it('shows industrial and commercial properties as Strata', () => {
    expect(nonResidentialTypeLabel('industrial')).toBe('Strata')
    expect(nonResidentialTypeLabel('commercial')).toBe('Strata')
    expect(nonResidentialTypeLabel('other')).toBe('Other')
  })

  it('labels every access issue type, falling back to "Access issues"', () => {
    expect(Object.keys(ACCESS_ISSUE_LABELS).sort()).toEqual([...ACCESS_ISSUE_TYPES].sort())
    expect(ACCESS_ISSUE_LABELS.REQUIRES_AGENCY_CONFIRMATION).toBe('Requires confirmation')
    expect(ACCESS_ISSUE_LABELS.REFUSING_SERVICE).toBe('Refusing service')
    expect(ACCESS_ISSUE_LABELS.UNABLE_TO_CONTACT_OCCUPANT).toBe('Unable to contact')
    expect(ACCESS_ISSUE_LABELS.BAD_KEYS).toBe('Key issue')
    expect(ACCESS_ISSUE_LABELS.UNKNOWN).toBe('Access issues')
    expect(ACCESS_ISSUE_LABELS.COMMUNICATION_DIFFICULTY).toBe('Unable to contact')
  })

  it('names the contact roles', () => {
    expect(Object.values(CONTACT_ROLE_LABELS)).toEqual(['Property Manager', 'Landlord', 'Agency Contact', 'Occupant'])
  })
})

describe('response schemas', () => {
  it('read a property with its tenancy, keys, services and open issues', () => {
    const detail = {
      compliancePropertyId: 1,
      address: {
        line1: '1 Main St',
        line2: null,
        line3: null,
        suburb: 'Richmond',
        postcode: '3121',
        state: 'VIC',
        fullAddress: '1 Main St, Richmond VIC 3121',
      },
      tags: ['Vacant'],
      isIntegrated: false,
      isCancelled: false,
      softwareName: null,
      complianceStatus: 'COMPLIANT',
      overviewStatus: 'COMPLIANT',
      isResidentialProperty: true,
      nonResidentialPropertyType: null,
      propertyManager: { id: 3, name: 'Pat', email: 'pat@example.com' },
      isKeyAvailable: true,
      keyNumber: 'K12',
      keyLocationId: 2,
      keyLocation: { keyLocationId: 2, fullAddress: '5 Office Rd' },
      propertyKeyInformation: {
        onsiteAvailability: 'TEMPORARY',
        temporaryKeyExpirationDate: '2026-05-01',
        keyOnsiteNotes: 'Lockbox at the side gate',
        validFrom: '2026-03-01',
      },
      keysVersion: 3,
      services: [
        {
          serviceId: 1,
          code: 'SMOKE',
          name: 'Smoke Alarm',
          shortName: 'smoke',
          tags: ['ON_HOLD', 'OVERDUE'],
          complianceStatus: 'OVERDUE',
          lastServiceDate: '2025-01-01',
          nextServiceDate: '2026-01-01',
          bookedInDate: null,
          serviceFrequencyMonths: 12,
        },
      ],
      bookingMethod: 'APPOINTMENT',
      entryMethodPreferences: { vacantEntryPreference: 'YES' },
      showHoldService: true,
      showCancelProperty: true,
      canSelectCancellationServices: false,
      tenancy: { currentTenancy: null, isVacant: true, vacantUntil: null, upcomingTenancy: null },
      openAccessIssues: [
        { id: 1, issueType: 'BAD_KEYS', label: 'Key issue', entryMethod: 'ENTER_WITH_KEY_VACANT', createdAt: 'x' },
      ],
      openNotices: [{ id: 1, noticeType: 'UNKNOWN', isUrgent: true, createdAt: '2026-03-01T00:00:00.000Z' }],
      serviceRequests: [
        { id: 4, kind: 'HOLD', serviceIds: [1], holdDate: '2026-12-01', createdAt: '2026-11-20T00:00:00.000Z' },
      ],
      detailsConfirmedAt: null,
      agencyPortfolioPropertyId: null,
    }
    expect(v.parse(PropertyDetailSchema, detail)).toEqual(detail)
    expect(v.safeParse(PropertyDetailSchema, { ...detail, tags: ['Sold'] }).success).toBe(false)
  })

  it('read the property contacts', () => {
    const landlord = {
      name: 'Lee',
      email: null,
      salutation: 'Mr',
      contactNumbers: [{ contactNumberId: 1, number: '+61412345678', type: 'MOBILE' }],
      address: { internationalAddress: 'Auckland' },
      role: 'LANDLORD',
    }
    const contacts = { landlords: [landlord], occupants: [], propertyManagers: [] }
    expect(v.parse(PropertyContactsSchema, contacts)).toEqual(contacts)
  })
})

describe('updateKeysBodySchema', () => {
  const today = '2026-03-05'
  const schema = updateKeysBodySchema(today)
  const agencyKey = { isKeyAvailable: 'YES', keyNumber: ' K12 ', keyLocationId: 2, propertyManagerId: 3 }
  const propertyKey = { onsiteAvailability: 'AVAILABLE', keyOnsiteNotes: 'Lockbox at the gate' }
  const body = (agency: object, property: object) => ({
    agencyKey: { ...agencyKey, ...agency },
    propertyKey: { ...propertyKey, ...property },
  })

  it('gives the temporary key range as one to six months ahead', () => {
    expect(temporaryKeyExpiryRange(today)).toEqual({ min: '2026-04-05', max: '2026-09-05' })
  })

  it('passes a valid body, dropping answers that no longer apply', () => {
    expect(v.parse(schema, body({}, { temporaryKeyExpirationDate: '2026-05-01' }))).toEqual({
      agencyKey: { isKeyAvailable: 'YES', keyNumber: 'K12', keyLocationId: 2, propertyManagerId: 3 },
      propertyKey: {
        onsiteAvailability: 'AVAILABLE',
        temporaryKeyExpirationDate: null,
        keyOnsiteNotes: 'Lockbox at the gate',
      },
    })
    expect(v.parse(schema, body({ isKeyAvailable: 'NO' }, {})).agencyKey).toEqual({
      isKeyAvailable: 'NO',
      keyNumber: null,
      keyLocationId: null,
      propertyManagerId: 3,
    })
  })

  it('takes the key details version an edit was made against, a whole number from 1, or none', () => {
    expect(v.parse(schema, { ...body({}, {}), version: 4 }).version).toBe(4)
    expect(v.parse(schema, body({}, {})).version).toBeUndefined()
    for (const version of [0, 1.5, '4', null, 2_147_483_647]) {
      expect(errorsOf(schema, { ...body({}, {}), version })).toEqual({ version: ['Key details version is not valid'] })
    }
  })

  it.each([null, '', '  ', undefined])('needs a key number when the agency has the key (%j)', (keyNumber) => {
    expect(errorsOf(schema, body({ keyNumber }, {}))).toEqual({ 'agencyKey.keyNumber': ['Key number is required'] })
  })

  it.each([undefined, 0, null])('needs a property manager (%j)', (propertyManagerId) => {
    expect(errorsOf(schema, body({ propertyManagerId }, {}))).toEqual({
      'agencyKey.propertyManagerId': ['Property manager is required'],
    })
  })

  it('needs the key to be available when the key must be valid', () => {
    const strict = updateKeysBodySchema(today, { keyMustBeValid: true })
    expect(errorsOf(strict, body({ isKeyAvailable: 'NO' }, {}))).toEqual({
      'agencyKey.isKeyAvailable': ['Key must be available to be picked up'],
    })
    expect(v.safeParse(strict, body({}, {})).success).toBe(true)
  })

  it('needs an expiration date for a temporarily available key', () => {
    expect(errorsOf(schema, body({}, { onsiteAvailability: 'TEMPORARY' }))).toEqual({
      'propertyKey.temporaryKeyExpirationDate': ['There must be an expiration date if key is temporarily available'],
    })
  })

  it('keeps the expiration date one to six months ahead, both ends included', () => {
    const expiring = (temporaryKeyExpirationDate: string) =>
      body({}, { onsiteAvailability: 'TEMPORARY', temporaryKeyExpirationDate })
    for (const date of ['2026-04-05', '2026-09-05']) expect(v.safeParse(schema, expiring(date)).success).toBe(true)
    for (const date of ['2026-04-04', '2026-09-06']) {
      expect(errorsOf(schema, expiring(date))).toEqual({
        'propertyKey.temporaryKeyExpirationDate': ['Expiration date must be between 05/04/2026 and 05/09/2026'],
      })
    }
    expect(errorsOf(schema, expiring('2026-02-30'))).toEqual({
      'propertyKey.temporaryKeyExpirationDate': [INVALID_DATE_MESSAGE],
    })
  })

  it.each([null, 'abcd', 'abcde', '  abcd  '])(
    'needs on-site notes longer than 5 characters unless the key is unavailable (%j)',
    (notes) => {
      expect(errorsOf(schema, body({}, { keyOnsiteNotes: notes }))).toEqual({
        'propertyKey.keyOnsiteNotes': ['Key onsite notes must be at least 5 characters long'],
      })
      expect(v.safeParse(schema, body({}, { onsiteAvailability: 'UNAVAILABLE', keyOnsiteNotes: notes })).success).toBe(
        true,
      )
    },
  )

  it('takes on-site notes of 6 characters', () => {
    expect(v.safeParse(schema, body({}, { keyOnsiteNotes: 'abcdef' })).success).toBe(true)
  })

  it('limits the on-site notes to 500 characters', () => {
    expect(v.safeParse(schema, body({}, { keyOnsiteNotes: 'n'.repeat(500) })).success).toBe(true)
    expect(errorsOf(schema, body({}, { keyOnsiteNotes: 'n'.repeat(501) }))).toEqual({
      'propertyKey.keyOnsiteNotes': ['Message should be 500 characters or less'],
    })
  })
})

describe('updateKeysFormSchema', () => {
  const schema = updateKeysFormSchema('2026-03-05')
  const fields = {
    'agencyKey.isKeyAvailable': 'YES',
    'agencyKey.keyNumber': 'K12',
    'agencyKey.keyLocationId': '',
    'agencyKey.propertyManagerId': '3',
    'propertyKey.onsiteAvailability': 'TEMPORARY',
    'propertyKey.temporaryKeyExpirationDate': '1/5/2026',
    'propertyKey.keyOnsiteNotes': 'Lockbox at the gate',
  }

  it('reads the dialog into a body the body schema accepts', () => {
    const { value } = submit(schema, fields)
    expect(value).toEqual({
      agencyKey: { isKeyAvailable: 'YES', keyNumber: 'K12', keyLocationId: null, propertyManagerId: 3 },
      propertyKey: {
        onsiteAvailability: 'TEMPORARY',
        temporaryKeyExpirationDate: '2026-05-01',
        keyOnsiteNotes: 'Lockbox at the gate',
      },
    })
    expect(v.safeParse(updateKeysBodySchema('2026-03-05'), value).success).toBe(true)
    expectTypeOf<v.InferOutput<typeof schema>>().toExtend<UpdateKeysBody>()
  })

  it('shows each message on its field', () => {
    const { error } = submit(schema, {
      ...fields,
      'agencyKey.keyNumber': '',
      'agencyKey.propertyManagerId': '',
      'propertyKey.temporaryKeyExpirationDate': '31/02/2026',
      'propertyKey.keyOnsiteNotes': '',
    })
    expect(error).toEqual({
      'agencyKey.keyNumber': ['Key number is required'],
      'agencyKey.propertyManagerId': ['Property manager is required'],
      'propertyKey.temporaryKeyExpirationDate': [INVALID_DATE_MESSAGE],
      'propertyKey.keyOnsiteNotes': ['Key onsite notes must be at least 5 characters long'],
    })
    expect(submit(schema, { ...fields, 'propertyKey.temporaryKeyExpirationDate': '' }).error).toEqual({
      'propertyKey.temporaryKeyExpirationDate': ['There must be an expiration date if key is temporarily available'],
    })
  })
})

describe('residential status', () => {
  it('needs a property type when the property becomes non-residential', () => {
    expect(errorsOf(UpdateResidentialStatusBodySchema, { isResidentialProperty: false })).toEqual({
      nonResidentialPropertyType: ['Property type is required'],
    })
    expect(
      v.parse(UpdateResidentialStatusBodySchema, { isResidentialProperty: false, nonResidentialPropertyType: 'other' }),
    ).toEqual({
      isResidentialProperty: false,
      nonResidentialPropertyType: 'other',
    })
  })

  it('drops the type of a residential property', () => {
    expect(
      v.parse(UpdateResidentialStatusBodySchema, {
        isResidentialProperty: true,
        nonResidentialPropertyType: 'commercial',
      }),
    ).toEqual({
      isResidentialProperty: true,
      nonResidentialPropertyType: null,
    })
    expectTypeOf<UpdateResidentialStatusBody['isResidentialProperty']>().toEqualTypeOf<boolean>()
  })

  it('reads an unticked residential checkbox as non-residential in the form', () => {
    expect(submit(ResidentialStatusFormSchema, { nonResidentialPropertyType: '' }).error).toEqual({
      nonResidentialPropertyType: ['Property type is required'],
    })
    expect(submit(ResidentialStatusFormSchema, { isResidentialProperty: 'on' }).value).toEqual({
      isResidentialProperty: true,
      nonResidentialPropertyType: null,
    })
  })
})
