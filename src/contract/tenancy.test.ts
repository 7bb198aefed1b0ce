import { parseWithValibot } from '@conform-to/valibot'
import * as v from 'valibot'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { INVALID_DATE_MESSAGE } from './dates.ts'
import {
  AddLeaseAgreementFormSchema,
  ConfirmTenancyBodySchema,
  doNotContactLabel,
  LeaseAgreementFormSchema,
  type PropertyTenancySummary,
  TenancyIdParamSchema,
  TenancySchema,
  tenancyDisplay,
} from './tenancy.ts'
import {
  type AddTenancyBody,
  AddTenancyBodySchema,
  ContactNumberBodySchema,
  OccupantBodySchema,
  OccupantsFormSchema,
  type UpdateTenancyBody,
  UpdateTenancyBodySchema,
} from './tenancy-bodies.ts'

/** Messages by dot path, as the server's 400 answer carries them. */
function errorsOf(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input)
  const errors: Record<string, string[]> = {}
  for (const issue of result.issues ?? []) {
    const path = v.getDotPath(issue) ?? ''
    errors[path] = [...(errors[path] ?? []), issue.message]
  }
  return errors
}

/** What a Conform form gets back: the value, or messages by field name as the form writes them ('occupants[0].name'). */
function submit<T extends v.GenericSchema>(schema: T, entries: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) data.append(name, value)
  const submission = parseWithValibot(data, { schema })
  const result: { value?: v.InferOutput<T>; error?: Record<string, string[] | null> | null } =
    submission.status === 'success' ? { value: submission.value } : { error: submission.error }
  return result
}

const occupant = { name: 'Sam Tenant', email: 'sam@example.com', contactNumbers: [] }
const tenancy = { startedAt: '2026-03-01', leaseType: 'NEW' as const }

describe('ContactNumberBodySchema', () => {
  it('normalises a valid number to international form', () => {
    expect(v.parse(ContactNumberBodySchema, { number: ' 0412 345 678 ', type: 'MOBILE' })).toEqual({
      number: '+61412345678',
      type: 'MOBILE',
    })
  })

  it.each([undefined, '', '   '])('says a number is required for %j', (number) => {
    expect(errorsOf(ContactNumberBodySchema, { number, type: 'HOME' })).toEqual({
      number: ['Contact number is required'],
    })
  })

  it.each(['123', 'abc', '0412'])('rejects %j', (number) => {
    expect(errorsOf(ContactNumberBodySchema, { number, type: 'HOME' })).toEqual({
      number: ['Please enter a valid contact number'],
    })
  })

  it('needs a known type', () => {
    expect(errorsOf(ContactNumberBodySchema, { number: '0412345678', type: 'FAX' })).toEqual({
      type: ['Please select a contact number type'],
    })
  })

  it('says required for an empty form field too', () => {
    expect(submit(ContactNumberBodySchema, { number: '', type: 'MOBILE' }).error).toEqual({
      number: ['Contact number is required'],
    })
  })
})

