import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { todayInState } from '../../contract/states.ts'
import { TenancyWizardDialog } from './tenancy-wizard-dialog.tsx'
import { property, stubFetch, tenancy, withQueryClient } from './test-fixtures.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const button = (name: string | RegExp) => screen.getByRole('button', { name })
const type = (label: string | RegExp, value: string) => {
  const input = screen.getByLabelText(label)
  fireEvent.input(input, { target: { value } })
  fireEvent.blur(input)
}
const ok = (data: unknown) => ({ status: 200, body: { success: true, data, error: null } })
/** Next, then the next step's own Next or Submit once that step shows (a step's button can outlive its click). */
async function nextStep(step: 2 | 3) {
  fireEvent.click(button('Next'))
  await screen.findByText(`Step ${step} of 3`)
}

function open(mode: 'add' | 'edit' | 'renew', overrides = {}) {
  const onOpenChange = vi.fn()
  const { client, ui } = withQueryClient(
    <TenancyWizardDialog property={property(overrides)} mode={mode} open onOpenChange={onOpenChange} />,
  )
  render(ui)
  return { onOpenChange, client }
}

describe('TenancyWizardDialog', () => {
  it('adds a tenancy: step 1 rules, occupant rules, then a POST with one idempotency key', async () => {
    const sent = stubFetch([ok(tenancy)])
    const { onOpenChange } = open('add')
    expect(screen.getByText('Step 1 of 3')).toBeTruthy()
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)

    type('Start date', '10/05/2026')
    type('End date', '01/05/2026')
    fireEvent.click(button('Next'))
    expect(await screen.findByText('Lease type is required')).toBeTruthy()
    expect(screen.getByText('Tenancy end date cannot be on or before the start date')).toBeTruthy()
    type('Notes', 'x'.repeat(501))
    expect(await screen.findByText('Message should be 500 characters or less')).toBeTruthy()
    expect(screen.getByText('501 / 500 characters')).toBeTruthy()

    fireEvent.click(screen.getByLabelText('New'))
    type('End date', '09/05/2027')
    type('Notes', 'Keys with agent')
    fireEvent.click(button('Next'))
    expect(await screen.findByText('Step 2 of 3')).toBeTruthy()

    fireEvent.click(button('Add occupant'))
    fireEvent.click(await screen.findByRole('button', { name: 'Save occupant' }))
    expect(await screen.findByText('Please enter a name')).toBeTruthy()
    expect(screen.getByText('Please enter at least one valid contact number or email')).toBeTruthy()
    type('Name', 'Jo Renter')
    type('Contact number 1', '0412 345 678')
    fireEvent.click(button('Save occupant'))
    expect(await screen.findByRole('button', { name: 'Edit Jo Renter' })).toBeTruthy()

    fireEvent.click(button('Next'))
    expect(await screen.findByText('Step 3 of 3')).toBeTruthy()
    expect(screen.getByText('0412 345 678')).toBeTruthy()
    fireEvent.click(button('Submit'))
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))

    expect(sent).toHaveLength(1)
    expect(sent[0]?.method).toBe('POST')
    expect(sent[0]?.url).toBe('/v1/property/7/tenancy')
    expect(sent[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
    expect(sent[0]?.body).toEqual({
      tenancy: {
        startedAt: '2026-05-10',
        endedAt: '2027-05-09',
        vacatingAt: null,
        notes: 'Keys with agent',
        leaseType: 'NEW',
      },
      occupants: [{ name: 'Jo Renter', email: null, contactNumbers: [{ number: '+61412345678', type: 'MOBILE' }] }],
    })
  })

  it('asks before closing with unsaved changes, and closes at once without any', async () => {
    const { onOpenChange } = open('add')
    fireEvent.click(button('Cancel'))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    onOpenChange.mockClear()

    type('Notes', 'Something')
    fireEvent.click(button('Close'))
    const question = await screen.findByRole('alertdialog')
    expect(question.textContent).toContain('Are you sure you want to close without saving your changes?')
    expect(question.textContent).toContain('will be lost')
    expect(onOpenChange).not.toHaveBeenCalled()
    fireEvent.click(button('Keep editing'))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    fireEvent.click(button('Close'))
    fireEvent.click(await screen.findByRole('button', { name: 'Close without saving changes' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('renews as a Renewal with the occupants copied, sent as a new tenancy', async () => {
    const sent = stubFetch([ok(tenancy)])
    open('renew')
    expect((screen.getByLabelText('Renewal') as HTMLInputElement).checked).toBe(true)
    await nextStep(2)
    expect(screen.getByRole('button', { name: 'Edit Sam Tenant' })).toBeTruthy()
    await nextStep(3)
    fireEvent.click(button('Submit'))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.url).toBe('/v1/property/7/tenancy')
    expect(sent[0]?.body).toMatchObject({
      tenancy: { leaseType: 'RENEWAL', startedAt: todayInState(7) },
      occupants: [{ name: 'Sam Tenant', contactNumbers: [{ number: '+61412345678', type: 'MOBILE' }] }],
    })
  })

  it('puts a 400’s messages on their fields and back on the step that has them', async () => {
    stubFetch([
      {
        status: 400,
        body: {
          success: false,
          data: null,
          error: 'Validation error',
          fieldErrors: {
            'tenancy.vacatingAt': ['Vacate date cannot be on or before the start date'],
            'occupants.0.name': ['Please enter a name'],
          },
        },
      },
    ])
    open('edit')
    await screen.findByRole('dialog')
    await nextStep(2)
    await nextStep(3)
    fireEvent.click(button('Submit'))
    expect(await screen.findByText('Step 1 of 3')).toBeTruthy()
    expect(screen.getByText('Vacate date cannot be on or before the start date')).toBeTruthy()
    fireEvent.click(button('Next'))
    expect(await screen.findByText('Please enter a name')).toBeTruthy()
  })

  it('on a 409 shows their version beside mine; keeping mine re-sends on their version', async () => {
    const theirs = { ...tenancy, version: 5, notes: 'Changed by Alex' }
    const sent = stubFetch([
      {
        status: 409,
        body: { success: false, data: null, error: 'Changed', code: 'VERSION_CONFLICT', current: theirs },
      },
      ok(theirs),
    ])
    const { onOpenChange } = open('edit')
    await screen.findByRole('dialog')
    type('Notes', 'Mine')
    await nextStep(2)
    await nextStep(3)
    fireEvent.click(button('Submit'))
    expect(await screen.findByText('This tenancy was changed by someone else')).toBeTruthy()
    const notes = within(screen.getByRole('table', { name: /Their version and your version/ })).getByRole('row', {
      name: /Notes/,
    })
    expect([...notes.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Changed by Alex', 'Mine'])
    fireEvent.click(button('Keep my changes'))
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(sent.map((r) => [r.method, r.url])).toEqual([
      ['PUT', '/v1/property/7/tenancy/40'],
      ['PUT', '/v1/property/7/tenancy/40'],
    ])
    expect(sent[0]?.body).toMatchObject({ tenancy: { version: 2, notes: 'Mine' } })
    expect(sent[1]?.body).toMatchObject({ tenancy: { version: 5, notes: 'Mine' } })
    expect(sent[0]?.headers.get('Idempotency-Key')).not.toBe(sent[1]?.headers.get('Idempotency-Key'))
  })

  it('shows an integrated property read-only: the sync note and no way past step 1', async () => {
    open('edit', { isIntegrated: true, softwareName: 'PropertyTree' })
    await screen.findByRole('dialog')
    expect(screen.getByText(/synced from PropertyTree/).textContent).toContain('up to 24 hours')
    expect((screen.getByLabelText('Start date') as HTMLInputElement).readOnly).toBe(true)
    expect((button('Next') as HTMLButtonElement).disabled).toBe(true)
  })
})
