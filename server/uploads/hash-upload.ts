import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import type { Context } from 'hono'
import { type FileSink, FileTooLargeError, type StoredFile } from '../storage/file-store.ts'
import { receiveUpload } from './receive-upload.ts'

/** A sink that keeps nothing: it only hashes what streams through, as the file store does. */
const hashingSink: FileSink = {
  async put(source: Readable | Buffer | Uint8Array, options: { maxBytes?: number } = {}): Promise<StoredFile> {
    const hash = createHash('sha256')
    let size = 0
    const chunks = source instanceof Uint8Array ? [source] : source
    for await (const chunk of chunks as AsyncIterable<Buffer>) {
      size += chunk.length
      if (options.maxBytes !== undefined && size > options.maxBytes) throw new FileTooLargeError()
      hash.update(chunk)
    }
    return { storageKey: 'none', sizeBytes: size, sha256: hash.digest('hex') }
  },
  async remove() {},
}

/**
 * The SHA-256 of the file in a multipart upload, streamed and dropped, with the same checks as a stored upload:
 * how a resend under a used Idempotency-Key is compared with the file that key stored. Null when the body holds
 * no acceptable file (then it cannot be the same upload).
 */
export async function hashUploadedFile(c: Context): Promise<string | null> {
  try {
    const { file } = await receiveUpload(c, hashingSink, null)
    return file.sha256
  } catch {
    return null
  }
}
