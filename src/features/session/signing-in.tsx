import { css } from '../../../styled-system/css'
import { AuthCard } from './auth-card.tsx'

export function SigningIn() {
  return (
    <AuthCard>
      <div role="status" aria-live="polite" className={css({ textAlign: 'center', py: '6' })}>
        <div
          aria-hidden
          className={css({
            width: '10',
            height: '10',
            mx: 'auto',
            mb: '4',
            borderRadius: 'full',
            border: '4px solid',
            borderColor: 'brand.100',
            borderTopColor: 'brand.600',
            animation: 'spin 0.9s linear infinite',
          })}
        />
        <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>We're signing you in...</h1>
        <p className={css({ color: 'fg.muted', mt: '1' })}>Please wait while we verify your details</p>
      </div>
    </AuthCard>
  )
}
