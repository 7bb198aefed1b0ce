import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FINDING_TEXTS } from '../../../contract/reported-findings.ts'
import { FindingResults } from './finding-results.tsx'

afterEach(cleanup)

const query = (over: Partial<Parameters<typeof FindingResults>[0]['query']>) => ({
  isPending: false,
  isError: false,
  isPlaceholderData: false,
  data: undefined,
  refetch: vi.fn(),
  ...over,
})

describe('FindingResults', () => {
  it('shows skeleton rows while the first page loads', () => {
    render(<FindingResults query={query({ isPending: true })} page={1} onPageChange={() => {}} />)
    expect(screen.getByTestId('skeleton-rows')).toBeTruthy()
  })

  it("says 'Failed to get active reported findings.' and asks again on Try again", () => {
    const q = query({ isError: true })
    render(<FindingResults query={q} page={1} onPageChange={() => {}} />)
    expect(screen.getByRole('alert').textContent).toContain(FINDING_TEXTS.listFailed)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(q.refetch).toHaveBeenCalledOnce()
  })

  it('shows the empty text and no pager when the filters find nothing', () => {
    render(<FindingResults query={query({ data: { items: [], total: 0 } })} page={1} onPageChange={() => {}} />)
    expect(screen.getByText(FINDING_TEXTS.listEmpty)).toBeTruthy()
    expect(screen.queryByText(/^Showing/)).toBeNull()
  })
})
