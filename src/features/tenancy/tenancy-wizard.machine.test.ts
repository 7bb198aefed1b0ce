import { describe, expect, it } from 'vitest'
import type { Tenancy } from '../../contract/tenancy.ts'
import {
  createWizardState,
  hasUnsavedChanges,
  stepNumber,
  type WizardState,
  wizardReducer,
} from './tenancy-wizard.machine.ts'
import { wizardErrorsFrom } from './wizard-errors.ts'

const TODAY = '2026-05-04'
const tenancy: Tenancy = {
  tenancyId: 9,
  startedAt: '2025-06-01',
  endedAt: '2026-05-31',
  vacatingAt: null,
  notes: 'Dog on site',
  source: 'AGENCY_PORTAL',
  leaseType: 'NEW',
  version: 3,
  confirmedAt: null,
  occupants: [
    {
      occupantId: 21,
      name: 'Sam Tenant',
      email: 'sam@example.com',
      contactNumbers: [
        {
          contactNumberId: 31,
          number: '+61412345678',
          type: 'MOBILE',
          doNotContactReasonCode: null,
          doNotContactReasonName: null,
        },
      ],
      isAllContactNumbersBlacklisted: false,
    },
    {
      occupantId: 22,
      name: 'Alex',
      email: 'alex@example.com',
      contactNumbers: [],
      isAllContactNumbersBlacklisted: false,
    },
  ],
}
const lease = {
  startedAt: '2026-05-04',
  endedAt: '2027-05-03',
  vacatingAt: null,
  notes: null,
  leaseType: 'NEW' as const,
}
const occupant = { name: 'Jo', email: 'jo@example.com', contactNumbers: [] }

function run(state: WizardState, ...events: Parameters<typeof wizardReducer>[1][]) {
  return events.reduce(wizardReducer, state)
}
const add = () => createWizardState({ mode: 'add', tenancy: null, today: TODAY, readOnly: false })

