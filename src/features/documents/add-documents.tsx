import { lazy, Suspense, useRef, useState } from 'react'
import { css } from '../../../styled-system/css'
import { UPLOAD_ACCEPT } from '../../contract/documents.ts'
import { Button } from '../../ui/index.ts'
import type { UploadPayload } from '../uploads/uploads-store.ts'

// The dialog, its form library and the queue code load when files are picked, not with the list.
const UploadDialog = lazy(() => import('./upload-dialog.tsx').then((m) => ({ default: m.UploadDialog })))

/**
 * "Add documents" and "Take photo": pick several files at once, or (on phones) open the camera. The chosen files
 * go through the document-attributes dialog into the upload queue.
 */
export function AddDocuments({ property }: { property: UploadPayload['property'] }) {
  const filesInput = useRef<HTMLInputElement>(null)
  const cameraInput = useRef<HTMLInputElement>(null)
  const [files, setFiles] = useState<File[]>([])
  const pick = (input: HTMLInputElement) => {
    setFiles(Array.from(input.files ?? []))
    // The same file picked again later must fire change again.
    input.value = ''
  }
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      <Button onClick={() => filesInput.current?.click()}>Add documents</Button>
      <Button variant="outline" onClick={() => cameraInput.current?.click()}>
        Take photo
      </Button>
      <input
        ref={filesInput}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        // Hidden: the buttons above are what people and screen readers use; a click on them opens this picker.
        hidden
        onChange={(event) => pick(event.currentTarget)}
      />
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        onChange={(event) => pick(event.currentTarget)}
      />
      {files.length > 0 && (
        <Suspense fallback={null}>
          <UploadDialog files={files} property={property} onClose={() => setFiles([])} />
        </Suspense>
      )}
    </div>
  )
}
