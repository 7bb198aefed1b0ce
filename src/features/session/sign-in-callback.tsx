import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { sessionMutations, sessionQueries } from '../../api/session.ts'
import { decodeReturnPath } from '../../lib/return-path.ts'
import { clearOfflineData } from '../../offline/start.ts'
import { usePageTitle } from '../../ui/index.ts'
import { rememberComplianceSessionId } from './compliance-session-id.ts'
import { SigningIn } from './signing-in.tsx'

type Props = {
  token: string
  state: string | undefined
  isImpersonating: boolean
  complianceSessionId: string | null
  originalUserId: number | null
}

/** /auth/callback: trade the state's token for a session, then go where the user was heading. */
export function SignInCallback({ token, state, isImpersonating, complianceSessionId, originalUserId }: Props) {
  usePageTitle('Signing in')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const login = useMutation(sessionMutations.login())
  // The token is single-use: never send it twice, even when React mounts the effect twice.
  const sent = useRef(false)

  useEffect(() => {
    if (sent.current) return
    sent.current = true
    rememberComplianceSessionId(complianceSessionId)
    login.mutate(
      {
        authToken: token,
        complianceSystemSessionId: complianceSessionId,
        isImpersonating,
        UNSAFE_originalComplianceUserId: originalUserId,
      },
      {
        onSuccess: (session) => {
          // Nothing cached for someone else may survive into this session.
          queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' })
          void clearOfflineData()
          queryClient.setQueryData(sessionQueries.current().queryKey, session)
          void navigate({ href: decodeReturnPath(state), replace: true })
        },
        onError: () => void navigate({ to: '/auth/error', search: { message: 'Failed to login' }, replace: true }),
      },
    )
  }, [login, token, state, isImpersonating, complianceSessionId, originalUserId, queryClient, navigate])

  return <SigningIn />
}