describe('tenancy wizard machine', () => {
  it('goes LeaseAgreement → Occupants → Confirmation and back, numbering the steps 1 to 3', () => {
    let state = add()
    expect([state.step, stepNumber(state.step)]).toEqual(['LeaseAgreement', 1])
    state = run(state, { type: 'NEXT', lease })
    expect([state.step, stepNumber(state.step)]).toEqual(['Occupants', 2])
    expect(state.draft.lease).toEqual(lease)
    state = run(state, { type: 'NEXT' })
    expect([state.step, stepNumber(state.step)]).toEqual(['Confirmation', 3])
    expect(run(state, { type: 'BACK' }).step).toBe('Occupants')
    expect(run(state, { type: 'BACK' }, { type: 'BACK' }).step).toBe('LeaseAgreement')
  })

  it('starts an add today with no lease type and no occupants, and with nothing to lose', () => {
    const state = add()
    expect(state.draft).toEqual({
      lease: { startedAt: TODAY, endedAt: null, vacatingAt: null, notes: null },
      occupants: [],
    })
    expect(state.version).toBeNull()
    expect(hasUnsavedChanges(state)).toBe(false)
  })

  it('starts a renewal as a Renewal today, with the current occupants copied without their ids', () => {
    const state = createWizardState({ mode: 'renew', tenancy, today: TODAY, readOnly: false })
    expect(state.draft.lease).toEqual({
      startedAt: TODAY,
      endedAt: null,
      vacatingAt: null,
      notes: null,
      leaseType: 'RENEWAL',
    })
    expect(state.draft.occupants).toEqual([
      { name: 'Sam Tenant', email: 'sam@example.com', contactNumbers: [{ number: '+61412345678', type: 'MOBILE' }] },
      { name: 'Alex', email: 'alex@example.com', contactNumbers: [] },
    ])
  })

  it('starts an edit from the tenancy and its version, keeping the ids', () => {
    const state = createWizardState({ mode: 'edit', tenancy, today: TODAY, readOnly: false })
    expect(state.version).toBe(3)
    expect(state.draft.lease).toEqual({
      startedAt: '2025-06-01',
      endedAt: '2026-05-31',
      vacatingAt: null,
      notes: 'Dog on site',
    })
    expect(state.draft.occupants[0]).toMatchObject({ occupantId: 21, contactNumbers: [{ contactNumberId: 31 }] })
  })

  it('does not leave step 1 of an integrated property', () => {
    const state = createWizardState({ mode: 'edit', tenancy, today: TODAY, readOnly: true })
    expect(run(state, { type: 'NEXT', lease }).step).toBe('LeaseAgreement')
  })

  it('adds, edits and removes occupants through the sub-form, keeping an edited occupant its id', () => {
    let state = run(createWizardState({ mode: 'edit', tenancy, today: TODAY, readOnly: false }), {
      type: 'NEXT',
      lease,
    })
    state = run(state, { type: 'ADD_OCCUPANT' })
    expect(state.editing).toBe('new')
    // The wizard's own Back and Next wait while the sub-form is open.
    expect(run(state, { type: 'NEXT' }).step).toBe('Occupants')
    expect(run(state, { type: 'BACK' }).step).toBe('Occupants')
    state = run(state, { type: 'SAVE_OCCUPANT', occupant })
    expect(state.editing).toBeNull()
    expect(state.draft.occupants.map((o) => o.name)).toEqual(['Sam Tenant', 'Alex', 'Jo'])

    state = run(
      state,
      { type: 'EDIT_OCCUPANT', index: 0 },
      { type: 'SAVE_OCCUPANT', occupant: { ...occupant, name: 'Sam' } },
    )
    expect(state.draft.occupants[0]).toMatchObject({ occupantId: 21, name: 'Sam' })

    state = run(state, { type: 'REMOVE_OCCUPANT', index: 1 })
    expect(state.draft.occupants.map((o) => o.name)).toEqual(['Sam', 'Jo'])
    expect(hasUnsavedChanges(state)).toBe(true)
  })

  it('closing the sub-form with Back changes nothing', () => {
    const state = run(add(), { type: 'NEXT', lease }, { type: 'ADD_OCCUPANT' }, { type: 'CANCEL_OCCUPANT' })
    expect(state.editing).toBeNull()
    expect(state.draft.occupants).toEqual([])
  })

  it('stops at Occupants while a copied occupant breaks a rule, saying which and why', () => {
    const broken = { ...tenancy, occupants: [{ ...tenancy.occupants[1], email: null, contactNumbers: [] }] }
    let state = createWizardState({ mode: 'renew', tenancy: broken as Tenancy, today: TODAY, readOnly: false })
    state = run(state, { type: 'NEXT', lease }, { type: 'NEXT' })
    expect(state.step).toBe('Occupants')
    expect(state.errors.occupants).toEqual({ 0: { '': ['Please enter at least one valid contact number or email'] } })
    state = run(state, { type: 'EDIT_OCCUPANT', index: 0 }, { type: 'SAVE_OCCUPANT', occupant })
    expect(state.errors.occupants).toEqual({})
    expect(run(state, { type: 'NEXT' }).step).toBe('Confirmation')
  })

  it('keeps an occupant’s errors with it when one before it is removed', () => {
    let state = run(add(), { type: 'NEXT', lease })
    for (const name of ['A', 'B'])
      state = run(state, { type: 'ADD_OCCUPANT' }, { type: 'SAVE_OCCUPANT', occupant: { ...occupant, name } })
    state = run(state, { type: 'SUBMIT_FAILED', errors: wizardErrorsFrom({ 'occupants.1.email': ['Bad'] }) })
    state = run(state, { type: 'REMOVE_OCCUPANT', index: 0 })
    expect(state.errors.occupants).toEqual({ 0: { email: ['Bad'] } })
  })

  it('after a refused submit, returns to the first step with a message on it', () => {
    const atConfirmation = run(add(), { type: 'NEXT', lease }, { type: 'NEXT' })
    const lease400 = run(atConfirmation, {
      type: 'SUBMIT_FAILED',
      errors: wizardErrorsFrom({ 'tenancy.endedAt': ['x'], 'occupants.0.name': ['y'] }),
    })
    expect(lease400.step).toBe('LeaseAgreement')
    expect(lease400.errors.lease).toEqual({ endedAt: ['x'] })
    const occupants400 = run(atConfirmation, { type: 'SUBMIT_FAILED', errors: wizardErrorsFrom({ occupants: ['z'] }) })
    expect(occupants400.step).toBe('Occupants')
    // A new Next from step 1 clears what step 1 showed.
    expect(run(lease400, { type: 'NEXT', lease }).errors.lease).toEqual({})
  })

  it('on a conflict shows their version; keeping mine adopts their version number for the resend', () => {
    const state = run(
      createWizardState({ mode: 'edit', tenancy, today: TODAY, readOnly: false }),
      { type: 'NEXT', lease },
      { type: 'NEXT' },
      { type: 'CONFLICT', current: { ...tenancy, version: 5, notes: 'Changed' } },
    )
    expect(state.conflict?.notes).toBe('Changed')
    const kept = run(state, { type: 'KEEP_MINE' })
    expect(kept.conflict).toBeNull()
    expect(kept.version).toBe(5)
    expect(kept.draft.lease).toEqual(lease)
  })
})
