import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { css } from '../../../styled-system/css'
import { sessionQueries } from '../../api/session.ts'
import { Button } from '../../ui/index.ts'
import { AuthCard } from '../session/auth-card.tsx'
import { changes } from './outbox-labels.ts'

/**
 * Before logging out with changes not yet on the server: say so, and that they stay on this device for this
 * user only (they are sent when the same user signs in again; nobody else sees them). Nothing is deleted.
 */
export function UnsyncedLogoutGuard({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const [state, setState] = useState<{ step: 'checking' } | { step: 'warn'; count: number } | { step: 'go' }>({
    step: 'checking',
  })
  useEffect(() => {
    let cancelled = false
    const check = async () => {
      const session = await queryClient.fetchQuery(sessionQueries.current()).catch(() => null)
      // The outbox's module brings Dexie, which the sign-in area's screens load only here. Were it not to load
      // (offline before the worker cached it), logging out is still safe: the outbox keeps the changes.
      const outbox = session ? await import('../../offline/outbox/index.ts').catch(() => null) : null
      const count = session && outbox ? await outbox.unsyncedCount(session.user.id) : 0
      if (!cancelled) setState(count > 0 ? { step: 'warn', count } : { step: 'go' })
    }
    void check()
    return () => {
      cancelled = true
    }
  }, [queryClient])

  if (state.step === 'go') return <>{children}</>
  if (state.step === 'checking') return null
  return (
    <AuthCard>
      <div role="alertdialog" aria-labelledby="unsynced-logout-title" aria-describedby="unsynced-logout-text">
        <h1 id="unsynced-logout-title" className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>
          {`You have ${changes(state.count)} not synced`}
        </h1>
        <p id="unsynced-logout-text" className={css({ mb: '6' })}>
          They stay on this device and are sent when you sign in again. Nobody else who signs in here can see or send
          them.
        </p>
        <div className={css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '3' })}>
          <Button variant="outline" onClick={() => window.history.back()}>
            Stay signed in
          </Button>
          <Button onClick={() => setState({ step: 'go' })}>Log out anyway</Button>
        </div>
      </div>
    </AuthCard>
  )
}
