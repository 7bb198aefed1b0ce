import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { sessionMutations, sessionQueries } from '../../api/session.ts'
import { focusMain } from '../../lib/focus-main.ts'
import { clearOfflineData } from '../../offline/start.ts'
import { Banner, Button, buttonRecipe, toaster } from '../../ui/index.ts'

/** 'We're sorry, your session has expired.': shown when the session call fails or asks for a new sign-in. */
export function SessionExpiredBanner() {
  const session = useQuery(sessionQueries.current())
  const here = useRouterState({ select: (s) => s.location.href })
  const expired = session.isError || session.data?.requiresRelogin === true
  if (!expired) return null
  return (
    <Banner
      tone="danger"
      title="We're sorry, your session has expired."
      actions={
        <Link to="/auth/login" search={{ redirect: here }} className={buttonRecipe({ variant: 'solid' })}>
          Log in again
        </Link>
      }
    >
      Log in again to carry on where you were.
    </Banner>
  )
}

/** While impersonating: say that nothing can be changed, and offer the way back. */
export function ImpersonationBanner({ onSwitchBack }: { onSwitchBack: () => void }) {
  const { data } = useQuery(sessionQueries.current())
  const [dismissed, setDismissed] = useState(false)
  if (!data?.isImpersonating || dismissed) return null
  return (
    <Banner
      tone="warning"
      title={`You are signed in as ${data.user.name}${data.originalUser ? ` (impersonated by ${data.originalUser.name})` : ''}.`}
      actions={
        <>
          <Button
            variant="outline"
            onClick={() => {
              setDismissed(true)
              focusMain()
            }}
          >
            Dismiss
          </Button>
          <Button onClick={onSwitchBack}>Switch back</Button>
        </>
      }
    >
      Changes cannot be made to the agency's data during this session.
    </Banner>
  )
}

/** Switch Back: end the impersonation and return to the support user's own session. */
export function useSwitchBack() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const switchBack = useMutation({
    ...sessionMutations.switchBack(),
    onSuccess: (session) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' })
      void clearOfflineData()
      queryClient.setQueryData(sessionQueries.current().queryKey, session)
      void navigate({ to: '/' })
    },
    onError: (error) => toaster.error({ title: 'Could not switch back', description: error.message }),
  })
  return () => switchBack.mutate()
}
