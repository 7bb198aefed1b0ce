import { Dexie, type EntityTable } from 'dexie'

/**
 * Files shared to the installed app from the phone's gallery or files (Web Share Target). The OS posts them to
 * SHARE_TARGET_PATH; the service worker keeps them here and sends the page to `?share=<id>`, where the user
 * picks the property and the kind of document. Kept in IndexedDB, not memory: sign-in may come in between.
 */
export const SHARE_TARGET_PATH = '/share-target'
/** The multipart field the manifest's share_target names for the files. */
export const SHARE_TARGET_FILES_FIELD = 'files'

export type SharedFile = { name: string; type: string; blob: Blob }
export type SharedBatch = { id: string; files: SharedFile[]; createdAt: number }

const db = new Dexie('acp-shared-files') as Dexie & { batches: EntityTable<SharedBatch, 'id'> }
db.version(1).stores({ batches: 'id, createdAt' })

/** A day is plenty to choose a property; older batches (a share never finished) are dropped on the next one. */
const KEEP_MS = 24 * 60 * 60_000

export async function saveSharedBatch(files: SharedFile[]): Promise<string> {
  const id = crypto.randomUUID()
  await db.batches
    .where('createdAt')
    .below(Date.now() - KEEP_MS)
    .delete()
  await db.batches.add({ id, files, createdAt: Date.now() })
  return id
}

export function sharedBatch(id: string): Promise<SharedBatch | undefined> {
  return db.batches.get(id)
}

export function removeSharedBatch(id: string): Promise<void> {
  return db.batches.delete(id)
}

/** The shared files as File objects for the upload queue. */
export function filesOf(batch: SharedBatch): File[] {
  return batch.files.map((f) => new File([f.blob], f.name, { type: f.type || f.blob.type }))
}
