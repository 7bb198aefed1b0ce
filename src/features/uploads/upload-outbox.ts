import type { PropertyDocument } from '../../contract/documents.ts'
import type { UploadItem, UploadQueue } from './upload-queue.ts'

/**
 * The bridge between the foreground queue and the outbox (src/offline/outbox), which the service worker
 * replays when the connection returns. Until the outbox can take uploads, nothing is handed off and an
 * upload without a connection fails with the network message.
 */
export async function handOffToOutbox<P>(_item: UploadItem<P, PropertyDocument>, _file: File): Promise<boolean> {
  return false
}

export function settleFromOutbox<P>(_queue: UploadQueue<P, PropertyDocument>, _onDelivered: () => void) {}
