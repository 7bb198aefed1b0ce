import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { sessionQueries } from '../../api/session.ts'
import type { Session } from '../../contract/session.ts'
import { outboxDb } from '../../offline/outbox/db.ts'
import { outboxItem } from '../../offline/outbox/test-fixtures.ts'
import { OutboxScreen } from './outbox-screen.tsx'

afterEach(async () => {
  cleanup()
  await outboxDb.items.clear()
})

function renderSignedIn() {
  const client = new QueryClient()
  client.setQueryData(sessionQueries.current().queryKey, {
    user: { id: 7 },
    complianceAgencyId: 1,
  } as unknown as Session)
  // Its rows link to their properties: a router around it.
  const router = createRouter({
    routeTree: createRootRoute({ component: OutboxScreen }),
    history: createMemoryHistory({ initialEntries: ['/outbox'] }),
  })
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('OutboxScreen', () => {
  it('says nothing of the changes until it has read them, then how many are not synced', async () => {
    await outboxDb.items.bulkAdd([outboxItem('a'), outboxItem('b')])
    // Every text the status shows, from the first render on.
    const said = new Set<string>()
    const observer = new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]')) said.add(status.textContent ?? '')
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    renderSignedIn()
    expect(await screen.findByText('2 changes not synced')).toBeTruthy()
    observer.disconnect()
    // Before the device's store answered it never claimed "Everything is synced." over two unsent changes.
    expect([...said].filter((text) => text.includes('not synced') || text.includes('synced'))).toEqual([
      '2 changes not synced',
    ])
  })

  it('says everything is synced once it has read that nothing waits', async () => {
    renderSignedIn()
    expect(await screen.findByText('Everything is synced.')).toBeTruthy()
  })
})
