import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { css } from '../../../styled-system/css'
import { sessionMutations } from '../../api/session.ts'
import { clearOfflineData } from '../../offline/start.ts'
import { usePageTitle } from '../../ui/index.ts'
import { AuthCard } from './auth-card.tsx'

/** Defence in depth: the server already allowed only our own paths and configured state logout pages. */
function safeExternal(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const target = new URL(url, window.location.origin)
    return target.protocol === 'https:' || target.origin === window.location.origin ? target.toString() : null
  } catch {
    return null
  }
}

/** /auth/logout?logout_url=…: end the session, forget its data, then leave. */
export function SignOut({ logoutUrl }: { logoutUrl: string | undefined }) {
  usePageTitle('Signing out')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const logout = useMutation(sessionMutations.logout())
  const sent = useRef(false)

  useEffect(() => {
    if (sent.current) return
    sent.current = true
    // The server decides where a sign-out may lead: a link's logout_url is only a request (open redirects).
    logout.mutate(logoutUrl ? { logoutUrl } : {}, {
      onSuccess: async (data) => {
        queryClient.clear()
        // The saved copy, cached files and email drafts are this user's: gone before anyone else can use the device.
        // (The drafts' module brings Dexie, which the sign-in area's first screens must not load.)
        const clearDrafts = import('../email/email-draft.ts').then((m) => m.clearEmailDrafts())
        await Promise.all([clearOfflineData(), clearDrafts.catch(() => {})])
        const next = safeExternal(data.logoutUrl)
        if (next) window.location.replace(next)
        else void navigate({ to: '/auth/login', replace: true })
      },
      onError: () => void navigate({ to: '/auth/error', search: { message: 'Failed to logout' }, replace: true }),
    })
  }, [logout, logoutUrl, queryClient, navigate])

  return (
    <AuthCard>
      <div role="status" className={css({ textAlign: 'center', py: '6' })}>
        <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>We're signing you out...</h1>
      </div>
    </AuthCard>
  )
}
