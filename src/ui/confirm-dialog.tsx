import { type ReactNode, useRef } from 'react'
import { css } from '../../styled-system/css'
import { Button } from './button.tsx'
import { Dialog } from './dialog.tsx'

type Props = {
  open: boolean
  /** The question, e.g. 'Are you sure you want to mark this property as vacant?' */
  title: string
  /** What answering yes does. */
  description: ReactNode
  /** The safe answer, where the dialog starts: 'Cancel', 'Keep editing'... */
  cancelLabel: string
  confirmLabel: string
  /** Danger for what cannot be undone (discarding, vacating); the plain button otherwise. */
  confirmVariant?: 'danger' | 'solid'
  /** While the answer is being carried out: both buttons disabled and the dialog stays open. */
  busy?: boolean
  /** Asked over another modal (a wizard): its backdrop sits under that one, so a wide shadow dims it. */
  overDialog?: boolean
  onCancel: () => void
  onConfirm: () => void
}

const answers = css({
  display: 'flex',
  flexDirection: { base: 'column-reverse', sm: 'row' },
  justifyContent: 'flex-end',
  gap: '3',
  '& > button': { width: { base: 'full', sm: 'auto' } },
})

/**
 * The app's question before a change: an alert dialog that starts on the safe answer (Esc and a tap outside
 * give it too, unless the change is under way), the answer that changes data on the right, or on top on a phone.
 */
export function ConfirmDialog(props: Props) {
  const {
    open,
    title,
    description,
    cancelLabel,
    confirmLabel,
    confirmVariant = 'solid',
    busy = false,
    overDialog,
  } = props
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !busy && !details.open && props.onCancel()}
      role="alertdialog"
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      initialFocusEl={() => cancelRef.current}
    >
      <Dialog.Content className={overDialog ? css({ boxShadow: '0 0 0 100vmax rgba(0, 0, 0, 0.45)' }) : undefined}>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{description}</Dialog.Description>
        <div className={answers}>
          <Button ref={cancelRef} variant="outline" disabled={busy} onClick={props.onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} disabled={busy} onClick={props.onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  )
}
