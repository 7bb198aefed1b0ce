import { createHash, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { access, mkdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  type ByteRange,
  checkedStorageKey,
  type FileStore,
  FileTooLargeError,
  newStorageKey,
  readLazily,
  type StoredFile,
} from './file-store.ts'

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/**
 * Files on local disk under one directory, written by streaming (never held whole in memory) to a
 * temporary name and renamed into place, so a reader never sees half a file.
 */
export class LocalFileStore implements FileStore {
  readonly kind = 'local'

  constructor(readonly root: string) {}

  private pathOf(storageKey: string): string {
    return path.join(this.root, checkedStorageKey(storageKey))
  }

  async put(source: Readable | Buffer | Uint8Array, options: { maxBytes?: number } = {}): Promise<StoredFile> {
    // A source may fail while the directory is made, before the pipeline listens: keep that error for the
    // pipeline (which sees the stream errored and rejects) instead of an uncaught 'error' event.
    if (source instanceof Readable) source.on('error', () => {})
    const storageKey = newStorageKey(randomUUID())
    const finalPath = this.pathOf(storageKey)
    const tempPath = `${finalPath}.part`
    await mkdir(path.dirname(finalPath), { recursive: true })
    const hash = createHash('sha256')
    let size = 0
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length
        if (options.maxBytes !== undefined && size > options.maxBytes) return done(new FileTooLargeError())
        hash.update(chunk)
        done(null, chunk)
      },
    })
    const input = source instanceof Readable ? source : Readable.from([Buffer.from(source)])
    const output = createWriteStream(tempPath)
    try {
      await pipeline(input, counter, output)
      await rename(tempPath, finalPath)
    } catch (error) {
      // A source that fails at once can beat the file's own open: wait until the stream has opened (creating the
      // file) and closed, or the removal runs first and the .part file appears after it.
      if (!output.closed) await new Promise<void>((closed) => output.once('close', () => closed()))
      await rm(tempPath, { force: true })
      throw error
    }
    return { storageKey, sizeBytes: size, sha256: hash.digest('hex') }
  }

  read(storageKey: string, range?: ByteRange): Readable {
    return readLazily(this, storageKey, range)
  }

  async open(storageKey: string, range?: ByteRange): Promise<Readable | undefined> {
    const stream = createReadStream(this.pathOf(storageKey), range ? { start: range.start, end: range.end } : {})
    try {
      await new Promise<void>((ready, failed) => {
        stream.once('ready', () => ready())
        stream.once('error', failed)
      })
    } catch (error) {
      if (isMissing(error)) return undefined
      throw error
    }
    return stream
  }

  async size(storageKey: string): Promise<number | undefined> {
    try {
      return (await stat(this.pathOf(storageKey))).size
    } catch {
      return undefined
    }
  }

  async remove(storageKey: string): Promise<void> {
    await rm(this.pathOf(storageKey), { force: true })
  }

  async probe(): Promise<void> {
    await mkdir(this.root, { recursive: true })
    await access(this.root)
  }
}
