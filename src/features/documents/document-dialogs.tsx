import type { DocumentOwner, PropertyDocument } from '../../contract/documents.ts'
import { ChunkBoundary, lazyWithRetry } from '../../ui/index.ts'

const DocumentViewer = lazyWithRetry(() => import('./document-viewer.tsx').then((m) => ({ default: m.DocumentViewer })))
const EditDocumentDialog = lazyWithRetry(() =>
  import('./edit-document-dialog.tsx').then((m) => ({ default: m.EditDocumentDialog })),
)
const DeleteDocumentDialog = lazyWithRetry(() =>
  import('./delete-document-dialog.tsx').then((m) => ({ default: m.DeleteDocumentDialog })),
)

export type DocumentDialog = { kind: 'view' | 'edit' | 'delete'; document: PropertyDocument }

/** The one open document dialog, each loaded the first time it is needed. */
export function DocumentDialogs({
  owner,
  dialog,
  onClose,
}: {
  owner: DocumentOwner
  dialog: DocumentDialog | null
  onClose: () => void
}) {
  if (!dialog) return null
  const props = { owner, document: dialog.document, onClose }
  return (
    <ChunkBoundary onClose={onClose}>
      {dialog.kind === 'view' && <DocumentViewer {...props} />}
      {dialog.kind === 'edit' && <EditDocumentDialog {...props} />}
      {dialog.kind === 'delete' && <DeleteDocumentDialog {...props} />}
    </ChunkBoundary>
  )
}
