import { useQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { sessionQueries } from '../../api/session.ts'
import { useOutboxItems } from '../../offline/outbox/hooks.ts'
import { Banner, buttonRecipe } from '../../ui/index.ts'
import { signInToSync } from './outbox-labels.ts'

/** A replay found no session (401): this user's changes wait until they sign in again, and the page says so. */
export function OutboxSignInBannerLive() {
  const here = useRouterState({ select: (s) => s.location.href })
  const { data: session } = useQuery(sessionQueries.current())
  const waiting = (useOutboxItems() ?? []).filter((item) => item.state === 'queued' && item.needsSignIn).length
  if (waiting === 0) return null
  return (
    <Banner
      tone="warning"
      title={signInToSync(waiting)}
      actions={
        <Link to="/auth/login" search={{ redirect: here }} className={buttonRecipe({ variant: 'solid' })}>
          Sign in
        </Link>
      }
    >
      {`Your session has ended. They stay on this device and are sent once ${session?.user.name ?? 'you'} signs in again.`}
    </Banner>
  )
}
