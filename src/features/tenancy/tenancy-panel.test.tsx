import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PropertyDetail } from '../../contract/property.ts'
import { TenancyPanel } from './tenancy-panel.tsx'
import { property, stubFetch, tenancy, withQueryClient } from './test-fixtures.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function show(overrides: Partial<PropertyDetail> = {}) {
  const { client, ui } = withQueryClient(<TenancyPanel property={property(overrides)} />)
  render(ui)
  return client
}
const vacant = { tenancy: { currentTenancy: null, isVacant: true, vacantUntil: null, upcomingTenancy: null } }

describe('TenancyPanel', () => {
  it('shows dates dd/MM/yyyy, the source and the occupants, with numbers formatted and OTHER as Unable to Contact', () => {
    show()
    const panel = screen.getByRole('region', { name: 'Current tenancy' })
    expect(panel.textContent).toContain('01/06/2025')
    expect(panel.textContent).toContain('Agency portal')
    const table = screen.getByRole('table', { name: 'Occupants of the current tenancy' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Contact numbers'])
    expect(table.textContent).toContain('0412 345 678')
    expect(within(table).getByText('Unable to Contact')).toBeTruthy()
    expect(button('Confirm tenancy')).toBeTruthy()
    expect(button('Add tenancy')).toBeTruthy()
  })

  it('for a vacant property: the vacancy line, "Confirm vacant tenancy" sending null, and no Mark as vacant', async () => {
    const sent = stubFetch([{ status: 200, body: { success: true, data: { confirmedAt: 'x' }, error: null } }])
    show(vacant)
    expect(screen.getByText('Vacant')).toBeTruthy()
    expect(screen.getByText(/If nobody lives at the property, confirm it is vacant/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Tenancy actions' })).toBeNull()
    fireEvent.click(button('Confirm vacant tenancy'))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.url).toBe('/v1/property/7/confirm-single-property-details')
    expect(sent[0]?.body).toEqual({ version: null })
  })

  it('shows a vacancy that ends with the upcoming tenancy, and who moves in', async () => {
    const upcoming = { ...tenancy, tenancyId: 41, startedAt: '2099-02-01' }
    stubFetch([
      { status: 200, body: { success: true, data: { items: [upcoming], total: 1, activeTenancy: null }, error: null } },
    ])
    show({
      tenancy: {
        currentTenancy: null,
        isVacant: true,
        vacantUntil: null,
        upcomingTenancy: { tenancyId: 41, startedAt: '2099-02-01' },
      },
    })
    expect(screen.getByText('Vacant until 01/02/2099')).toBeTruthy()
    const section = screen.getByRole('region', { name: 'Upcoming tenancy' })
    expect(section.textContent).toContain('Starts on 01/02/2099')
    await waitFor(() => expect(section.textContent).toContain('Sam Tenant'))
  })

  it('opens the add wizard from Add tenancy', async () => {
    show()
    fireEvent.click(button('Add tenancy'))
    expect(await screen.findByRole('dialog', { name: 'Add tenancy' }, { timeout: 5000 })).toBeTruthy()
  })

  it('asks for an occupant email when nobody has one', () => {
    const occupant = { ...tenancy.occupants[0], email: null } as (typeof tenancy.occupants)[number]
    show({ tenancy: { ...property().tenancy, currentTenancy: { ...tenancy, occupants: [occupant] } } })
    expect(screen.getByText('Email-based entry notifications need at least one occupant email')).toBeTruthy()
  })

  it('offers Edit, Renew and Mark property as vacant, which asks first and then vacates', async () => {
    const sent = stubFetch([{ status: 200, body: { success: true, data: {}, error: null } }])
    show()
    fireEvent.click(button('Tenancy actions'))
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Edit tenancy', 'Renew tenancy', 'Mark property as vacant'])
    // Ark selects the highlighted item: a pointer press highlights it, as in a browser.
    const item = within(menu).getByText('Mark property as vacant')
    fireEvent.pointerDown(item)
    await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true))
    fireEvent.click(item)
    const question = await screen.findByRole('alertdialog')
    expect(question.textContent).toContain('Are you sure you want to mark this property as vacant?')
    expect(question.textContent).toContain('All current and previous tenancies')
    fireEvent.click(within(question).getByRole('button', { name: 'Mark as vacant' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.url).toBe('/v1/property/7/mark-as-vacant')
    expect(sent[0]?.headers.get('Idempotency-Key')).toBeTruthy()
  })

  it('an integrated property is read-only: the sync note, no Mark as vacant, Add tenancy opens it read-only', async () => {
    show({ isIntegrated: true, softwareName: 'PropertyMe' })
    expect(screen.getByText(/synced from PropertyMe/)).toBeTruthy()
    fireEvent.click(button('Tenancy actions'))
    const menu = await screen.findByRole('menu')
    expect(within(menu).queryByText('Mark property as vacant')).toBeNull()
    fireEvent.keyDown(menu, { key: 'Escape' })
    fireEvent.click(button('Add tenancy'))
    const wizard = await screen.findByRole('dialog', { name: 'Add tenancy' }, { timeout: 5000 })
    expect(within(wizard).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true)
  })

  it('a cancelled property has no tenancy actions', () => {
    show({ isCancelled: true })
    expect(screen.queryByRole('button', { name: 'Tenancy actions' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add tenancy' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Confirm/ })).toBeNull()
  })
})

function button(name: string) {
  return screen.getByRole('button', { name })
}
