import { compressPhoto } from '../../lib/compress-photo.ts'
import { type OutboxFormPart, type OutboxItem, outboxDb } from './db.ts'

type StoredFilePart = Extract<OutboxFormPart, { blobId: string }>

/**
 * Makes the large photos of a claimed row smaller before its first send (db.ts, `compress`): the smaller copy
 * replaces the stored one and the part loses its mark, so every later send (page or service worker) carries the
 * same bytes under the same Idempotency-Key; the server refuses other bytes under a key it has seen. Only before
 * the first attempt: a row tried already keeps what it was sent with. A photo that cannot be made smaller goes as
 * it is. The caller holds the row's lock.
 */
export async function makeStoredPhotosSmaller(row: OutboxItem): Promise<OutboxItem> {
  if (row.body.type !== 'form' || row.attempts > 0 || !markedParts(row).length) return row
  try {
    return await replaceMarkedPhotos(row)
  } catch {
    // The device could not store the smaller copy (storage full): the photo goes as it was taken, its mark cleared
    // first so that no later send makes it smaller under the same key. Not even that stored: not sent this time.
    const unmarked = withoutMarks(row, new Map())
    await outboxDb.items.update(row.id, { body: unmarked.body, meta: unmarked.meta })
    return unmarked
  }
}

async function replaceMarkedPhotos(row: OutboxItem): Promise<OutboxItem> {
  const renamed = new Map<StoredFilePart, string>()
  const smallerBlobs: { id: string; blob: Blob }[] = []
  for (const part of markedParts(row)) {
    const stored = await outboxDb.blobs.get(part.blobId)
    // Nothing to make smaller: the send reports the missing file.
    if (!stored) continue
    const smaller = await compressPhoto(new File([stored.blob], part.filename, { type: stored.blob.type }))
    if (smaller.size < stored.blob.size) smallerBlobs.push({ id: part.blobId, blob: smaller })
    renamed.set(part, smaller.name)
  }
  const updated = withoutMarks(row, renamed)
  await outboxDb.transaction('rw', outboxDb.items, outboxDb.blobs, async () => {
    // Discarded meanwhile: its blobs went with it, and nothing is written back.
    if (!(await outboxDb.items.get(row.id))) return
    for (const { id, blob } of smallerBlobs) await outboxDb.blobs.update(id, { blob })
    await outboxDb.items.update(row.id, { body: updated.body, description: updated.description, meta: updated.meta })
  })
  return updated
}

/**
 * The stored file parts to make smaller. Rows stored by the app's previous version marked their one file in
 * `meta.compress` (the uploads' meta) instead of on the part.
 */
function markedParts(row: OutboxItem): StoredFilePart[] {
  const files = row.body.type === 'form' ? row.body.parts.filter((p): p is StoredFilePart => 'blobId' in p) : []
  if (hasLegacyMark(row)) return files.slice(0, 1)
  return files.filter((part) => part.compress === true)
}

const hasLegacyMark = (row: OutboxItem) => (row.meta as { compress?: unknown } | null)?.compress === true

/** The row with no part marked any more, each renamed part under its new name (a photo made smaller is a .jpg). */
function withoutMarks(row: OutboxItem, renamed: Map<StoredFilePart, string>): OutboxItem {
  if (row.body.type !== 'form') return row
  let description = row.description
  const parts = row.body.parts.map((part): OutboxFormPart => {
    if (!('blobId' in part)) return part
    const filename = renamed.get(part) ?? part.filename
    // A function, so a '$' in a file name is not read as a replacement pattern.
    if (filename !== part.filename) description = description.replace(part.filename, () => filename)
    return { name: part.name, blobId: part.blobId, filename }
  })
  const meta = hasLegacyMark(row) ? { ...(row.meta as object), compress: false } : row.meta
  return { ...row, body: { type: 'form', parts }, description, meta }
}
