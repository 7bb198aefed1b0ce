import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { Tenancy } from '../../contract/tenancy.ts'
import {
  hasUnsavedChanges,
  stepNumber,
  tenancyWizardMachine,
  WIZARD_STEPS,
  type WizardEvent,
  type WizardInput,
  type WizardState,
  wizardStateOf,
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

/** The wizard started from `input`, after `events`: its state as the steps read it. */
function stateAfter(input: WizardInput, ...events: WizardEvent[]): WizardState {
  const actor = createActor(tenancyWizardMachine, { input }).start()
  for (const event of events) actor.send(event)
  return wizardStateOf(actor.getSnapshot())
}
const ADD: WizardInput = { mode: 'add', tenancy: null, today: TODAY, readOnly: false }
const EDIT: WizardInput = { mode: 'edit', tenancy, today: TODAY, readOnly: false }
const RENEW: WizardInput = { mode: 'renew', tenancy, today: TODAY, readOnly: false }
const NEXT_LEASE: WizardEvent = { type: 'NEXT', lease }
const NEXT: WizardEvent = { type: 'NEXT' }
const BACK: WizardEvent = { type: 'BACK' }

describe('tenancy wizard machine', () => {
  it('has exactly the spec’s steps as its states, LeaseAgreement first', () => {
    expect(Object.keys(tenancyWizardMachine.root.states)).toEqual([...WIZARD_STEPS])
    expect(WIZARD_STEPS).toEqual(['LeaseAgreement', 'Occupants', 'Confirmation'])
    const actor = createActor(tenancyWizardMachine, { input: ADD }).start()
    expect(actor.getSnapshot().value).toBe('LeaseAgreement')
  })

  it('goes LeaseAgreement → Occupants → Confirmation and back, numbering the steps 1 to 3', () => {
    const actor = createActor(tenancyWizardMachine, { input: ADD }).start()
    const step = () => {
      const { value } = actor.getSnapshot()
      return [value, stepNumber(value)]
    }
    expect(step()).toEqual(['LeaseAgreement', 1])
    actor.send(NEXT_LEASE)
    expect(step()).toEqual(['Occupants', 2])
    expect(actor.getSnapshot().context.draft.lease).toEqual(lease)
    actor.send(NEXT)
    expect(step()).toEqual(['Confirmation', 3])
    actor.send(BACK)
    expect(step()).toEqual(['Occupants', 2])
    actor.send(BACK)
    expect(step()).toEqual(['LeaseAgreement', 1])
    // Nothing before step 1, and step 1's Next needs the lease it checked.
    actor.send(BACK)
    actor.send(NEXT)
    expect(step()).toEqual(['LeaseAgreement', 1])
  })

  it('starts an add today with no lease type and no occupants, and with nothing to lose', () => {
    const state = stateAfter(ADD)
    expect(state.draft).toEqual({
      lease: { startedAt: TODAY, endedAt: null, vacatingAt: null, notes: null },
      occupants: [],
    })
    expect(state.version).toBeNull()
    expect(state.editing).toBeNull()
    expect(state.conflict).toBeNull()
    expect(hasUnsavedChanges(state)).toBe(false)
  })

  it('starts a renewal as a Renewal today, with the current occupants copied without their ids', () => {
    const state = stateAfter(RENEW)
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
    expect(state.version).toBeNull()
  })

  it('starts an edit from the tenancy and its version, keeping the ids', () => {
    const state = stateAfter(EDIT)
    expect(state.version).toBe(3)
    expect(state.draft.lease).toEqual({
      startedAt: '2025-06-01',
      endedAt: '2026-05-31',
      vacatingAt: null,
      notes: 'Dog on site',
    })
    expect(state.draft.occupants[0]).toMatchObject({ occupantId: 21, contactNumbers: [{ contactNumberId: 31 }] })
  })

  it('starts from a given draft and its version (a pending or refused edit), with that change still to lose', () => {
    const draft = { lease, occupants: [] }
    const state = stateAfter({ ...EDIT, draft, version: 7 })
    expect(state.draft).toEqual(draft)
    expect(state.version).toBe(7)
    expect(hasUnsavedChanges(state)).toBe(true)
  })

  it('does not leave step 1 of an integrated property', () => {
    const state = stateAfter({ ...EDIT, readOnly: true }, NEXT_LEASE)
    expect(state.step).toBe('LeaseAgreement')
    expect(state.readOnly).toBe(true)
    expect(state.draft.lease.notes).toBe('Dog on site')
  })

  it('adds, edits and removes occupants through the sub-form, keeping an edited occupant its id', () => {
    const actor = createActor(tenancyWizardMachine, { input: EDIT }).start()
    const state = () => wizardStateOf(actor.getSnapshot())
    // The sub-form opens on the Occupants step only.
    actor.send({ type: 'ADD_OCCUPANT' })
    actor.send({ type: 'EDIT_OCCUPANT', index: 0 })
    expect(state().editing).toBeNull()

    actor.send(NEXT_LEASE)
    actor.send({ type: 'ADD_OCCUPANT' })
    expect(state().editing).toBe('new')
    // The wizard's own Back and Next wait while the sub-form is open, and so does removing.
    actor.send(NEXT)
    actor.send(BACK)
    actor.send({ type: 'REMOVE_OCCUPANT', index: 0 })
    expect(state()).toMatchObject({ step: 'Occupants', editing: 'new' })
    expect(state().draft.occupants).toHaveLength(2)
    actor.send({ type: 'SAVE_OCCUPANT', occupant })
    expect(state().editing).toBeNull()
    expect(state().draft.occupants.map((o) => o.name)).toEqual(['Sam Tenant', 'Alex', 'Jo'])
    // With the sub-form closed there is nothing to save.
    actor.send({ type: 'SAVE_OCCUPANT', occupant })
    expect(state().draft.occupants).toHaveLength(3)

    // No occupant at that position: the sub-form stays closed.
    actor.send({ type: 'EDIT_OCCUPANT', index: 9 })
    expect(state().editing).toBeNull()
    actor.send({ type: 'EDIT_OCCUPANT', index: 0 })
    expect(state().editing).toBe(0)
    actor.send({ type: 'SAVE_OCCUPANT', occupant: { ...occupant, name: 'Sam' } })
    expect(state().draft.occupants[0]).toMatchObject({ occupantId: 21, name: 'Sam' })

    actor.send({ type: 'REMOVE_OCCUPANT', index: 1 })
    expect(state().draft.occupants.map((o) => o.name)).toEqual(['Sam', 'Jo'])
    expect(hasUnsavedChanges(state())).toBe(true)
  })

  it('closing the sub-form with Back changes nothing', () => {
    const state = stateAfter(ADD, NEXT_LEASE, { type: 'ADD_OCCUPANT' }, { type: 'CANCEL_OCCUPANT' })
    expect(state.step).toBe('Occupants')
    expect(state.editing).toBeNull()
    expect(state.draft.occupants).toEqual([])
  })

  it('stops at Occupants while a copied occupant breaks a rule, saying which and why', () => {
    const broken = { ...tenancy, occupants: [{ ...tenancy.occupants[1], email: null, contactNumbers: [] }] }
    const actor = createActor(tenancyWizardMachine, { input: { ...RENEW, tenancy: broken as Tenancy } }).start()
    const state = () => wizardStateOf(actor.getSnapshot())
    actor.send(NEXT_LEASE)
    actor.send(NEXT)
    expect(state().step).toBe('Occupants')
    expect(state().errors.occupants).toEqual({ 0: { '': ['Please enter at least one valid contact number or email'] } })
    actor.send({ type: 'EDIT_OCCUPANT', index: 0 })
    actor.send({ type: 'SAVE_OCCUPANT', occupant })
    expect(state().errors.occupants).toEqual({})
    actor.send(NEXT)
    expect(state().step).toBe('Confirmation')
  })

  it('keeps an occupant’s errors with it when one before it is removed', () => {
    const state = stateAfter(
      ADD,
      NEXT_LEASE,
      ...['A', 'B'].flatMap((name): WizardEvent[] => [
        { type: 'ADD_OCCUPANT' },
        { type: 'SAVE_OCCUPANT', occupant: { ...occupant, name } },
      ]),
      { type: 'SUBMIT_FAILED', errors: wizardErrorsFrom({ 'occupants.1.email': ['Bad'] }) },
      { type: 'REMOVE_OCCUPANT', index: 0 },
    )
    expect(state.errors.occupants).toEqual({ 0: { email: ['Bad'] } })
  })

  it('after a refused submit, returns to the first step with a message on it', () => {
    const atConfirmation: WizardEvent[] = [NEXT_LEASE, NEXT]
    const lease400: WizardEvent = {
      type: 'SUBMIT_FAILED',
      errors: wizardErrorsFrom({ 'tenancy.endedAt': ['x'], 'occupants.0.name': ['y'] }),
    }
    const onLease = stateAfter(ADD, ...atConfirmation, lease400)
    expect(onLease.step).toBe('LeaseAgreement')
    expect(onLease.errors.lease).toEqual({ endedAt: ['x'] })
    const onOccupants = stateAfter(ADD, ...atConfirmation, {
      type: 'SUBMIT_FAILED',
      errors: wizardErrorsFrom({ occupants: ['z'] }),
    })
    expect(onOccupants.step).toBe('Occupants')
    expect(onOccupants.errors.list).toEqual(['z'])
    // No message on a field: the step stays.
    const elsewhere = stateAfter(ADD, ...atConfirmation, { type: 'SUBMIT_FAILED', errors: wizardErrorsFrom({}) })
    expect(elsewhere.step).toBe('Confirmation')
    // A new Next from step 1 clears what step 1 showed.
    expect(stateAfter(ADD, ...atConfirmation, lease400, NEXT_LEASE).errors.lease).toEqual({})
  })

  it('on a conflict shows their version; keeping mine adopts their version number for the resend', () => {
    const theirs: WizardEvent = { type: 'CONFLICT', current: { ...tenancy, version: 5, notes: 'Changed' } }
    // Only the confirmation sends, so only there is a conflict shown.
    expect(stateAfter(EDIT, theirs).conflict).toBeNull()
    const state = stateAfter(EDIT, NEXT_LEASE, NEXT, theirs)
    expect(state.conflict?.notes).toBe('Changed')
    const kept = stateAfter(EDIT, NEXT_LEASE, NEXT, theirs, { type: 'KEEP_MINE' })
    expect(kept.conflict).toBeNull()
    expect(kept.version).toBe(5)
    expect(kept.draft.lease).toEqual(lease)
    // Back from the conflict forgets it; without one, Keep mine changes nothing.
    const back = stateAfter(EDIT, NEXT_LEASE, NEXT, theirs, BACK, { type: 'KEEP_MINE' })
    expect(back).toMatchObject({ step: 'Occupants', conflict: null, version: 3 })
  })
})
