import { Link } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import { HELP_PHONE, HELP_PHONE_HREF } from '../../lib/support-contacts.ts'
import { buttonRecipe, TitleBlock, usePageTitle } from '../../ui/index.ts'
import { textLink } from '../../ui/links.ts'

/** /error: where a screen sends the user when it cannot go on. */
export function GeneralErrorScreen() {
  usePageTitle('Something went wrong')
  return (
    <>
      <TitleBlock
        title="Something went wrong"
        description="We could not complete that. Please try again in a moment."
      />
      <Link to="/" className={buttonRecipe()}>
        Go to the home page
      </Link>
      <p className={css({ mt: '6', fontSize: 'sm', color: 'fg.muted' })}>
        If this keeps happening, call us on{' '}
        <a href={HELP_PHONE_HREF} className={textLink}>
          {HELP_PHONE}
        </a>
        .
      </p>
    </>
  )
}
