import { useId } from 'react'
import { css } from '../../../styled-system/css'
import { Button, type ButtonProps } from '../../ui/index.ts'
import { useNeedsConnection } from './use-online.ts'

const reasonText = css({ fontSize: 'sm', color: 'fg.muted', maxWidth: '20rem' })

/** Offline, the sentence saying why the actions beside it are disabled; they name it with aria-describedby. */
export function OfflineReason({ id, reason }: { id: string; reason: string | undefined }) {
  return reason ? (
    <p id={id} className={reasonText}>
      {reason}
    </p>
  ) : null
}

/**
 * A button for a change the server must make now (it is not queued in the outbox): disabled offline, with the
 * reason under it. `action` names it in that reason ("Updating keys needs a connection…").
 */
export function NeedsConnectionButton({ action, disabled, ...props }: ButtonProps & { action: string }) {
  const connection = useNeedsConnection(action)
  const reasonId = useId()
  return (
    <span className={css({ display: 'inline-grid', gap: '1', justifyItems: 'end' })}>
      <Button
        {...props}
        disabled={disabled || connection.disabled}
        aria-describedby={connection.reason ? reasonId : undefined}
      />
      <OfflineReason id={reasonId} reason={connection.reason} />
    </span>
  )
}
