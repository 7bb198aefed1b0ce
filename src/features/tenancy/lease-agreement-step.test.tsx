import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { LeaseAgreementStep } from './lease-agreement-step.tsx'
import { tenancyWizardMachine, type WizardEvent, type WizardInput, wizardStateOf } from './tenancy-wizard.machine.ts'

afterEach(cleanup)

const TODAY = '2026-05-04'

function renderStep(input: Partial<WizardInput> = {}) {
  const actor = createActor(tenancyWizardMachine, {
    input: { mode: 'add', tenancy: null, today: TODAY, readOnly: false, ...input },
  })
  const dispatch = vi.fn<(event: WizardEvent) => void>()
  render(
    <LeaseAgreementStep
      state={wizardStateOf(actor.getSnapshot())}
      dispatch={dispatch}
      onDirtyChange={() => {}}
      onCancel={() => {}}
    />,
  )
  return { dispatch }
}

const startDate = () => screen.getByLabelText<HTMLInputElement>('Start date')
const type = (input: HTMLInputElement, value: string) => fireEvent.input(input, { target: { value } })

describe('LeaseAgreementStep start date (defaults to today and cannot be cleared)', () => {
  it('starts at today and, emptied, goes back to the last date it held when the field is left', () => {
    renderStep()
    expect(startDate().value).toBe('04/05/2026')
    type(startDate(), '')
    fireEvent.blur(startDate())
    expect(startDate().value).toBe('04/05/2026')

    type(startDate(), '10/05/2026')
    type(startDate(), '31/02/2026') // no calendar date: not one to go back to
    type(startDate(), '')
    fireEvent.blur(startDate())
    expect(startDate().value).toBe('10/05/2026')
    expect(screen.queryByText('Start date is required')).toBeNull()
  })

  it('never says "Start date is required": emptied after a refused Next, or on Next before leaving it', async () => {
    const { dispatch } = renderStep()
    type(startDate(), '10/05/2026')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Lease type is required')).toBeTruthy()

    // Checked again as it is typed: emptied, it is still the last date.
    type(startDate(), '')
    expect(screen.queryByText('Start date is required')).toBeNull()

    // Next while the field is still empty (no blur): sent with the last date.
    fireEvent.click(screen.getByLabelText('New'))
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(dispatch).toHaveBeenCalled())
    expect(dispatch).toHaveBeenCalledWith({
      type: 'NEXT',
      lease: { startedAt: '2026-05-10', endedAt: null, vacatingAt: null, notes: null, leaseType: 'NEW' },
    })
    expect(screen.queryByText('Start date is required')).toBeNull()
  })
})
