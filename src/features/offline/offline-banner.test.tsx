import { onlineManager, QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { formatSavedTime } from './format-saved-time.ts'
import { OfflineBanner } from './offline-banner.tsx'

afterEach(() => {
  cleanup()
  onlineManager.setOnline(true)
})

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
  render(
    <QueryClientProvider client={queryClient}>
      <OfflineBanner />
    </QueryClientProvider>,
  )
  /** A screen showing `key`, whose data was fetched at `at`. */
  const shown = (key: string, at: number) => {
    queryClient.setQueryData([key], { key }, { updatedAt: at })
    return new QueryObserver(queryClient, { queryKey: [key], enabled: false }).subscribe(() => {})
  }
  return { queryClient, shown }
}

describe('OfflineBanner', () => {
  it('shows nothing online, and offline the age of the oldest data on screen, as screens come and go', () => {
    const { queryClient, shown } = setUp()
    const older = Date.now() - 60 * 60_000
    const newer = Date.now() - 5 * 60_000
    act(() => queryClient.setQueryData(['not shown'], 1, { updatedAt: older - 60_000 }))
    let stopNewer = () => {}
    act(() => {
      stopNewer = shown('newer', newer)
    })
    expect(screen.queryByRole('status', { name: 'Offline' })).toBeNull()

    act(() => onlineManager.setOnline(false))
    const banner = screen.getByRole('status', { name: 'Offline' })
    expect(banner.textContent).toContain(`Showing data saved at ${formatSavedTime(newer)}.`)

    // A screen using older data opens: the banner does not claim fresher data than it shows.
    let stopOlder = () => {}
    act(() => {
      stopOlder = shown('older', older)
    })
    expect(banner.textContent).toContain(`Showing data saved at ${formatSavedTime(older)}.`)
    act(() => stopOlder())
    expect(banner.textContent).toContain(`Showing data saved at ${formatSavedTime(newer)}.`)
    act(() => stopNewer())
    expect(banner.textContent).toContain('Screens you have opened before still work.')

    act(() => onlineManager.setOnline(true))
    expect(screen.queryByRole('status', { name: 'Offline' })).toBeNull()
  })
})
