import { useQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { sessionQueries } from '../../api/session.ts'
import { buttonRecipe, usePageTitle } from '../../ui/index.ts'
import { useInShell } from './shell-context.ts'

/**
 * Any unknown route: the spec's text and a reference support can use. It may render signed out
 * (the root 404), so it reads the session query directly instead of requiring one.
 */
export function NotFoundScreen() {
  usePageTitle('Page not found')
  const route = useRouterState({ select: (s) => s.location.href })
  const { data: session } = useQuery(sessionQueries.current())
  const inShell = useInShell()
  const reference: [string, ReactNode][] = session
    ? [
        ['User id', session.user.id],
        ['Agency id', session.complianceAgencyId],
        ['Agency state', session.state],
        ['Route', route],
      ]
    : [['Route', route]]
  // Inside the shell the page content already sits in <main>; on its own this screen is the page.
  const Container = inShell ? 'section' : 'main'
  return (
    <Container
      className={css({ maxWidth: '2xl', mx: inShell ? '0' : 'auto', p: inShell ? '0' : { base: '5', md: '10' } })}
    >
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '2' })}>
        The page you're looking for doesn't exist
      </h1>
      <p className={css({ color: 'fg.muted', mb: '4' })}>Check the address, or go back to the home page.</p>
      <section aria-labelledby="not-found-reference" className={css({ mb: '6' })}>
        <h2 id="not-found-reference" className={css({ fontSize: 'sm', fontWeight: 'semibold', mb: '1' })}>
          Reference for support
        </h2>
        <dl
          className={css({
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: '4',
            rowGap: '1',
            fontSize: 'sm',
            color: 'fg.muted',
            bg: 'white',
            borderWidth: '1px',
            borderColor: 'border',
            borderRadius: 'md',
            p: '3',
            '& dt': { fontWeight: 'semibold', color: 'fg' },
            '& dd': { overflowWrap: 'anywhere', fontFamily: 'mono' },
          })}
        >
          {reference.map(([term, value]) => (
            <div key={term} className={css({ display: 'contents' })}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Link to="/" className={buttonRecipe()}>
        Go to the home page
      </Link>
    </Container>
  )
}
