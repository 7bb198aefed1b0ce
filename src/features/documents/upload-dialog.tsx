import { css } from '../../../styled-system/css'
import { PropertyDialog } from '../property/property-dialog.tsx'
import { queueDocumentUploads, type UploadPayload, useDocumentUploadQueue } from '../uploads/uploads-store.ts'
import { DocumentAttributesForm } from './document-attributes-form.tsx'
import { formatFileSize } from './file-size.ts'

type Props = { files: File[]; property: UploadPayload['property']; onClose: () => void }

/** The document-attributes dialog for new files: once filled, every file joins the upload queue (the tray). */
export function UploadDialog({ files, property, onClose }: Props) {
  const uploads = useDocumentUploadQueue()
  return (
    <PropertyDialog open onOpenChange={(open) => !open && onClose()} title="Document attributes">
      <DocumentAttributesForm
        id={`upload-${property.type}-${property.id}`}
        submitLabel={files.length === 1 ? 'Upload 1 file' : `Upload ${files.length} files`}
        onCancel={onClose}
        onSubmit={(attributes) => {
          void queueDocumentUploads(uploads, files, property, attributes)
          onClose()
        }}
      >
        <p className={css({ color: 'fg.muted', mb: '2' })}>Files to upload to {property.address}:</p>
        <ul aria-label="Files to upload" className={css({ mb: '4', listStyle: 'disc', pl: '5' })}>
          {files.map((file) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={css({ overflowWrap: 'anywhere' })}>
              {file.name} ({formatFileSize(file.size)})
            </li>
          ))}
        </ul>
      </DocumentAttributesForm>
    </PropertyDialog>
  )
}
