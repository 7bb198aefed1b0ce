import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { agencyQueries } from '../../api/agency.ts'
import { propertyLookupQueries } from '../../api/property.ts'
import { STALE_KEYS } from '../../contract/property.ts'
import { outboxDb } from '../../offline/outbox/db.ts'
import { property, stubFetch, withQueryClient } from '../tenancy/test-fixtures.tsx'
import { KeysDialog } from './keys-dialog.tsx'

afterEach(async () => {
  cleanup()
  vi.unstubAllGlobals()
  await outboxDb.items.clear()
})

const manager = { id: 9, name: 'Olivia Martin', email: 'olivia@example.com' }
const atVersion = (keysVersion: number, keyOnsiteNotes: string | null = null) =>
  property({
    keysVersion,
    propertyManager: manager,
    propertyKeyInformation: {
      onsiteAvailability: 'AVAILABLE',
      temporaryKeyExpirationDate: null,
      keyOnsiteNotes,
      validFrom: null,
    },
  })
const conflict = (theirs: unknown) => ({
  status: 409,
  body: { success: false, data: null, error: STALE_KEYS, code: 'VERSION_CONFLICT', current: theirs },
})
const refused = {
  status: 400,
  body: { success: false, data: null, error: 'Invalid', fieldErrors: { 'propertyKey.keyOnsiteNotes': ['Too short'] } },
}
const saved = (p: unknown) => ({ status: 200, body: { success: true, data: p, error: null } })

describe('KeysDialog', () => {
  it('sends the version it opened with, though the page refreshed meanwhile; after a 409 saves against theirs under a key of its own', async () => {
    const onOpenChange = vi.fn()
    const dialog = (p: ReturnType<typeof atVersion>) => <KeysDialog property={p} open onOpenChange={onOpenChange} />
    const { client, ui } = withQueryClient(dialog(atVersion(3)))
    client.setQueryData(agencyQueries.propertyManagers().queryKey, { items: [manager], total: 1 })
    client.setQueryData(propertyLookupQueries.keyPickupLocations().queryKey, { items: [], total: 0 })
    const view = render(ui)

    const notes = await screen.findByLabelText('On-site key notes')
    fireEvent.input(notes, { target: { value: 'Lockbox by the side gate' } })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByText('Step 2 of 2: please check the key details before you save them.')
    // The page's copy moves to version 4 (a refetch) while the user reads the confirmation.
    view.rerender(<QueryClientProvider client={client}>{dialog(atVersion(4, 'Refetched'))}</QueryClientProvider>)

    const sent = stubFetch([conflict(atVersion(5, 'With the neighbour')), refused, saved(atVersion(6))])
    fireEvent.click(screen.getByRole('button', { name: 'Save key details' }))
    expect(await screen.findByText(STALE_KEYS)).toBeTruthy()
    expect(sent[0]?.body).toMatchObject({ version: 3, propertyKey: { keyOnsiteNotes: 'Lockbox by the side gate' } })
    const theirs = screen.getByRole('region', { name: 'Saved by someone else' })
    expect(within(theirs).getByText('With the neighbour')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Save key details' }))
    expect((await screen.findAllByText('Too short')).length).toBeGreaterThan(0)
    expect(sent[1]?.body).toMatchObject({ version: 5 })
    const key = sent[1]?.headers.get('Idempotency-Key')
    expect(key).not.toBe(sent[0]?.headers.get('Idempotency-Key'))

    // A retry of that write: the same key and body, so the server can tell it from a new one.
    fireEvent.click(screen.getByRole('button', { name: 'Save key details' }))
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(sent[2]?.body).toEqual(sent[1]?.body)
    expect(sent[2]?.headers.get('Idempotency-Key')).toBe(key)
  })

  it('back from their version to change the edit, the edit is sent against theirs', async () => {
    const { client, ui } = withQueryClient(<KeysDialog property={atVersion(3)} open onOpenChange={vi.fn()} />)
    client.setQueryData(agencyQueries.propertyManagers().queryKey, { items: [manager], total: 1 })
    client.setQueryData(propertyLookupQueries.keyPickupLocations().queryKey, { items: [], total: 0 })
    render(ui)
    fireEvent.input(await screen.findByLabelText('On-site key notes'), { target: { value: 'Lockbox by the gate' } })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    const sent = stubFetch([conflict(atVersion(5, 'With the neighbour')), saved(atVersion(6))])
    fireEvent.click(await screen.findByRole('button', { name: 'Save key details' }))
    expect(await screen.findByText(STALE_KEYS)).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    fireEvent.input(screen.getByLabelText('On-site key notes'), { target: { value: 'Lockbox by the side gate' } })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Save key details' }))
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]?.body).toMatchObject({ version: 5, propertyKey: { keyOnsiteNotes: 'Lockbox by the side gate' } })
  })
})
