import { mapLimit } from '../../lib/map-limit.ts'
import { files } from '../schema/index.ts'
import type { SeedContext } from './context.ts'
import { insertAll } from './insert.ts'

/** A file to create: its bytes are produced lazily, stored in the file store, then described by a files row. */
export type FileSpec = {
  id: string
  originalName: string
  contentType: string
  createdAt: Date
  uploadedByUserId?: number | null
  render: () => Promise<Uint8Array> | Uint8Array
}

/** Renders and stores the files (a few at a time), then inserts their rows. */
export async function storeFiles(ctx: SeedContext, specs: FileSpec[]): Promise<void> {
  const rows = await mapLimit(specs, 8, async (spec) => {
    const bytes = await spec.render()
    const stored = await ctx.fileStore.put(bytes)
    return {
      id: spec.id,
      storageKey: stored.storageKey,
      originalName: spec.originalName,
      contentType: spec.contentType,
      sizeBytes: stored.sizeBytes,
      sha256: stored.sha256,
      uploadedByUserId: spec.uploadedByUserId ?? null,
      createdAt: spec.createdAt,
    }
  })
  await insertAll(ctx.db, files, rows)
}
