import { HELP_EMAIL, HELP_PHONE, HELP_PHONE_HREF } from '../../lib/support-contacts.ts'
import { textLink } from '../../ui/links.ts'

/** A help topic of the sign-in page: shown in a dialog, or in place when the dialog's chunk cannot load. */
export type HelpTopic = { title: string; body: string }

export function HelpText() {
  return (
    <>
      Call{' '}
      <a href={HELP_PHONE_HREF} className={textLink}>
        {HELP_PHONE}
      </a>{' '}
      or email{' '}
      <a href={`mailto:${HELP_EMAIL}`} className={textLink}>
        {HELP_EMAIL}
      </a>
      .
    </>
  )
}
