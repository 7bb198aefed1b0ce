import { lazy, Suspense } from 'react'
import type { DocumentOwner, PropertyDocument } from '../../contract/documents.ts'

const DocumentViewer = lazy(() => import('./document-viewer.tsx').then((m) => ({ default: m.DocumentViewer })))
const EditDocumentDialog = lazy(() =>
  import('./edit-document-dialog.tsx').then((m) => ({ default: m.EditDocumentDialog })),
)
const DeleteDocumentDialog = lazy(() =>
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
    <Suspense fallback={null}>
      {dialog.kind === 'view' && <DocumentViewer {...props} />}
      {dialog.kind === 'edit' && <EditDocumentDialog {...props} />}
      {dialog.kind === 'delete' && <DeleteDocumentDialog {...props} />}
    </Suspense>
  )
}