describe('OccupantBodySchema', () => {
  it('trims, turns a blank email into null, drops blank number rows and normalises the rest', () => {
    const output = v.parse(OccupantBodySchema, {
      name: '  Sam  ',
      email: '  ',
      contactNumbers: [
        { number: '', type: 'MOBILE' },
        { contactNumberId: 4, number: '(03) 9123 4567', type: 'HOME' },
      ],
    })
    expect(output).toEqual({
      name: 'Sam',
      email: null,
      contactNumbers: [{ contactNumberId: 4, number: '+61391234567', type: 'HOME' }],
    })
  })

  it.each([undefined, '', '   '])('asks for a name when it is %j', (name) => {
    expect(errorsOf(OccupantBodySchema, { ...occupant, name })).toEqual({ name: ['Please enter a name'] })
  })

  it('limits the name to 75 characters', () => {
    expect(v.safeParse(OccupantBodySchema, { ...occupant, name: 'a'.repeat(75) }).success).toBe(true)
    expect(errorsOf(OccupantBodySchema, { ...occupant, name: 'a'.repeat(76) })).toEqual({
      name: ['Name must not be longer than 75 characters'],
    })
  })

  it('rejects an invalid email', () => {
    expect(errorsOf(OccupantBodySchema, { ...occupant, email: 'sam@' })).toEqual({
      email: ['Please enter a valid email address'],
    })
  })

  it('limits the email to 75 characters, with that message alone', () => {
    const email = `${'a'.repeat(64)}@example.com`
    expect(errorsOf(OccupantBodySchema, { ...occupant, email })).toEqual({
      email: ['Email must not be longer than 75 characters'],
    })
  })

  it('reports an invalid number on its row', () => {
    expect(errorsOf(OccupantBodySchema, { ...occupant, contactNumbers: [{ number: '123', type: 'MOBILE' }] })).toEqual({
      'contactNumbers.0.number': ['Please enter a valid contact number'],
    })
  })

  it('needs an email or a number, reported on the occupant itself', () => {
    const input = { name: 'Sam', email: '', contactNumbers: [{ number: ' ', type: 'MOBILE' }] }
    expect(errorsOf(OccupantBodySchema, input)).toEqual({
      '': ['Please enter at least one valid contact number or email'],
    })
    expect(v.safeParse(OccupantBodySchema, { ...input, email: 'sam@example.com' }).success).toBe(true)
    expect(
      v.safeParse(OccupantBodySchema, { ...input, contactNumbers: [{ number: '0412345678', type: 'MOBILE' }] }).success,
    ).toBe(true)
  })

  it('caps the contact numbers', () => {
    const contactNumbers = Array.from({ length: 11 }, () => ({ number: '0412345678', type: 'MOBILE' }))
    expect(errorsOf(OccupantBodySchema, { ...occupant, contactNumbers })).toEqual({
      contactNumbers: ['An occupant can have at most 10 contact numbers'],
    })
  })
})

describe('OccupantsFormSchema', () => {
  it('reads the occupant list from the form, where blank fields arrive as nothing', () => {
    const submission = submit(OccupantsFormSchema, {
      'occupants[0].name': 'Sam',
      'occupants[0].email': '',
      'occupants[0].contactNumbers[0].number': '0412 345 678',
      'occupants[0].contactNumbers[0].type': 'MOBILE',
      'occupants[1].occupantId': '7',
      'occupants[1].name': 'Alex',
      'occupants[1].email': 'alex@example.com',
      'occupants[1].contactNumbers[0].number': '',
      'occupants[1].contactNumbers[0].type': 'MOBILE',
    })
    expect(submission.value).toEqual({
      occupants: [
        { name: 'Sam', email: null, contactNumbers: [{ number: '+61412345678', type: 'MOBILE' }] },
        { occupantId: 7, name: 'Alex', email: 'alex@example.com', contactNumbers: [] },
      ],
    })
  })

  it('shows each message where the form puts it', () => {
    const submission = submit(OccupantsFormSchema, {
      'occupants[0].name': '',
      'occupants[0].email': 'sam@example.com',
      'occupants[1].name': 'Alex',
      'occupants[1].email': '',
      'occupants[1].contactNumbers[0].number': '',
      'occupants[1].contactNumbers[0].type': 'MOBILE',
      'occupants[2].name': 'Jo',
      'occupants[2].contactNumbers[0].number': 'abc',
      'occupants[2].contactNumbers[0].type': 'MOBILE',
    })
    expect(submission.error).toEqual({
      'occupants[0].name': ['Please enter a name'],
      'occupants[1]': ['Please enter at least one valid contact number or email'],
      'occupants[2].contactNumbers[0].number': ['Please enter a valid contact number'],
    })
  })
})

