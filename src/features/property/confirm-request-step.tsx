import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { Button, type ButtonProps } from '../../ui/index.ts'
import { DialogActions, SubmitError } from './property-dialog.tsx'
import { DetailList } from './section-card.tsx'

type Props = {
  items: [label: string, value: ReactNode][]
  /** Shown under the summary, e.g. how long the provider takes. */
  note?: ReactNode
  error: Error | null
  errorTitle: string
  pending: boolean
  submitLabel: string
  submitVariant?: ButtonProps['variant']
  onBack: () => void
  onSubmit: () => void
}

/** Step 2 of the hold and cancellation dialogs: the request in words, the server's error if any, Back and Submit. */
export function ConfirmRequestStep({
  items,
  note,
  error,
  errorTitle,
  pending,
  submitLabel,
  submitVariant,
  onBack,
  onSubmit,
}: Props) {
  return (
    <div>
      <p className={css({ color: 'fg.muted', mb: '4' })}>
        Step 2 of 2: please check your request before you submit it.
      </p>
      <DetailList items={items} />
      {note && <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '4' })}>{note}</p>}
      {error && <SubmitError error={error} title={errorTitle} />}
      <DialogActions>
        <Button variant="outline" onClick={onBack} disabled={pending}>
          Back
        </Button>
        <Button variant={submitVariant} onClick={onSubmit} disabled={pending}>
          {pending ? 'Submitting…' : submitLabel}
        </Button>
      </DialogActions>
    </div>
  )
}
