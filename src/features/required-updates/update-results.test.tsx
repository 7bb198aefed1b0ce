import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UPDATE_MESSAGES } from '../../contract/updates.ts'
import { UpdateResults } from './update-results.tsx'

afterEach(cleanup)

const query = (over: Partial<Parameters<typeof UpdateResults>[0]['query']>) => ({
  isPending: false,
  isError: false,
  isPlaceholderData: false,
  data: undefined,
  refetch: vi.fn(),
  ...over,
})

describe('UpdateResults', () => {
  it('shows skeleton rows while the first page loads', () => {
    render(<UpdateResults query={query({ isPending: true })} page={1} onPageChange={() => {}} />)
    expect(screen.getByTestId('skeleton-rows')).toBeTruthy()
  })

  it("says 'Failed to get required updates' and asks again on Try again", () => {
    const q = query({ isError: true })
    render(<UpdateResults query={q} page={1} onPageChange={() => {}} />)
    expect(screen.getByRole('alert').textContent).toContain(UPDATE_MESSAGES.listFailed)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(q.refetch).toHaveBeenCalledOnce()
  })

  it("says 'No required updates found' and shows no pager when nothing matches", () => {
    render(<UpdateResults query={query({ data: { items: [], total: 0 } })} page={1} onPageChange={() => {}} />)
    expect(screen.getByText('No required updates found')).toBeTruthy()
    expect(screen.queryByText(/^Showing/)).toBeNull()
  })
})