describe('AddTenancyBodySchema', () => {
  it('passes a valid body and fills in the optional fields as null', () => {
    expect(v.parse(AddTenancyBodySchema, { tenancy: { ...tenancy, notes: '  ' }, occupants: [occupant] })).toEqual({
      tenancy: { ...tenancy, endedAt: null, vacatingAt: null, notes: null },
      occupants: [{ ...occupant, contactNumbers: [] }],
    })
  })

  it('needs a lease type', () => {
    expect(errorsOf(AddTenancyBodySchema, { tenancy: { startedAt: '2026-03-01' }, occupants: [] })).toEqual({
      'tenancy.leaseType': ['Lease type is required'],
    })
  })

  it('needs a start date', () => {
    expect(errorsOf(AddTenancyBodySchema, { tenancy: { ...tenancy, startedAt: '' }, occupants: [] })).toEqual({
      'tenancy.startedAt': ['Start date is required'],
    })
  })

  it('rejects dates that are not real', () => {
    const body = { tenancy: { ...tenancy, startedAt: '2026-02-30', vacatingAt: '01/04/2026' }, occupants: [] }
    expect(errorsOf(AddTenancyBodySchema, body)).toEqual({
      'tenancy.startedAt': [INVALID_DATE_MESSAGE],
      'tenancy.vacatingAt': [INVALID_DATE_MESSAGE],
    })
  })

  it('puts the end and vacate dates after the start, reporting each on its own field', () => {
    const body = { tenancy: { ...tenancy, endedAt: '2026-03-01', vacatingAt: '2026-02-01' }, occupants: [] }
    expect(errorsOf(AddTenancyBodySchema, body)).toEqual({
      'tenancy.endedAt': ['Tenancy end date cannot be on or before the start date'],
      'tenancy.vacatingAt': ['Vacate date cannot be on or before the start date'],
    })
    const later = { tenancy: { ...tenancy, endedAt: '2026-03-02', vacatingAt: '2026-03-02' }, occupants: [] }
    expect(v.safeParse(AddTenancyBodySchema, later).success).toBe(true)
  })

  it('limits the notes to 500 characters', () => {
    expect(
      v.safeParse(AddTenancyBodySchema, { tenancy: { ...tenancy, notes: 'n'.repeat(500) }, occupants: [] }).success,
    ).toBe(true)
    expect(errorsOf(AddTenancyBodySchema, { tenancy: { ...tenancy, notes: 'n'.repeat(501) }, occupants: [] })).toEqual({
      'tenancy.notes': ['Message should be 500 characters or less'],
    })
  })

  it('reports occupant messages under their index, and caps the occupants', () => {
    expect(errorsOf(AddTenancyBodySchema, { tenancy, occupants: [occupant, { ...occupant, name: '' }] })).toEqual({
      'occupants.1.name': ['Please enter a name'],
    })
    expect(errorsOf(AddTenancyBodySchema, { tenancy, occupants: Array(21).fill(occupant) })).toEqual({
      occupants: ['A tenancy can have at most 20 occupants'],
    })
  })
})

describe('UpdateTenancyBodySchema', () => {
  it('needs the version the edit started from, and no lease type', () => {
    const body = { tenancy: { startedAt: '2026-03-01', version: 3 }, occupants: [] }
    expect(v.safeParse(UpdateTenancyBodySchema, body).success).toBe(true)
    expect(errorsOf(UpdateTenancyBodySchema, { ...body, tenancy: { startedAt: '2026-03-01' } })).toEqual({
      'tenancy.version': ['Tenancy version is required'],
    })
  })

  it('checks the dates as adding does', () => {
    const body = { tenancy: { startedAt: '2026-03-01', endedAt: '2026-02-28', version: 3 }, occupants: [] }
    expect(errorsOf(UpdateTenancyBodySchema, body)).toEqual({
      'tenancy.endedAt': ['Tenancy end date cannot be on or before the start date'],
    })
  })
})

describe('lease agreement form schemas', () => {
  const filled = { leaseType: 'NEW', startedAt: '1/3/2026', endedAt: '28/02/2027', vacatingAt: '', notes: 'Pets' }

  it('turn typed dates into the body’s, which the body schemas accept', () => {
    const lease = submit(AddLeaseAgreementFormSchema, filled)
    const occupants = submit(OccupantsFormSchema, {
      'occupants[0].name': 'Sam',
      'occupants[0].email': 'sam@example.com',
    })
    if (!lease.value || !occupants.value) throw new Error('expected valid forms')
    expect(lease.value).toEqual({
      leaseType: 'NEW',
      startedAt: '2026-03-01',
      endedAt: '2027-02-28',
      vacatingAt: null,
      notes: 'Pets',
    })
    const body: AddTenancyBody = { tenancy: lease.value, occupants: occupants.value.occupants }
    expect(v.safeParse(AddTenancyBodySchema, body).success).toBe(true)
  })

  it('give every lease agreement message on its field', () => {
    expect(
      submit(AddLeaseAgreementFormSchema, { startedAt: '', endedAt: '31/02/2027', notes: 'n'.repeat(501) }).error,
    ).toEqual({
      leaseType: ['Lease type is required'],
      startedAt: ['Start date is required'],
      endedAt: [INVALID_DATE_MESSAGE],
      notes: ['Message should be 500 characters or less'],
    })
    expect(
      submit(AddLeaseAgreementFormSchema, { ...filled, endedAt: '1/3/2026', vacatingAt: '01/01/2026' }).error,
    ).toEqual({
      endedAt: ['Tenancy end date cannot be on or before the start date'],
      vacatingAt: ['Vacate date cannot be on or before the start date'],
    })
  })

  it('leave the lease type optional when editing', () => {
    const lease = submit(LeaseAgreementFormSchema, { startedAt: '01/03/2026' })
    expect(lease.value).toEqual({
      startedAt: '2026-03-01',
      endedAt: null,
      vacatingAt: null,
      notes: null,
    })
  })

  it('have outputs that are body inputs', () => {
    type Occupants = v.InferOutput<typeof OccupantsFormSchema>['occupants']
    expectTypeOf<v.InferOutput<typeof AddLeaseAgreementFormSchema>>().toExtend<AddTenancyBody['tenancy']>()
    expectTypeOf<Occupants>().toExtend<AddTenancyBody['occupants']>()
    expectTypeOf<v.InferOutput<typeof LeaseAgreementFormSchema> & { version: number }>().toExtend<
      UpdateTenancyBody['tenancy']
    >()
  })
})

