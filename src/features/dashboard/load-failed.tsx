import { css } from '../../../styled-system/css'
import { Button, WarningIcon } from '../../ui/index.ts'

/** A dashboard panel that could not load: the spec's failure text ('Failed to get stats', …) and a way to ask again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '3',
        p: '4',
        bg: 'red.50',
        color: 'red.800',
        borderWidth: '1px',
        borderColor: 'red.200',
        borderRadius: 'lg',
      })}
    >
      <WarningIcon />
      <p className={css({ flex: '1', fontWeight: 'semibold' })}>{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
