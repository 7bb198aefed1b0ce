import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_TEXTS } from '../../ui/chunk-texts.ts'
import { PendingLicenceDialog } from './terms-first-gate.tsx'

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