describe('TenancyIdParamSchema', () => {
  it('reads a positive id from the path and finds nothing for anything else', () => {
    expect(v.parse(TenancyIdParamSchema, '12')).toBe(12)
    for (const raw of ['0', '-1', '1.5', 'abc', '', '012', '2147483648']) {
      expect(v.safeParse(TenancyIdParamSchema, raw).issues?.map((i) => i.message)).toEqual(['Tenancy not found'])
    }
  })
})

describe('ConfirmTenancyBodySchema', () => {
  it('takes the version confirmed, or null for a property without a tenancy', () => {
    expect(v.parse(ConfirmTenancyBodySchema, { version: 2 })).toEqual({ version: 2 })
    expect(v.parse(ConfirmTenancyBodySchema, { version: null })).toEqual({ version: null })
    expect(errorsOf(ConfirmTenancyBodySchema, {})).toEqual({ version: ['Tenancy version is required'] })
  })
})

describe('doNotContactLabel', () => {
  it('shows OTHER as "Unable to Contact" and other reasons by name', () => {
    expect(doNotContactLabel('OTHER', 'Other reason')).toBe('Unable to Contact')
    expect(doNotContactLabel('DECEASED', 'Deceased')).toBe('Deceased')
    expect(doNotContactLabel(null, null)).toBeNull()
  })
})

describe('tenancyDisplay', () => {
  const current = v.parse(TenancySchema, {
    tenancyId: 1,
    startedAt: '2025-01-01',
    endedAt: null,
    vacatingAt: null,
    notes: null,
    source: 'AGENCY_PORTAL',
    leaseType: 'NEW',
    version: 1,
    confirmedAt: null,
    occupants: [],
  })
  const summary = (patch: Partial<PropertyTenancySummary>): PropertyTenancySummary => ({
    currentTenancy: current,
    isVacant: false,
    vacantUntil: null,
    upcomingTenancy: null,
    ...patch,
  })
  const today = '2026-03-05'

  it('says Vacant, with the date it is vacant until when there is one', () => {
    expect(tenancyDisplay(summary({ currentTenancy: null, isVacant: true }), today)).toBe('Vacant')
    expect(tenancyDisplay(summary({ currentTenancy: null, isVacant: true, vacantUntil: '2026-04-01' }), today)).toBe(
      'Vacant until 01/04/2026',
    )
    const upcomingTenancy = { tenancyId: 2, startedAt: '2026-05-01' }
    expect(tenancyDisplay(summary({ currentTenancy: null, isVacant: true, upcomingTenancy }), today)).toBe(
      'Vacant until 01/05/2026',
    )
  })

  it('says Vacated on a past vacate date and Vacating on today or a future one', () => {
    const on = (vacatingAt: string) => summary({ currentTenancy: { ...current, vacatingAt } })
    expect(tenancyDisplay(on('2026-03-04'), today)).toBe('Vacated on 04/03/2026')
    expect(tenancyDisplay(on('2026-03-05'), today)).toBe('Vacating on 05/03/2026')
    expect(tenancyDisplay(on('2026-06-30'), today)).toBe('Vacating on 30/06/2026')
  })

  it('says nothing for a tenancy with no vacate date', () => {
    expect(tenancyDisplay(summary({}), today)).toBeNull()
  })
})
