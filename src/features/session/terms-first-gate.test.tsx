import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { meKeys } from '../../api/me-keys.ts'
import { CHUNK_TEXTS } from '../../ui/chunk-texts.ts'
import { PendingLicenceDialog, TermsFirstGate } from './terms-first-gate.tsx'

afterEach(cleanup)

describe('PendingLicenceDialog', () => {
  it("says so when the licence dialog's code does not arrive, and Retry loads it afresh", async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <p>Licence agreement</p> })
    render(<PendingLicenceDialog load={load} />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(CHUNK_TEXTS.title)
    expect(alert.textContent).toContain(CHUNK_TEXTS.body)
    const retry = screen.getByRole('button', { name: CHUNK_TEXTS.retry })
    await waitFor(() => expect(document.activeElement).toBe(retry))
    fireEvent.click(retry)
    expect(await screen.findByText('Licence agreement')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('TermsFirstGate', () => {
  it('shows the licence dialog while the cache holds a pending agreement, beside the screens', async () => {
    const queryClient = new QueryClient()
    const load = vi.fn().mockResolvedValue({ default: () => <p>Licence agreement</p> })
    render(
      <QueryClientProvider client={queryClient}>
        <TermsFirstGate load={load}>
          <p>Dashboard</p>
        </TermsFirstGate>
      </QueryClientProvider>,
    )
    expect(screen.getByText('Dashboard')).toBeTruthy()
    // Other queries coming and going leave it alone.
    act(() => queryClient.setQueryData(['stats'], { total: 3 }))
    expect(screen.queryByText('Licence agreement')).toBeNull()

    act(() => queryClient.setQueryData(meKeys.pendingTerms(), { id: 2 }))
    expect(await screen.findByText('Licence agreement')).toBeTruthy()
    expect(screen.getByText('Dashboard')).toBeTruthy()

    // Accepted: the agreement is no longer pending.
    act(() => queryClient.setQueryData(meKeys.pendingTerms(), null))
    await waitFor(() => expect(screen.queryByText('Licence agreement')).toBeNull())

    // Signing out clears the cache while the gate stays mounted: a pending agreement put back, then cleared.
    act(() => queryClient.setQueryData(meKeys.pendingTerms(), { id: 2 }))
    expect(await screen.findByText('Licence agreement')).toBeTruthy()
    act(() => queryClient.clear())
    await waitFor(() => expect(screen.queryByText('Licence agreement')).toBeNull())
  })
})
