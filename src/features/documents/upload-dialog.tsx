import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { PropertyDialog } from '../property/property-dialog.tsx'
import { queueDocumentUploads, type UploadPayload, useDocumentUploadQueue } from '../uploads/uploads-store.ts'
import { DocumentAttributesForm } from './document-attributes-form.tsx'
import { formatFileSize } from './file-size.ts'

type Props = { files: File[]; property: UploadPayload['property']; onClose: () => void }

/**
 * The document-attributes dialog for new files: once filled, every file joins the upload queue (the tray). It
 * closes once the files are stored on the device, not before: the app closed (or the page left) the moment the
 * dialog goes can then lose none of them.
 */
export function UploadDialog({ files, property, onClose }: Props) {
  const uploads = useDocumentUploadQueue()
  const [storing, setStoring] = useState(false)
  return (
    <PropertyDialog open pending={storing} onOpenChange={(open) => !open && onClose()} title="Document attributes">
      <DocumentAttributesForm
        id={`upload-${property.type}-${property.id}`}
        submitLabel={files.length === 1 ? 'Upload 1 file' : `Upload ${files.length} files`}
        onCancel={onClose}
        pending={storing}
        onSubmit={async (attributes) => {
          setStoring(true)
          // A file it could not store joins the tray with the reason; the dialog goes either way.
          await queueDocumentUploads(uploads, files, property, attributes).finally(onClose)
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
