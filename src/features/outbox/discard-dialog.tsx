import { useRef } from 'react'
import { css } from '../../../styled-system/css'
import { Button, Dialog } from '../../ui/index.ts'

type Props = { description: string | null; onCancel: () => void; onConfirm: () => void }

/** Discarding is the one way a change leaves the outbox unsent: it is asked, never done on one tap. */
export function DiscardDialog({ description, onCancel, onConfirm }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      open={description !== null}
      onOpenChange={(details) => !details.open && onCancel()}
      role="alertdialog"
      initialFocusEl={() => cancelRef.current}
    >
      <Dialog.Content>
        <Dialog.Title>Discard this change?</Dialog.Title>
        <Dialog.Description>
          {description}. It has not reached the server: discarded, it is lost and cannot be brought back.
        </Dialog.Description>
        <div
          className={css({
            display: 'flex',
            flexDirection: { base: 'column-reverse', sm: 'row' },
            justifyContent: 'flex-end',
            gap: '3',
            mt: '4',
          })}
        >
          <Button ref={cancelRef} variant="outline" onClick={onCancel}>
            Keep it
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            Discard change
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  )
}
