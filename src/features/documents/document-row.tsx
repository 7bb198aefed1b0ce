import { css } from '../../../styled-system/css'
import type { PropertyDocument } from '../../contract/documents.ts'
import { formatDate } from '../../lib/dates.ts'
import { Button, buttonRecipe } from '../../ui/index.ts'
import { formatFileSize } from './file-size.ts'
import { isViewable } from './viewable.ts'

type Props = {
  document: PropertyDocument
  onOpen: (document: PropertyDocument) => void
  onEdit: (document: PropertyDocument) => void
  onDelete: (document: PropertyDocument) => void
  /** Offline: Edit and Delete need the server now (they are not queued); the list says why, under this id. */
  offlineReasonId?: string
}

/** One document: what it is, for which services, when and by whom, and what can be done with it. */
export function DocumentRow({ document, onOpen, onEdit, onDelete, offlineReasonId }: Props) {
  const offline = { disabled: offlineReasonId !== undefined, 'aria-describedby': offlineReasonId }
  const services = document.services.map((s) => s.name).join(', ')
  return (
    <li
      aria-label={document.name}
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '3',
        p: '3',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'lg',
        bg: 'white',
      })}
    >
      <div className={css({ flex: '1 1 16rem', minWidth: '0' })}>
        <p className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{document.name}</p>
        <p className={css({ fontSize: 'sm' })}>
          {document.documentType.name}
          {services && ` · ${services}`}
        </p>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          Uploaded {formatDate(document.createdAt)}
          {document.uploadedBy && ` by ${document.uploadedBy.name}`} · {formatFileSize(document.size)}
        </p>
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
        {isViewable(document.contentType) && (
          <Button variant="outline" aria-label={`Open ${document.name}`} onClick={() => onOpen(document)}>
            Open
          </Button>
        )}
        <a
          href={document.url}
          download={document.name}
          aria-label={`Download ${document.name}`}
          className={buttonRecipe({ variant: 'ghost' })}
        >
          Download
        </a>
        <Button variant="ghost" aria-label={`Edit ${document.name}`} onClick={() => onEdit(document)} {...offline}>
          Edit
        </Button>
        <Button variant="ghost" aria-label={`Delete ${document.name}`} onClick={() => onDelete(document)} {...offline}>
          Delete
        </Button>
      </div>
    </li>
  )
}
