import { Link, useRouterState } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import { buttonRecipe, usePageTitle } from '../../ui/index.ts'

/** Any unknown route: the spec's text and a reference support can use. */
export function NotFoundScreen() {
  usePageTitle('Page not found')
  const route = useRouterState({ select: (s) => s.location.href })
  return (
    <main className={css({ maxWidth: '2xl', mx: 'auto', p: { base: '5', md: '10' } })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '2' })}>
        The page you're looking for doesn't exist
      </h1>
      <p className={css({ color: 'fg.muted', mb: '4' })}>Check the address, or go back to the home page.</p>
      <dl className={css({ fontSize: 'sm', color: 'fg.muted', mb: '6', '& dt': { fontWeight: 'semibold' } })}>
        <dt>Route</dt>
        <dd>{route}</dd>
      </dl>
      <Link to="/" className={buttonRecipe()}>
        Go to the home page
      </Link>
    </main>
  )
}
