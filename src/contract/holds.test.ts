import { parseWithValibot } from '@conform-to/valibot'
import * as v from 'valibot'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { INVALID_DATE_MESSAGE } from './dates.ts'
import {
  CancellationRequestBodySchema,
  CancellationSummarySchema,
  type HoldRequestBody,
  holdRequestBodySchema,
  holdRequestFormSchema,
} from './holds.ts'

function errorsOf(schema: v.GenericSchema, input: unknown) {
  const errors: Record<string, string[]> = {}
  for (const issue of v.safeParse(schema, input).issues ?? []) {
    const path = v.getDotPath(issue) ?? ''
    errors[path] = [...(errors[path] ?? []), issue.message]
  }
  return errors
}

function submit<T extends v.GenericSchema>(schema: T, entries: [string, string][]) {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  const submission = parseWithValibot(data, { schema })
  const result: { value?: v.InferOutput<T>; error?: Record<string, string[] | null> | null } =
    submission.status === 'success' ? { value: submission.value } : { error: submission.error }
  return result
}

const today = '2026-03-05'

describe('holdRequestBodySchema', () => {
  const schema = holdRequestBodySchema(today)
  const hold = { services: [1, 2, 1], holdDate: today, reasonNote: '  Owner renovating  ' }

  it('passes a hold from today on, with the services once each and the reason trimmed', () => {
    expect(v.parse(schema, hold)).toEqual({ services: [1, 2], holdDate: today, reasonNote: 'Owner renovating' })
  })

  it.each([[[]], [undefined]])('needs at least one service (%j)', (services) => {
    expect(errorsOf(schema, { ...hold, services })).toEqual({ services: ['Must request to hold at least one service'] })
  })

  it.each([undefined, ''])('needs a date (%j)', (holdDate) => {
    expect(errorsOf(schema, { ...hold, holdDate })).toEqual({ holdDate: ['Date is required'] })
  })

  it('rejects a past or invalid date', () => {
    expect(errorsOf(schema, { ...hold, holdDate: '2026-03-04' })).toEqual({ holdDate: ['Date cannot be in the past'] })
    expect(errorsOf(schema, { ...hold, holdDate: '2026-02-30' })).toEqual({ holdDate: [INVALID_DATE_MESSAGE] })
  })

  it('needs a reason, and one that is not blank', () => {
    expect(errorsOf(schema, { ...hold, reasonNote: undefined })).toEqual({ reasonNote: ['Reason is required'] })
    expect(errorsOf(schema, { ...hold, reasonNote: '' })).toEqual({ reasonNote: ['Reason is required'] })
    expect(errorsOf(schema, { ...hold, reasonNote: '   ' })).toEqual({ reasonNote: ['Reason cannot be empty'] })
  })

  it('limits the reason to 500 characters', () => {
    expect(v.safeParse(schema, { ...hold, reasonNote: 'r'.repeat(500) }).success).toBe(true)
    expect(errorsOf(schema, { ...hold, reasonNote: 'r'.repeat(501) })).toEqual({
      reasonNote: ['Message should be 500 characters or less'],
    })
  })
})

describe('holdRequestFormSchema', () => {
  const schema = holdRequestFormSchema(today)

  it('reads ticked services and a typed date into a body', () => {
    const { value } = submit(schema, [
      ['services', '1'],
      ['services', '3'],
      ['holdDate', '6/3/2026'],
      ['reasonNote', 'Owner renovating'],
    ])
    expect(value).toEqual({ services: [1, 3], holdDate: '2026-03-06', reasonNote: 'Owner renovating' })
    expect(v.safeParse(holdRequestBodySchema(today), value).success).toBe(true)
    expectTypeOf<v.InferOutput<typeof schema>>().toExtend<HoldRequestBody>()
  })

  it('shows each message on its field', () => {
    expect(
      submit(schema, [
        ['holdDate', ''],
        ['reasonNote', ''],
      ]).error,
    ).toEqual({
      services: ['Must request to hold at least one service'],
      holdDate: ['Date is required'],
      reasonNote: ['Reason is required'],
    })
    expect(
      submit(schema, [
        ['services', '1'],
        ['holdDate', '04/03/2026'],
        ['reasonNote', '  '],
      ]).error,
    ).toEqual({
      holdDate: ['Date cannot be in the past'],
      reasonNote: ['Reason cannot be empty'],
    })
    expect(
      submit(schema, [
        ['services', '1'],
        ['holdDate', '2026-03-06'],
        ['reasonNote', 'x'],
      ]).error,
    ).toEqual({
      holdDate: [INVALID_DATE_MESSAGE],
    })
  })
})

describe('CancellationRequestBodySchema', () => {
  const request = { services: [1], cancellationReasonId: 101 }

  it('passes a request, notes optional', () => {
    expect(v.parse(CancellationRequestBodySchema, request)).toEqual({ ...request, notes: null })
    expect(v.parse(CancellationRequestBodySchema, { ...request, notes: ' Sold ' }).notes).toBe('Sold')
  })

  it('needs at least one service', () => {
    expect(errorsOf(CancellationRequestBodySchema, { ...request, services: [] })).toEqual({
      services: ['Must request to cancel at least one service'],
    })
  })

  it.each([undefined, 0, null])('needs a cancellation reason (%j)', (cancellationReasonId) => {
    expect(errorsOf(CancellationRequestBodySchema, { ...request, cancellationReasonId })).toEqual({
      cancellationReasonId: ['Please select a cancellation reason'],
    })
  })

  it('limits the notes to 500 characters', () => {
    expect(errorsOf(CancellationRequestBodySchema, { ...request, notes: 'n'.repeat(501) })).toEqual({
      notes: ['Message should be 500 characters or less'],
    })
  })

  it('serves the dialog as it is', () => {
    expect(
      submit(CancellationRequestBodySchema, [
        ['cancellationReasonId', ''],
        ['notes', ''],
      ]).error,
    ).toEqual({
      services: ['Must request to cancel at least one service'],
      cancellationReasonId: ['Please select a cancellation reason'],
    })
    expect(
      submit(CancellationRequestBodySchema, [
        ['services', '2'],
        ['cancellationReasonId', '101'],
      ]).value,
    ).toEqual({
      services: [2],
      cancellationReasonId: 101,
      notes: null,
    })
  })
})

describe('CancellationSummarySchema', () => {
  it('reads the cancellable services', () => {
    const summary = {
      cancellableServices: [{ id: 1, shortName: 'smoke', name: 'Smoke Alarm', isPendingCancellation: true }],
      canSelectServices: true,
      isCancelled: false,
    }
    expect(v.parse(CancellationSummarySchema, summary)).toEqual(summary)
  })
})
