import { css } from '../../../styled-system/css'

/** An upload's progress bar (0–100), named after the file for screen readers. Used by the tray and the wizard. */
export function UploadProgress({ name, percentage }: { name: string; percentage: number }) {
  return (
    <div
      role="progressbar"
      aria-label={`Upload of ${name}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percentage}
      className={css({ height: '1.5', bg: 'gray.200', borderRadius: 'full', mt: '1', overflow: 'hidden' })}
    >
      <div
        className={css({ height: 'full', bg: 'accent', transition: 'width 200ms' })}
        style={{ width: `${percentage}%` }}
      />
    </div>
  )
}
