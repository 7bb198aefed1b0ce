import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { type FirstStep, requestStepsMachine } from './request-steps.machine.ts'
import { useRequestSteps } from './use-request-steps.ts'

afterEach(cleanup)

const KEY = /^[0-9a-f-]{36}$/
const start = (first: FirstStep) => createActor(requestStepsMachine, { input: { first } }).start()

describe('request steps machine', () => {
  it.each(['REQUEST', 'EDIT_PROPERTY_DATA'] as const)(
    '%s -> CONFIRM, with Back, nothing confirmed at first',
    (first) => {
      const actor = start(first)
      expect(actor.getSnapshot().value).toBe(first)
      expect(actor.getSnapshot().context.confirming).toBeNull()
      // Nothing before the first step.
      actor.send({ type: 'BACK' })
      expect(actor.getSnapshot().value).toBe(first)

      actor.send({ type: 'NEXT', value: { notes: 'Gate code 1234' } })
      expect(actor.getSnapshot().value).toBe('CONFIRM')
      expect(actor.getSnapshot().context.confirming).toEqual({
        value: { notes: 'Gate code 1234' },
        idempotencyKey: expect.stringMatching(KEY),
      })

      actor.send({ type: 'BACK' })
      expect(actor.getSnapshot().value).toBe(first)
      expect(actor.getSnapshot().context.confirming).toBeNull()
    },
  )

  it('keeps the submission (value and key) while in CONFIRM, so a retry sends the same key', () => {
    const actor = start('REQUEST')
    actor.send({ type: 'NEXT', value: 'first' })
    const confirming = actor.getSnapshot().context.confirming
    actor.send({ type: 'NEXT', value: 'second' })
    expect(actor.getSnapshot().value).toBe('CONFIRM')
    expect(actor.getSnapshot().context.confirming).toBe(confirming)
  })

  it('gives each NEXT a new key: Back then Next is a new submission', () => {
    const actor = start('EDIT_PROPERTY_DATA')
    actor.send({ type: 'NEXT', value: 'same' })
    const firstKey = actor.getSnapshot().context.confirming?.idempotencyKey
    actor.send({ type: 'BACK' })
    actor.send({ type: 'NEXT', value: 'same' })
    const secondKey = actor.getSnapshot().context.confirming?.idempotencyKey
    expect(secondKey).toMatch(KEY)
    expect(secondKey).not.toBe(firstKey)
  })
})

describe('useRequestSteps', () => {
  it('names the first step as asked (REQUEST by default) and holds the confirmed value with its key', () => {
    expect(renderHook(() => useRequestSteps<string>()).result.current.step).toBe('REQUEST')
    const { result } = renderHook(() => useRequestSteps<{ keyNumber: string }>('EDIT_PROPERTY_DATA'))
    expect(result.current.step).toBe('EDIT_PROPERTY_DATA')
    expect(result.current.confirming).toBeNull()
    act(() => result.current.next({ keyNumber: 'K12' }))
    expect(result.current.step).toBe('CONFIRM')
    expect(result.current.confirming).toEqual({
      value: { keyNumber: 'K12' },
      idempotencyKey: expect.stringMatching(KEY),
    })
    act(() => result.current.back())
    expect(result.current.step).toBe('EDIT_PROPERTY_DATA')
    expect(result.current.confirming).toBeNull()
  })
})
