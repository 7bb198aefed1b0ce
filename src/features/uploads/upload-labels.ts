import type { UploadStatus } from './upload-queue.ts'

export const WAITING_FOR_CONNECTION = 'Waiting for connection'
export const YOUR_UPLOADS = 'Your uploads'

/** The line under each file in the tray (property-operations §4, File upload: Display). */
export function uploadStatusText(item: { status: UploadStatus; uploadPercentage: number; error: string | null }) {
  switch (item.status) {
    case 'queued':
      return 'Queued'
    case 'uploading':
      // Every byte is sent but the server has not answered yet: it is storing the file.
      return item.uploadPercentage >= 100 ? 'Processing...' : `Uploading... (${item.uploadPercentage}%)`
    case 'waiting':
      return WAITING_FOR_CONNECTION
    case 'failed':
      return `Failed (${item.error ?? 'Unknown error'})`
    case 'success':
      return 'Uploaded (100%)'
  }
}

/**
 * The tray's summary: while anything is pending, how many; once all are finished, how many completed and how
 * many failed (the spec's "n upload(s) completed" / "n upload(s) failed").
 */
export function uploadSummaryText(items: readonly { status: UploadStatus }[]): string[] {
  const count = (status: UploadStatus) => items.filter((item) => item.status === status).length
  const pending = count('queued') + count('uploading')
  const waiting = count('waiting')
  if (pending > 0) return [`Uploading ${pending} file(s)`]
  if (waiting > 0) return [`${waiting} upload(s) ${WAITING_FOR_CONNECTION.toLowerCase()}`]
  const lines: string[] = []
  if (count('success') > 0) lines.push(`${count('success')} upload(s) completed`)
  if (count('failed') > 0) lines.push(`${count('failed')} upload(s) failed`)
  return lines
}
