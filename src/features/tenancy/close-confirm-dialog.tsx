import { useRef } from 'react'
import { Button, Dialog } from '../../ui/index.ts'
import { questionButtons } from './wizard-parts.tsx'

export const CLOSE_QUESTION = 'Are you sure you want to close without saving your changes?'
export const CLOSE_CONFIRM_LABEL = 'Close without saving changes'

type Props = { open: boolean; onKeepEditing: () => void; onConfirm: () => void }

/** Asked before a wizard with unsaved changes closes (spec §2); Esc or "Keep editing" goes back to it. */
export function CloseConfirmDialog({ open, onKeepEditing, onConfirm }: Props) {
  const keepRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onKeepEditing()}
      role="alertdialog"
      initialFocusEl={() => keepRef.current}
    >
      <Dialog.Content>
        <Dialog.Title>{CLOSE_QUESTION}</Dialog.Title>
        <Dialog.Description>The changes you have made to this tenancy will be lost.</Dialog.Description>
        <div className={questionButtons}>
          <Button ref={keepRef} variant="outline" onClick={onKeepEditing}>
            Keep editing
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {CLOSE_CONFIRM_LABEL}
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  )
}
