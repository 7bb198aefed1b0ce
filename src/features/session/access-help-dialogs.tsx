import { css } from '../../../styled-system/css'
import { PRODUCT_NAME } from '../../lib/product.ts'
import { HELP_EMAIL, HELP_PHONE, HELP_PHONE_HREF } from '../../lib/support-contacts.ts'
import { Button, Dialog } from '../../ui/index.ts'

const linkStyle = css({
  color: 'accent',
  textDecoration: 'underline',
  minHeight: '11',
  px: '2',
  cursor: 'pointer',
  bg: 'transparent',
  fontSize: 'sm',
})

/** 'Need access?' and 'Forgot username?': what to do, who to call. */
export function AccessHelpDialogs() {
  return (
    <div className={css({ display: 'flex', justifyContent: 'space-between', mt: '6', flexWrap: 'wrap' })}>
      <HelpDialog
        trigger="Need access?"
        title="Need access?"
        body={`Access to the ${PRODUCT_NAME} is set up by your agency. Ask your agency's principal or office manager to add you, or contact us and we will arrange it with them.`}
      />
      <HelpDialog
        trigger="Forgot username?"
        title="Forgot username?"
        body="Your username is the one you use for your state's compliance system. Contact us with your name and agency and we will send it to your registered email address."
      />
    </div>
  )
}

function HelpDialog({ trigger, title, body }: { trigger: string; title: string; body: string }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={linkStyle}>{trigger}</Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{body}</Dialog.Description>
        <p className={css({ mb: '4' })}>
          Call <a href={HELP_PHONE_HREF}>{HELP_PHONE}</a> or email <a href={`mailto:${HELP_EMAIL}`}>{HELP_EMAIL}</a>.
        </p>
        <Dialog.CloseTrigger asChild>
          <Button variant="outline">Close</Button>
        </Dialog.CloseTrigger>
      </Dialog.Content>
    </Dialog.Root>
  )
}
