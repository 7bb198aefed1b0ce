import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type NonManagedWrite, nonManagedQueries } from '../../api/portfolio.ts'
import type { NonManagedRow, ServiceEntry, UpdateServiceEntriesBody } from '../../contract/portfolio.ts'
import { ServiceEntryForm } from './service-entry-form.tsx'
import type { EditableProperty } from './service-entry-schema.ts'

afterEach(cleanup)

// happy-dom's Option is no constructor; Conform's hidden select behind each controlled field calls `new Option`.
{
  Object.assign(globalThis, {
    Option: function Option(text: string, value: string, defaultSelected: boolean, selected: boolean) {
      const option = document.createElement('option')
      option.text = text
      option.value = value
      option.defaultSelected = defaultSelected
      option.selected = selected
      return option
    },
  })
}

const TODAY = '2026-11-22'
const entry = (id: number, name: string, months: number): ServiceEntry => ({
  complianceId: null,
  complianceRequirementId: id,
  name,
  shortName: name.toLowerCase(),
  managedBy: 'THIRD_PARTY',
  lastServiceDate: null,
  nextServiceDate: null,
  providedBy: null,
  serviceFrequencyMonths: months,
})
const PROPERTY: EditableProperty = {
  agencyPortfolioPropertyId: 11,
  address: { line1: '1 Test Street' },
  gasApplianceCountValue: 'unknownCount',
  services: [entry(1, 'Smoke Alarm', 12), entry(2, 'Gas', 24)],
}

function Harness({ send }: { send: (body: unknown) => void }) {
  const save = useMutation({
    // Never answers: what matters is what the form sends.
    mutationFn: ({ body }: NonManagedWrite<UpdateServiceEntriesBody>) => {
      send(body)
      return new Promise<NonManagedRow>(() => {})
    },
  })
  return <ServiceEntryForm property={PROPERTY} today={TODAY} save={save} onCancel={vi.fn()} />
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } })
  client.setQueryData(nonManagedQueries.providers().queryKey, { items: [{ id: 5, supplier_name: 'Acme' }], total: 1 })
  const send = vi.fn()
  render(
    <QueryClientProvider client={client}>
      <Harness send={send} />
    </QueryClientProvider>,
  )
  return send
}

const group = (name: string) => screen.getByRole('group', { name })
const field = (service: string, label: string) => within(group(service)).getByLabelText(label) as HTMLInputElement
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } })

describe('ServiceEntryForm', () => {
  it('disables and empties the gas dates and provider until the appliance count is known', async () => {
    renderForm()
    expect(field('Gas', 'Last service date').disabled).toBe(true)
    expect(field('Gas', 'Next service date').disabled).toBe(true)
    expect(field('Gas', 'Provided by').disabled).toBe(true)
    fireEvent.click(screen.getByLabelText('Yes'))
    // Yes without a count still has no count.
    expect(field('Gas', 'Last service date').disabled).toBe(true)
    fireEvent.click(await screen.findByLabelText('1'))
    await waitFor(() => expect(field('Gas', 'Last service date').disabled).toBe(false))
    expect(field('Gas', 'Provided by').disabled).toBe(false)
  })

  it('suggests the next date 300 ms after a past last date is typed: last plus the frequency', async () => {
    renderForm()
    type(field('Smoke Alarm', 'Last service date'), '5/3/2026')
    expect(field('Smoke Alarm', 'Next service date').value).toBe('')
    await waitFor(() => expect(field('Smoke Alarm', 'Next service date').value).toBe('05/03/2027'))
  })

  it('suggests nothing for a last date in the future, and refuses it on saving', async () => {
    const send = renderForm()
    fireEvent.click(screen.getByLabelText('No'))
    type(field('Smoke Alarm', 'Last service date'), '23/11/2026')
    fireEvent.blur(field('Smoke Alarm', 'Last service date'))
    fireEvent.click(screen.getByRole('button', { name: 'Save services' }))
    expect(await within(group('Smoke Alarm')).findByText('Last service date cannot be in the future')).toBeTruthy()
    expect(field('Smoke Alarm', 'Next service date').value).toBe('')
    expect(send).not.toHaveBeenCalled()
  })

  it("asks the gas question ('Required') before saving, then sends the PATCH body", async () => {
    const send = renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Save services' }))
    expect(await screen.findByText('Required')).toBeTruthy()
    fireEvent.click(screen.getByLabelText('Yes'))
    fireEvent.click(await screen.findByLabelText('2 or more'))
    await waitFor(() => expect(field('Gas', 'Last service date').disabled).toBe(false))
    type(field('Gas', 'Last service date'), '01/06/2026')
    fireEvent.blur(field('Gas', 'Last service date'))
    fireEvent.change(field('Gas', 'Provided by'), { target: { value: '5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save services' }))
    await waitFor(() => expect(send).toHaveBeenCalled())
    expect(send.mock.calls[0]?.[0]).toEqual({
      agencyPortfolioPropertyId: 11,
      gasApplianceCountValue: '2+',
      services: [
        { complianceRequirementId: 1, providerId: null, lastServiceDate: null, nextServiceDate: null },
        { complianceRequirementId: 2, providerId: 5, lastServiceDate: '2026-06-01', nextServiceDate: '2028-06-01' },
      ],
    })
  })
})
