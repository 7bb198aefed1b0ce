import { ApiError } from '../../api/client.ts'

export const NOT_KEPT_OFFLINE = 'This document is not on this device yet. Open it once while online to keep it here.'

/**
 * A document's or PDF's bytes, through the service worker, which keeps every file it has served (cache first):
 * a file opened once opens again without a connection. Offline and never opened: an ApiError of status 0.
 * Kept out of the query cache on purpose: that cache is persisted, and file bytes belong in the worker's cache.
 */
export async function fetchDocumentFile(url: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response
  try {
    response = await fetch(url, { credentials: 'include', signal })
  } catch (error) {
    if (signal?.aborted) throw error
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

/** Saves `blob` as `fileName` (the bytes the viewer already has: this works offline too). */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser a moment to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
