import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { css } from '../../../styled-system/css'
import { ApiError } from '../../api/client.ts'
import { HELP_PHONE, HELP_PHONE_HREF } from '../../lib/support-contacts.ts'
import { Breadcrumbs, Button, buttonRecipe, TitleBlock, usePageTitle } from '../../ui/index.ts'
import { textLink } from '../../ui/links.ts'

/**
 * A property that cannot be shown: 404 and 403 say so in the server's (the spec's) words as a page of their
 * own; anything else offers to try again.
 */
export function PropertyErrorScreen({ error }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrors = useQueryErrorResetBoundary()
  // A failed query stays failed until reset; without this "Try again" would show the same error.
  useEffect(() => queryErrors.reset(), [queryErrors])
  const refused = error instanceof ApiError && (error.status === 404 || error.status === 403)
  const title = refused ? error.message : 'Failed to get property'
  usePageTitle(title)
  return (
    <>
      <TitleBlock
        breadcrumbs={
          <Breadcrumbs.Root>
            <Breadcrumbs.Link to="/">Home</Breadcrumbs.Link>
            <Breadcrumbs.Current>Property</Breadcrumbs.Current>
          </Breadcrumbs.Root>
        }
        title={title}
        description={
          refused
            ? 'Check the address of the page, or find the property in your portfolio.'
            : `${error instanceof Error ? error.message : String(error)}. Please try again.`
        }
      />
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        {!refused && <Button onClick={() => void router.invalidate()}>Try again</Button>}
        <Link to="/" className={buttonRecipe({ variant: refused ? 'solid' : 'outline' })}>
          Go to the home page
        </Link>
      </div>
      <p className={css({ mt: '6', fontSize: 'sm', color: 'fg.muted' })}>
        Need help? Call us on{' '}
        <a href={HELP_PHONE_HREF} className={textLink}>
          {HELP_PHONE}
        </a>
        .
      </p>
    </>
  )
}
