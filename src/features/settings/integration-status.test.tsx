import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { integrationQuery } from '../../api/appliances.ts'
import type { AgencyIntegration } from '../../contract/appliances.ts'
import { IntegrationStatus, lastSyncText } from './integration-status.tsx'

afterEach(cleanup)

const failed: AgencyIntegration = {
  softwareName: 'PropertyMe',
  isConnected: true,
  lastSyncedAt: '2026-11-24T20:00:00.000Z',
  lastSyncStatus: 'FAILED',
  lastError: 'PropertyMe did not answer: the connection timed out.',
}

function renderWith(data: AgencyIntegration) {
  const client = new QueryClient()
  client.setQueryData(integrationQuery().queryKey, data)
  return render(
    <QueryClientProvider client={client}>
      <IntegrationStatus />
    </QueryClientProvider>,
  )
}

describe('IntegrationStatus', () => {
  it('names the software, says it is connected and that its last sync failed, with the reason', () => {
    renderWith(failed)
    expect(screen.getByRole('region', { name: 'Management software' }).textContent).toContain('PropertyMeConnected')
    expect(screen.getByText(/^Last sync failed \d{2}\/\d{2}\/2026/)).toBeTruthy()
    expect(screen.getByText(failed.lastError ?? '')).toBeTruthy()
  })

  it('shows nothing for an agency without management software', () => {
    const { container } = renderWith({ ...failed, softwareName: null, isConnected: false, lastSyncedAt: null })
    expect(container.textContent).toBe('')
  })

  it('says when the last sync ran', () => {
    expect(lastSyncText({ ...failed, lastSyncStatus: 'SUCCEEDED', lastError: null })).toMatch(
      /^Last sync \d{2}\/\d{2}\/2026 \d{1,2}:\d{2} (am|pm)$/i,
    )
    expect(lastSyncText({ ...failed, lastSyncedAt: null })).toBeNull()
  })
})
