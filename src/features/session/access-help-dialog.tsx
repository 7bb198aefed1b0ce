import { css } from '../../../styled-system/css'
import { Button, Dialog } from '../../ui/index.ts'
import { HelpText, type HelpTopic } from './access-help-text.tsx'

type Props = { topic: HelpTopic; onClose: () => void; returnFocus: () => HTMLElement | null }

/** One help topic in a dialog: its own chunk, so the sign-in page loads Ark's dialog only when asked. */
export function AccessHelpDialog({ topic, onClose, returnFocus }: Props) {
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} finalFocusEl={returnFocus}>
      <Dialog.Content>
        <Dialog.Title>{topic.title}</Dialog.Title>
        <Dialog.Description>{topic.body}</Dialog.Description>
        <p className={css({ mb: '4' })}>
          <HelpText />
        </p>
        <Dialog.CloseTrigger asChild>
          <Button variant="outline">Close</Button>
        </Dialog.CloseTrigger>
      </Dialog.Content>
    </Dialog.Root>
  )
}
