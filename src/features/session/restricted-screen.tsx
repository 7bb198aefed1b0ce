import { Link } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import { buttonRecipe, usePageTitle } from '../../ui/index.ts'
import { AuthCard } from './auth-card.tsx'

export function RestrictedScreen() {
  usePageTitle('This page is restricted')
  return (
    <AuthCard>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '2' })}>This page is restricted</h1>
      <p className={css({ color: 'fg.muted', mb: '6' })}>
        You may not have permission to see this page, or you may not be logged in.
      </p>
      <Link to="/auth/login" className={buttonRecipe()}>
        Try logging in again
      </Link>
    </AuthCard>
  )
}
