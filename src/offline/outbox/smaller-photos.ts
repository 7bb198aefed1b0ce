import { compressPhoto } from '../../lib/compress-photo.ts'
import { type OutboxFormPart, type OutboxItem, outboxDb } from './db.ts'

type StoredFilePart = Extract<OutboxFormPart, { blobId: string }>

/**
 * Makes the large photos of a claimed row smaller before it is sent (db.ts, `compress`), once: the smaller copy
 * replaces the stored one and the part loses its mark, so every later send (page or service worker) sends the same
 * bytes under the same Idempotency-Key. A photo that cannot be made smaller goes as it is. The caller holds the
 * row's lock.
 */
export async function makeStoredPhotosSmaller(row: OutboxItem): Promise<OutboxItem> {
  if (row.body.type !== 'form' || !row.body.parts.some(isMarked)) return row
  try {
    return await replaceMarkedPhotos(row)
  } catch {
    // The device could not store the smaller copy (storage full): the photo goes as it was taken.
    return row
  }
}

async function replaceMarkedPhotos(row: OutboxItem): Promise<OutboxItem> {
  if (row.body.type !== 'form') return row
  let description = row.description
  const parts: OutboxFormPart[] = []
  const smallerBlobs: { id: string; blob: Blob }[] = []
  for (const part of row.body.parts) {
    if (!isMarked(part)) {
      parts.push(part)
      continue
    }
    const stored = await outboxDb.blobs.get(part.blobId)
    if (!stored) {
      // Nothing to make smaller: the send reports the missing file.
      parts.push(part)
      continue
    }
    const smaller = await compressPhoto(new File([stored.blob], part.filename, { type: stored.blob.type }))
    if (smaller.size < stored.blob.size) smallerBlobs.push({ id: part.blobId, blob: smaller })
    description = description.replace(part.filename, smaller.name)
    parts.push({ name: part.name, blobId: part.blobId, filename: smaller.name })
  }
  const updated: OutboxItem = { ...row, body: { type: 'form', parts }, description }
  await outboxDb.transaction('rw', outboxDb.items, outboxDb.blobs, async () => {
    // Discarded meanwhile: its blobs went with it, and nothing is written back.
    if (!(await outboxDb.items.get(row.id))) return
    for (const { id, blob } of smallerBlobs) await outboxDb.blobs.update(id, { blob })
    await outboxDb.items.update(row.id, { body: updated.body, description })
  })
  return updated
}

const isMarked = (part: OutboxFormPart): part is StoredFilePart => 'blobId' in part && part.compress === true
