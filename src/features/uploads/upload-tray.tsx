import { useEffect, useState } from 'react'
import { css } from '../../../styled-system/css'
import { Button, ChevronDownIcon, CloseIcon } from '../../ui/index.ts'
import { uploadStatusText, uploadSummaryText, YOUR_UPLOADS } from './upload-labels.ts'
import { isActive } from './upload-queue.ts'
import { UploadReceipt } from './upload-receipt.tsx'
import { type TrayEntry, useTrayEntries } from './use-tray-entries.ts'

const panel = css({
  position: 'fixed',
  zIndex: 'sticky',
  bottom: { base: '0', sm: '4' },
  right: { base: '0', sm: '4' },
  width: { base: 'full', sm: '24rem' },
  maxHeight: '60dvh',
  display: 'flex',
  flexDirection: 'column',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'border',
  borderTopRadius: 'xl',
  borderBottomRadius: { base: '0', sm: 'xl' },
  boxShadow: 'xl',
})

/**
 * "Your uploads": every upload of this page and those waiting in the outbox, with a summary, per-file progress,
 * cancel, and "Clear" for finished ones. Shown only while there is something to show; it warns before the page
 * is left while an upload still needs it.
 */
export function UploadTray() {
  const { entries, cancel, clear } = useTrayEntries()
  const [open, setOpen] = useState(true)
  const needsPage = entries.some((entry) => entry.status === 'queued' || entry.status === 'uploading')
  useLeaveWarning(needsPage)
  if (entries.length === 0) return null
  const finished = entries.some((entry) => !isActive(entry))
  return (
    <section aria-labelledby="upload-tray-title" className={panel}>
      <header className={css({ display: 'flex', alignItems: 'center', gap: '2', px: '4', py: '2' })}>
        <div className={css({ flex: '1', minWidth: '0' })}>
          <h2 id="upload-tray-title" className={css({ fontWeight: 'bold' })}>
            {YOUR_UPLOADS}
          </h2>
          <p aria-live="polite" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {uploadSummaryText(entries).join(' · ')}
          </p>
        </div>
        {finished && (
          <Button variant="ghost" onClick={clear}>
            Clear
          </Button>
        )}
        <Button
          variant="ghost"
          aria-expanded={open}
          aria-controls="upload-tray-list"
          aria-label={open ? 'Hide uploads' : 'Show uploads'}
          onClick={() => setOpen(!open)}
        >
          <ChevronDownIcon className={css({ transform: open ? 'none' : 'rotate(180deg)' })} />
        </Button>
      </header>
      <ul
        id="upload-tray-list"
        hidden={!open}
        className={css({ overflowY: 'auto', borderTopWidth: '1px', borderColor: 'border' })}
      >
        {entries.map((entry) => (
          <TrayRow key={entry.id} entry={entry} onCancel={() => cancel(entry)} />
        ))}
      </ul>
    </section>
  )
}

function TrayRow({ entry, onCancel }: { entry: TrayEntry; onCancel: () => void }) {
  const status = uploadStatusText(entry)
  return (
    <li
      aria-label={entry.name}
      className={css({ display: 'flex', gap: '2', px: '4', py: '2', borderBottomWidth: '1px', borderColor: 'border' })}
    >
      <div className={css({ flex: '1', minWidth: '0' })}>
        <p className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{entry.name}</p>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}>{entry.address}</p>
        <p className={css({ fontSize: 'sm', color: entry.status === 'failed' ? 'danger' : 'fg.default' })}>{status}</p>
        {entry.status === 'uploading' && (
          <div
            role="progressbar"
            aria-label={`Upload of ${entry.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={entry.uploadPercentage}
            className={css({ height: '1.5', bg: 'gray.200', borderRadius: 'full', mt: '1', overflow: 'hidden' })}
          >
            <div
              className={css({ height: 'full', bg: 'accent', transition: 'width 200ms' })}
              style={{ width: `${entry.uploadPercentage}%` }}
            />
          </div>
        )}
        {entry.receipt && <UploadReceipt receipt={entry.receipt} />}
      </div>
      <Button
        variant="ghost"
        aria-label={isActive(entry) ? `Cancel upload of ${entry.name}` : `Remove ${entry.name} from the list`}
        onClick={onCancel}
      >
        <CloseIcon />
      </Button>
    </li>
  )
}

/** The browser's own "Leave site?" prompt while an upload would be lost by leaving. */
function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [active])
}
