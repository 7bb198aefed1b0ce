import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'

type Props = { description: string | null; onCancel: () => void; onConfirm: () => void }

/** Discarding is the one way a change leaves the outbox unsent: it is asked, never done on one tap. */
export function DiscardDialog({ description, onCancel, onConfirm }: Props) {
  return (
    <ConfirmDialog
      open={description !== null}
      title="Discard this change?"
      description={`${description}. It has not reached the server: discarded, it is lost and cannot be brought back.`}
      cancelLabel="Keep it"
      confirmLabel="Discard change"
      confirmVariant="danger"
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  )
}
