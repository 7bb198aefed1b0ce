import { useId } from 'react'
import { css } from '../../../../styled-system/css'
import { MAX_UPLOAD_LABEL } from '../../../contract/documents.ts'
import { Badge, Button, CloseIcon } from '../../../ui/index.ts'
import { formatFileSize } from '../../documents/file-size.ts'
import { FilePickers } from '../../uploads/file-pickers.tsx'
import { UploadProgress } from '../../uploads/upload-progress.tsx'
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
      <FilePickers
        onPick={(files) => void documents.add(files)}
        disabled={disabled}
        describedBy={describedBy}
        testId="third-party"
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
      return <UploadProgress name={item.name} percentage={item.uploadPercentage} />
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
