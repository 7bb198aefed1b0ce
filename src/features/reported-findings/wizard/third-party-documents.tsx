import { useId, useRef } from 'react'
import { css } from '../../../../styled-system/css'
import { MAX_UPLOAD_LABEL, UPLOAD_ACCEPT } from '../../../contract/documents.ts'
import { Badge, Button, CloseIcon } from '../../../ui/index.ts'
import { formatFileSize } from '../../documents/file-size.ts'
import type { FindingDocument, FindingDocuments } from './finding-documents.ts'

export const WAITING_TO_SYNC = 'Waiting to sync'

type Props = {
  /** useFindingDocuments' value for this opening of the wizard. */
  documents: FindingDocuments
  /** The form's error for documentIds, e.g. 'Please upload at least one document.' */
  error?: string
  disabled?: boolean
}

/**
 * The third-party resolution's documents (property-operations §4 File upload, §5): "Add documents" picks files,
 * "Take photo" opens the camera on phones. Each file is kept on the device and sent as soon as it is added; with
 * no signal it waits in the outbox and goes before the submission that names it.
 */
export function ThirdPartyDocumentsField({ documents, error, disabled = false }: Props) {
  const id = useId()
  const errorId = `${id}-error`
  const filesInput = useRef<HTMLInputElement>(null)
  const cameraInput = useRef<HTMLInputElement>(null)
  const pick = (input: HTMLInputElement) => {
    const files = Array.from(input.files ?? [])
    // The same file picked again later must fire change again.
    input.value = ''
    if (files.length > 0) void documents.add(files)
  }
  const describedBy = error ? errorId : undefined
  return (
    <fieldset
      aria-describedby={describedBy}
      className={css({ border: 'none', p: '0', m: '0', minWidth: '0', mb: '4' })}
    >
      <legend className={css({ fontWeight: 'semibold', p: '0' })}>Documents</legend>
      <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '2' })}>
        Photos or files of the work, up to {MAX_UPLOAD_LABEL} each.
      </p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <Button
          variant="outline"
          disabled={disabled}
          aria-describedby={describedBy}
          onClick={() => filesInput.current?.click()}
        >
          Add documents
        </Button>
        <Button variant="outline" disabled={disabled} onClick={() => cameraInput.current?.click()}>
          Take photo
        </Button>
      </div>
      <input
        ref={filesInput}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        // Hidden: the buttons are what people and screen readers use; a click on them opens this picker.
        hidden
        data-testid="third-party-files"
        onChange={(event) => pick(event.currentTarget)}
      />
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid="third-party-camera"
        onChange={(event) => pick(event.currentTarget)}
      />
      {documents.items.length > 0 && (
        <ul aria-label="Documents added" className={css({ mt: '3', borderTopWidth: '1px', borderColor: 'border' })}>
          {documents.items.map((item) => (
            <DocumentRow key={item.id} item={item} disabled={disabled} onRemove={() => documents.remove(item.id)} />
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} role="alert" className={css({ color: 'danger', fontSize: 'sm', mt: '2' })}>
          {error}
        </p>
      )}
    </fieldset>
  )
}

function DocumentRow({ item, disabled, onRemove }: { item: FindingDocument; disabled: boolean; onRemove: () => void }) {
  return (
    <li
      aria-label={item.name}
      className={css({
        display: 'flex',
        alignItems: 'flex-start',
        gap: '2',
        py: '2',
        borderBottomWidth: '1px',
        borderColor: 'border',
      })}
    >
      <div className={css({ flex: '1', minWidth: '0' })}>
        <p className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{item.name}</p>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{formatFileSize(item.size)}</p>
        <DocumentStatus item={item} />
      </div>
      <Button variant="ghost" aria-label={`Remove ${item.name}`} disabled={disabled} onClick={onRemove}>
        <CloseIcon />
      </Button>
    </li>
  )
}

function DocumentStatus({ item }: { item: FindingDocument }) {
  switch (item.status) {
    case 'queued':
      return <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>Queued</p>
    case 'uploading':
      return (
        <div
          role="progressbar"
          aria-label={`Upload of ${item.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={item.uploadPercentage}
          className={css({ height: '1.5', bg: 'gray.200', borderRadius: 'full', mt: '1', overflow: 'hidden' })}
        >
          <div
            className={css({ height: 'full', bg: 'accent', transition: 'width 200ms' })}
            style={{ width: `${item.uploadPercentage}%` }}
          />
        </div>
      )
    case 'waiting':
      return (
        <Badge tone="warning" className={css({ mt: '1' })}>
          {WAITING_TO_SYNC}
        </Badge>
      )
    case 'success':
      return (
        <Badge tone="success" className={css({ mt: '1' })}>
          Uploaded
        </Badge>
      )
    case 'failed':
      return (
        <p className={css({ fontSize: 'sm', color: 'danger', overflowWrap: 'anywhere' })}>
          {item.error ?? 'Unknown error'}
        </p>
      )
  }
}
