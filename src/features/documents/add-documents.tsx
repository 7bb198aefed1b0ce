import { useState } from 'react'
import { ChunkBoundary, lazyWithRetry } from '../../ui/index.ts'
import { FilePickers } from '../uploads/file-pickers.tsx'
import type { UploadPayload } from '../uploads/uploads-store.ts'

// The dialog, its form library and the queue code load when files are picked, not with the list.
const UploadDialog = lazyWithRetry(() => import('./upload-dialog.tsx').then((m) => ({ default: m.UploadDialog })))

/**
 * "Add documents" and "Take photo": pick several files at once, or (on phones) open the camera. The chosen files
 * go through the document-attributes dialog into the upload queue.
 */
export function AddDocuments({ property }: { property: UploadPayload['property'] }) {
  const [files, setFiles] = useState<File[]>([])
  return (
    <>
      <FilePickers primary onPick={setFiles} />
      {files.length > 0 && (
        <ChunkBoundary onClose={() => setFiles([])}>
          <UploadDialog files={files} property={property} onClose={() => setFiles([])} />
        </ChunkBoundary>
      )}
    </>
  )
}
