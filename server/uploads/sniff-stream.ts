import { Transform, type TransformCallback } from 'node:stream'
import { INVALID_FILE_TYPE, type UploadExtension } from '../../src/contract/documents.ts'
import { contentMatchesExtension, SNIFF_BYTES } from './sniff.ts'

export class InvalidFileTypeError extends Error {
  constructor() {
    super(INVALID_FILE_TYPE)
  }
}

/**
 * Passes bytes through unchanged, holding back only the first SNIFF_BYTES until it has seen them (or the
 * file ended sooner); fails with InvalidFileTypeError when they are not content of type `ext`, so nothing
 * of a spoofed file reaches the store's final name.
 */
export class SniffStream extends Transform {
  private head: Buffer[] = []
  private headLength = 0
  private decided = false

  constructor(private readonly ext: UploadExtension) {
    super()
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.decided) return done(null, chunk)
    this.head.push(chunk)
    this.headLength += chunk.length
    if (this.headLength < SNIFF_BYTES) return done()
    this.decide(done)
  }

  override _flush(done: TransformCallback) {
    if (this.decided) return done()
    this.decide(done)
  }

  private decide(done: TransformCallback) {
    this.decided = true
    const held = Buffer.concat(this.head, this.headLength)
    this.head = []
    if (!contentMatchesExtension(this.ext, held.subarray(0, SNIFF_BYTES))) return done(new InvalidFileTypeError())
    done(null, held)
  }
}
