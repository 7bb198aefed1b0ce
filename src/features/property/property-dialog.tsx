import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { ApiError, ValidationError } from '../../api/client.ts'
import { Dialog } from '../../ui/index.ts'

type PropertyDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** While a request is on its way the dialog stays open: Esc, the backdrop and the close button do nothing. */
  pending?: boolean
  /** What a screen reader hears meanwhile: the submit button's own pending text. */
  pendingText?: string
  children: ReactNode
}

/** The frame of the property dialogs: title, a close button, and no way out while submitting. */
export function PropertyDialog({
  open,
  onOpenChange,
  title,
  pending = false,
  pendingText = 'Saving…',
  children,
}: PropertyDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!pending) onOpenChange(details.open)
      }}
      closeOnEscape={!pending}
      closeOnInteractOutside={!pending}
    >
      <Dialog.Content className={css({ maxWidth: { sm: 'xl' } })}>
        <Dialog.Header closeDisabled={pending}>{title}</Dialog.Header>
        {children}
        {/* The form says "Saving…" on its button; a screen reader hears it here (toasts are hidden behind the modal). */}
        <div aria-live="polite" className={css({ srOnly: true })}>
          {pending ? pendingText : ''}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  )
}

/** The dialog's buttons: side by side from sm, full width and primary on top on phones. */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: { base: 'column-reverse', sm: 'row' },
        justifyContent: 'flex-end',
        gap: '3',
        mt: '6',
        '& > *': { width: { base: 'full', sm: 'auto' } },
      })}
    >
      {children}
    </div>
  )
}

/**
 * A failed submission, inside the dialog: the spec's sentence (when it has one) with the server's message
 * below it, and any per-field messages the server sent.
 */
export function SubmitError({ error, title }: { error: Error; title?: string }) {
  const fieldMessages = error instanceof ValidationError ? Object.values(error.fieldErrors).flat() : []
  const message = error instanceof ApiError || !title ? error.message : null
  return (
    <div
      role="alert"
      className={css({
        mt: '4',
        p: '3',
        borderRadius: 'md',
        bg: 'red.50',
        borderWidth: '1px',
        borderColor: 'red.200',
        color: 'red.800',
        fontSize: 'sm',
      })}
    >
      {title && <p className={css({ fontWeight: 'semibold' })}>{title}</p>}
      {message && <p>{message}</p>}
      {fieldMessages.length > 0 && (
        <ul className={css({ listStyle: 'disc', pl: '5', mt: '1' })}>
          {fieldMessages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
