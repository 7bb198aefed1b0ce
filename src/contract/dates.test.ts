import { parseWithValibot } from '@conform-to/valibot'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  addMonthsIso,
  DateInputSchema,
  INVALID_DATE_MESSAGE,
  IsoDateSchema,
  isIsoDate,
  parseDateInput,
  toDateInput,
} from './dates.ts'
import { todayIso } from './today.ts'

describe('parseDateInput', () => {
  it.each([
    ['05/03/2026', '2026-03-05'],
    ['5/3/2026', '2026-03-05'],
    ['  31/12/2026 ', '2026-12-31'],
    ['29/02/2028', '2028-02-29'],
  ])('reads %j as %s', (text, iso) => {
    expect(parseDateInput(text)).toBe(iso)
  })

  it.each([
    '31/02/2026',
    '29/02/2026',
    '32/01/2026',
    '01/13/2026',
    '2026-03-05',
    '5/3/26',
    '05-03-2026',
    '01/01/0202',
    '',
  ])('rejects %j', (text) => {
    expect(parseDateInput(text)).toBeNull()
  })
})

describe('isIsoDate and toDateInput', () => {
  it('accepts only real yyyy-MM-dd dates', () => {
    expect(isIsoDate('2026-03-05')).toBe(true)
    expect(isIsoDate('2026-02-31')).toBe(false)
    expect(isIsoDate('2026-3-5')).toBe(false)
    expect(isIsoDate('05/03/2026')).toBe(false)
  })

  it('turns an ISO date back into dd/MM/yyyy, and nothing into ""', () => {
    expect(toDateInput('2026-03-05')).toBe('05/03/2026')
    expect(toDateInput(null)).toBe('')
    expect(toDateInput(undefined)).toBe('')
    expect(toDateInput('2026-02-31')).toBe('')
  })
})

describe('addMonthsIso and todayIso', () => {
  it('adds calendar months, clamping to the end of a shorter month', () => {
    expect(addMonthsIso('2026-03-05', 1)).toBe('2026-04-05')
    expect(addMonthsIso('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonthsIso('2026-08-31', 6)).toBe('2027-02-28')
  })

  it('gives the date in the zone asked for: an Australian morning is still yesterday in UTC', () => {
    const now = new Date('2026-03-04T20:30:00Z')
    expect(todayIso('Australia/Melbourne', now)).toBe('2026-03-05')
    expect(todayIso('UTC', now)).toBe('2026-03-04')
  })
})

describe('IsoDateSchema', () => {
  const schema = IsoDateSchema(INVALID_DATE_MESSAGE, 'Date is required')
  const messages = (input: unknown) => v.safeParse(schema, input).issues?.map((i) => i.message)

  it('passes a real date', () => {
    expect(v.parse(schema, '2026-03-05')).toBe('2026-03-05')
  })

  it('says the date is required when it is missing or empty, and invalid otherwise', () => {
    expect(messages(undefined)).toEqual(['Date is required'])
    expect(messages('')).toEqual(['Date is required'])
    expect(messages('2026-02-31')).toEqual([INVALID_DATE_MESSAGE])
    expect(messages('05/03/2026')).toEqual([INVALID_DATE_MESSAGE])
  })

  it('stops checks piped after it from seeing an invalid date', () => {
    const notPast = v.pipe(
      schema,
      v.check((d) => d >= '2026-01-01', 'Date cannot be in the past'),
    )
    expect(v.safeParse(notPast, '').issues?.map((i) => i.message)).toEqual(['Date is required'])
    expect(v.safeParse(notPast, '2025-12-31').issues?.map((i) => i.message)).toEqual(['Date cannot be in the past'])
  })
})

describe('DateInputSchema', () => {
  const schema = v.object({
    startedAt: DateInputSchema(INVALID_DATE_MESSAGE, 'Start date is required'),
    endedAt: v.nullish(DateInputSchema(INVALID_DATE_MESSAGE), null),
  })
  const form = (entries: Record<string, string>) => {
    const data = new FormData()
    for (const [name, value] of Object.entries(entries)) data.append(name, value)
    const submission = parseWithValibot(data, { schema })
    return submission.status === 'success' ? { value: submission.value } : { error: submission.error }
  }

  it('turns typed dates into ISO dates, and an empty optional one into null', () => {
    expect(form({ startedAt: ' 5/3/2026 ', endedAt: '' })).toEqual({
      value: { startedAt: '2026-03-05', endedAt: null },
    })
  })

  it('gives the required message for an empty field and the format message for a bad one', () => {
    expect(form({ startedAt: '', endedAt: '31/02/2026' })).toEqual({
      error: { startedAt: ['Start date is required'], endedAt: [INVALID_DATE_MESSAGE] },
    })
    expect(form({ startedAt: '2026-03-05' })).toEqual({ error: { startedAt: [INVALID_DATE_MESSAGE] } })
  })
})
