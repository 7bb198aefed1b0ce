import { useEffect, useState } from 'react'
import { css } from '../../../styled-system/css'
import { ApiError } from '../../api/client.ts'
import type { DocumentOwner, PropertyDocument } from '../../contract/documents.ts'
import { Banner, buttonRecipe } from '../../ui/index.ts'
import { PropertyDialog } from '../property/property-dialog.tsx'
import { documentErrorText } from './document-errors.ts'

type Props = { owner: DocumentOwner; document: PropertyDocument; onClose: () => void }

export const NOT_KEPT_OFFLINE = 'This document is not on this device yet. Open it once while online to keep it here.'

/**
 * A PDF or photo shown inside the app. The bytes are fetched through the service worker, which keeps every file
 * it has served (cache first): a document opened once opens again without a connection.
 */
export function DocumentViewer({ owner, document, onClose }: Props) {
  const file = useDocumentFile(document.url)
  const objectUrl = file.objectUrl
  const isPdf = document.contentType.startsWith('application/pdf')
  return (
    <PropertyDialog open onOpenChange={(open) => !open && onClose()} title={document.name}>
      {file.isPending && <p role="status">Opening {document.name}…</p>}
      {file.error && <ViewerError error={file.error} owner={owner} />}
      {objectUrl &&
        (isPdf ? (
          <iframe
            title={document.name}
            src={objectUrl}
            className={css({ width: 'full', height: '70dvh', borderWidth: '1px', borderColor: 'border' })}
          />
        ) : (
          <img src={objectUrl} alt={document.name} className={css({ maxWidth: 'full', mx: 'auto' })} />
        ))}
      <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '4' })}>
        <a href={objectUrl ?? document.url} download={document.name} className={buttonRecipe({ variant: 'outline' })}>
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

/**
 * The file as an object URL while the viewer is open. Kept out of the query cache on purpose: that cache is
 * persisted, and a document's bytes belong in the service worker's file cache only.
 */
function useDocumentFile(url: string) {
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
  return { ...state, isPending: !state.objectUrl && !state.error, isError: state.error !== null }
}

async function fetchDocumentFile(url: string): Promise<Blob> {
  let response: Response
  try {
    response = await fetch(url, { credentials: 'include' })
  } catch {
    throw new ApiError(NOT_KEPT_OFFLINE, 0)
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null)
    const message =
      body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : ''
    throw new ApiError(message || `Failed to open document (${response.status})`, response.status)
  }
  return response.blob()
}
