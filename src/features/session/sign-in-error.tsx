import { Link } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import { buttonRecipe, usePageTitle } from '../../ui/index.ts'
import { AuthCard } from './auth-card.tsx'
import { complianceSessionId } from './compliance-session-id.ts'

/** /auth/error?message=…: signing in or out failed. */
export function SignInError({ message }: { message: string | undefined }) {
  usePageTitle('Something went wrong')
  const sessionId = complianceSessionId()
  return (
    <AuthCard>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '2' })}>Something went wrong</h1>
      <p role="alert" className={css({ color: 'danger', mb: '4' })}>
        {message ?? 'An unknown error occurred'}
      </p>
      {sessionId && (
        <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '4', wordBreak: 'break-all' })}>
          Session id: {sessionId}
        </p>
      )}
      <Link to="/auth/login" className={buttonRecipe()}>
        Try logging in again
      </Link>
    </AuthCard>
  )
}
