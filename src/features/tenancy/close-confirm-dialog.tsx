import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'

export const CLOSE_QUESTION = 'Are you sure you want to close without saving your changes?'
export const CLOSE_CONFIRM_LABEL = 'Close without saving changes'

type Props = { open: boolean; onKeepEditing: () => void; onConfirm: () => void }

/** Asked before a wizard with unsaved changes closes (spec §2); Esc or "Keep editing" goes back to it. */
export function CloseConfirmDialog({ open, onKeepEditing, onConfirm }: Props) {
  return (
    <ConfirmDialog
      open={open}
      title={CLOSE_QUESTION}
      description="The changes you have made to this tenancy will be lost."
      cancelLabel="Keep editing"
      confirmLabel={CLOSE_CONFIRM_LABEL}
      confirmVariant="danger"
      overDialog
      onCancel={onKeepEditing}
      onConfirm={onConfirm}
    />
  )
}
