import { useEffect, useState } from 'react'
import { css } from '../../../styled-system/css'
import { ApiError } from '../../api/client.ts'
import type { DocumentOwner, PropertyDocument } from '../../contract/documents.ts'
import { Banner, buttonRecipe } from '../../ui/index.ts'
import { PropertyDialog } from '../property/property-dialog.tsx'
import { documentErrorText } from './document-errors.ts'
import { fetchDocumentFile, NOT_KEPT_OFFLINE } from './document-file.ts'
import { PdfViewerDialog } from './pdf-viewer-dialog.tsx'

type Props = { owner: DocumentOwner; document: PropertyDocument; onClose: () => void }

/**
 * A PDF (service reports among them) or photo shown inside the app, from the service worker's file cache when
 * offline: a document opened once opens again without a connection.
 */
export function DocumentViewer({ owner, document, onClose }: Props) {
  if (document.contentType.startsWith('application/pdf'))
    return (
      <PdfViewerDialog
        title={document.name}
        url={document.url}
        fileName={document.name}
        onClose={onClose}
        renderLoadError={(error) => <ViewerError error={error} owner={owner} />}
      />
    )
  return <PhotoViewer document={document} owner={owner} onClose={onClose} />
}

function PhotoViewer({ owner, document, onClose }: Props) {
  const file = useObjectUrl(document.url)
  return (
    <PropertyDialog open onOpenChange={(open) => !open && onClose()} title={document.name}>
      {file.isPending && <p role="status">Opening {document.name}…</p>}
      {file.error && <ViewerError error={file.error} owner={owner} />}
      {file.objectUrl && (
        <img src={file.objectUrl} alt={document.name} className={css({ maxWidth: 'full', mx: 'auto' })} />
      )}
      <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '4' })}>
        <a
          href={file.objectUrl ?? document.url}
          download={document.name}
          className={buttonRecipe({ variant: 'outline' })}
        >
          Download
        </a>
      </div>
    </PropertyDialog>
  )
}

function ViewerError({ error, owner }: { error: Error; owner: DocumentOwner }) {
  if (error instanceof ApiError && error.status === 0) return <Banner tone="warning">{NOT_KEPT_OFFLINE}</Banner>
  const { title, detail } = documentErrorText(error, owner, 'list')
  const single = error instanceof ApiError && (error.status === 404 || error.status === 403)
  // 404 and 403 have single-document texts; anything else is the list's "Failed to get ..." with the reason.
  return (
    <Banner tone="danger" title={single ? documentErrorText(error, owner, 'delete').title : title}>
      {single ? null : detail}
    </Banner>
  )
}

/** The photo as an object URL while the viewer is open (an <img> may show blob: URLs under the CSP). */
function useObjectUrl(url: string) {
  const [state, setState] = useState<{ objectUrl: string | null; error: Error | null }>({
    objectUrl: null,
    error: null,
  })
  useEffect(() => {
    let objectUrl: string | null = null
    let live = true
    fetchDocumentFile(url).then(
      (blob) => {
        if (!live) return
        objectUrl = URL.createObjectURL(blob)
        setState({ objectUrl, error: null })
      },
      (error: Error) => live && setState({ objectUrl: null, error }),
    )
    return () => {
      live = false
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [url])
  return { ...state, isPending: !state.objectUrl && !state.error }
}
