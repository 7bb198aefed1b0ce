import { useEffect, useState } from 'react'
import { css } from '../../../styled-system/css'
import { discardItem } from '../../offline/outbox/actions.ts'
import { Button, ChevronDownIcon, CloseIcon } from '../../ui/index.ts'
import { ConnectivityNote } from '../outbox/connectivity-note.tsx'
import { DiscardDialog } from '../outbox/discard-dialog.tsx'
import { uploadStatusText, uploadSummaryText, YOUR_UPLOADS } from './upload-labels.ts'
import { storedFileOf } from './upload-outbox.ts'
import { UploadProgress } from './upload-progress.tsx'
import { isActive } from './upload-queue.ts'
import { UploadReceipt } from './upload-receipt.tsx'
import { hideFromTray } from './uploads-store.ts'
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
  const { entries, queue } = useTrayEntries()
  const [open, setOpen] = useState(true)
  const [discarding, setDiscarding] = useState<TrayEntry[]>([])
  /** Gone from the tray: a delivered one stays in the outbox's list; anything unsent is discarded only when asked. */
  const remove = (entry: TrayEntry) => {
    if (entry.inQueue && (entry.status === 'queued' || entry.status === 'uploading' || entry.status === 'success'))
      queue.cancel(entry.id)
    else if (entry.status === 'success') void hideFromTray(entry.id)
    else setDiscarding([entry])
  }
  const discard = () => {
    for (const entry of discarding) entry.inQueue ? queue.cancel(entry.id) : void discardItem(entry.id)
    setDiscarding([])
  }
  const clear = () => {
    for (const entry of entries) if (entry.status === 'success') remove(entry)
    setDiscarding(entries.filter((entry) => entry.status === 'failed'))
  }
  const needsPage = entries.some((entry) => entry.status === 'queued' || entry.status === 'uploading')
  useLeaveWarning(needsPage)
  if (entries.length === 0) return null
  const finished = entries.some((entry) => !isActive(entry))
  return (
    <>
      {/* On a phone the tray spans the foot of the screen: room to scroll the page's end (the footer) above it. */}
      <div aria-hidden className={css({ height: { base: '24', sm: '0' } })} />
      <section aria-labelledby="upload-tray-title" className={panel}>
        <header className={css({ display: 'flex', alignItems: 'center', gap: '2', px: '4', py: '2' })}>
          <div className={css({ flex: '1', minWidth: '0' })}>
            <h2 id="upload-tray-title" className={css({ fontWeight: 'bold' })}>
              {YOUR_UPLOADS}
            </h2>
            <p aria-live="polite" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {uploadSummaryText(entries).join(' · ')}
            </p>
            {entries.some((entry) => entry.status === 'waiting') && <ConnectivityNote />}
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
            <TrayRow key={entry.id} entry={entry} onCancel={() => remove(entry)} />
          ))}
        </ul>
        <DiscardDialog
          description={discarding.length === 0 ? null : discardDescription(discarding)}
          onCancel={() => setDiscarding([])}
          onConfirm={discard}
        />
      </section>
    </>
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
        {entry.status === 'waiting' && entry.error && (
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{entry.error}</p>
        )}
        {entry.status === 'failed' && <DownloadFailedFile entry={entry} />}
        {entry.status === 'uploading' && <UploadProgress name={entry.name} percentage={entry.uploadPercentage} />}
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

const discardDescription = (entries: TrayEntry[]) =>
  entries.length === 1 ? `Upload of ${entries[0]?.name}` : `${entries.length} uploads that did not arrive`

/**
 * A refused upload's file is still on this device, in the outbox or (when it could not be stored there, say the
 * device is full) only in this page: it can be saved, so a photo is never lost.
 */
function DownloadFailedFile({ entry }: { entry: TrayEntry }) {
  const { row, file: held, name } = entry
  if (!row && !held) return null
  const download = async () => {
    const file = row ? await storedFileOf(row) : held
    if (!file) return
    const url = URL.createObjectURL(file)
    const link = document.createElement('a')
    link.href = url
    link.download = file.name
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
  }
  return (
    <Button variant="outline" aria-label={`Download ${name}`} onClick={() => void download()}>
      Download
    </Button>
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
