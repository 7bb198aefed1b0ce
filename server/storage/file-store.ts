import { Readable } from 'node:stream'

export type StoredFile = { storageKey: string; sizeBytes: number; sha256: string }

/** Bytes `start` to `end` of a file, both included (as in an HTTP Range header). */
export type ByteRange = { start: number; end: number }

export class FileTooLargeError extends Error {
  constructor() {
    super('File size is too large')
  }
}

/** A read of a stored file whose bytes are not there (removed, or never written to this store). */
export class StoredFileMissingError extends Error {
  constructor(storageKey: string) {
    super(`Stored file ${storageKey} not found`)
  }
}

/**
 * Where uploaded and generated files live: on local disk (LocalFileStore, the default) or in an S3-compatible
 * bucket (S3FileStore) that every process of a cluster shares; server/storage/create-file-store.ts chooses.
 * Files are written by streaming, never held whole in memory, and are never changed once stored: a new
 * version is a new key, so a key's bytes (and the sha256 kept in the files row) hold for good.
 */
export interface FileStore {
  readonly kind: 'local' | 's3'
  /**
   * Streams `source` into a new file under a key of the store's choosing, hashing and counting on the way.
   * Past `maxBytes` it fails with FileTooLargeError and nothing of it is kept; so on any failure of the source.
   */
  put(source: Readable | Buffer | Uint8Array, options?: { maxBytes?: number }): Promise<StoredFile>
  /** The file's bytes (or the range), streamed; a missing file fails the stream with StoredFileMissingError. */
  read(storageKey: string, range?: ByteRange): Readable
  /** As read, but resolved once the bytes are on their way: undefined when the file is missing. */
  open(storageKey: string, range?: ByteRange): Promise<Readable | undefined>
  /** The stored size in bytes, or undefined when there is no such file. */
  size(storageKey: string): Promise<number | undefined>
  /** Removes the file; removing a missing one is not an error. */
  remove(storageKey: string): Promise<void>
  /** Fails when the store cannot be reached (for /readyz). */
  probe(): Promise<void>
}

/** Where an upload streams to: the file store, or a sink that only hashes (a resend being compared). */
export type FileSink = Pick<FileStore, 'put' | 'remove'>

/** Keys are made by the stores ("ab/<uuid>"): anything else (a path escaping the root) is refused. */
export function checkedStorageKey(storageKey: string): string {
  if (!/^[a-z0-9/-]+$/i.test(storageKey) || storageKey.includes('..')) throw new Error('Bad storage key')
  return storageKey
}

/** A new key: a uuid under a two-character prefix, so no one directory (or listing page) holds them all. */
export function newStorageKey(id: string): string {
  return `${id.slice(0, 2)}/${id}`
}

/**
 * `read` made from `open`: a stream handed back at once that opens the file when first read, so callers that
 * only pipe or collect (email attachments, the seed's checks) need not wait for the store first.
 */
export function readLazily(store: Pick<FileStore, 'open'>, storageKey: string, range?: ByteRange): Readable {
  checkedStorageKey(storageKey)
  return Readable.from(
    (async function* () {
      const stream = await store.open(storageKey, range)
      if (!stream) throw new StoredFileMissingError(storageKey)
      // Stopping early (the reader went away) returns this generator, which destroys `stream` in turn.
      yield* stream
    })(),
    { objectMode: false },
  )
}
