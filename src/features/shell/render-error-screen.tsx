import type { ErrorComponentProps } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import { Button, usePageTitle } from '../../ui/index.ts'

/** Unhandled render errors: say so plainly and offer a reload. */
export function RenderErrorScreen({ error }: ErrorComponentProps) {
  usePageTitle('Something went wrong')
  return (
    <main role="alert" className={css({ maxWidth: '2xl', mx: 'auto', p: { base: '5', md: '10' } })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '2' })}>Something went wrong</h1>
      <p className={css({ color: 'fg.muted', mb: '2' })}>This page could not be shown. Reloading usually fixes it.</p>
      <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '6' })}>
        {error instanceof Error ? error.message : String(error)}
      </p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </main>
  )
}
