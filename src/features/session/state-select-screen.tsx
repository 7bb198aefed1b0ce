import { useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { css } from '../../../styled-system/css'
import { authQueries } from '../../api/auth.ts'
import type { ComplianceSystem } from '../../contract/states.ts'
import { PRODUCT_NAME } from '../../lib/product.ts'
import { Button, usePageTitle } from '../../ui/index.ts'
import { AccessHelpDialogs } from './access-help-dialogs.tsx'
import { AuthCard } from './auth-card.tsx'
import { stateSignInUrl } from './sign-in-url.ts'
import { SigningIn } from './signing-in.tsx'

const LAST_STATE_KEY = 'acp:last-state-id'

function goToStateSignIn(system: ComplianceSystem, returnPath: string) {
  localStorage.setItem(LAST_STATE_KEY, String(system.id))
  window.location.assign(stateSignInUrl(system, returnPath, window.location.origin))
}

type Props = { preselectedStateId?: number; returnPath: string }

/** /auth/login: one button per state; choosing one goes to that state's sign-in page. */
export function StateSelectScreen({ preselectedStateId, returnPath }: Props) {
  usePageTitle('Sign in')
  const { data } = useSuspenseQuery(authQueries.systems())
  const [signingIn, setSigningIn] = useState(false)
  const lastStateId = Number(localStorage.getItem(LAST_STATE_KEY)) || undefined
  const highlighted = lastStateId ?? data.items.find((s) => s.isDefault)?.id

  function signIn(system: ComplianceSystem) {
    setSigningIn(true)
    goToStateSignIn(system, returnPath)
  }

  // A link with __acp_state_id goes straight to that state's sign-in.
  const preselected = data.items.find((s) => s.id === preselectedStateId)
  useEffect(() => {
    if (preselected) goToStateSignIn(preselected, returnPath)
  }, [preselected, returnPath])

  if (signingIn || preselected) return <SigningIn />

  return (
    <AuthCard>
      <p className={css({ color: 'fg.muted', fontSize: 'sm', mb: '1' })}>{PRODUCT_NAME}</p>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '5' })}>Select your state</h1>
      <ul
        className={css({ display: 'grid', gridTemplateColumns: { base: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: '3' })}
      >
        {data.items.map((system) => (
          <li key={system.id}>
            <Button
              width="full"
              variant={system.id === highlighted ? 'solid' : 'outline'}
              aria-label={`${system.code}: sign in through ${system.name}`}
              onClick={() => signIn(system)}
            >
              {system.code}
            </Button>
          </li>
        ))}
      </ul>
      <AccessHelpDialogs />
    </AuthCard>
  )
}
