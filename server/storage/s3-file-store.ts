import { createHash, randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import type { ObjectStoreConfig } from '../env.ts'
import {
  type ByteRange,
  checkedStorageKey,
  type FileStore,
  FileTooLargeError,
  newStorageKey,
  readLazily,
  type StoredFile,
} from './file-store.ts'

/** S3's smallest multipart part; a file up to this size is one PutObject. */
const PART_BYTES = 5 * 1024 * 1024
/**
 * Parts in flight at once. One: while a part is sent the source is not read (backpressure to the client), so an
 * upload holds one 5 MB part in memory, never a whole 20 MB file; the client's own upload is the slower side.
 */
const PARTS_IN_FLIGHT = 1
/** A readiness probe answers within this, retries included: a load balancer's check must not hang. */
const PROBE_TIMEOUT_MS = 3_000

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey')

/** A client for AWS S3, or for an S3-compatible server (MinIO, Cloudflare R2) when an endpoint is named. */
export function s3ClientFor(config: ObjectStoreConfig): S3Client {
  return new S3Client({
    region: config.region,
    credentials: config.credentials,
    ...(config.endpoint
      ? {
          endpoint: config.endpoint,
          // Bucket in the path, not the host name: what MinIO and most self-hosted servers expect; R2 takes both.
          forcePathStyle: true,
          // The SDK's default CRC32 checksums on every request are AWS's own; many compatible servers refuse
          // them. The bytes are hashed (sha256) by the store anyway.
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  })
}

/**
 * Files as objects in one S3-compatible bucket, shared by every process of a cluster. Uploads stream through
 * lib-storage's multipart Upload (a part at a time, hashed and counted on the way); an upload that fails or
 * runs past its limit is aborted (AbortMultipartUpload), so no object or stray part is left behind.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3'

  constructor(
    private readonly client: S3Client,
    readonly bucket: string,
  ) {}

  async put(source: Readable | Buffer | Uint8Array, options: { maxBytes?: number } = {}): Promise<StoredFile> {
    // The source may fail before the upload reads it: the read below rethrows that, no uncaught 'error' event.
    if (source instanceof Readable) source.on('error', () => {})
    const storageKey = newStorageKey(randomUUID())
    const hash = createHash('sha256')
    let size = 0
    // Why the upload stopped when the source did (too large, wrong type, cut off): the caller's answer hangs on
    // it, even when the abort that follows fails too and the upload reports that instead.
    let sourceFailure: unknown
    const input = source instanceof Readable ? source : Readable.from([Buffer.from(source)])
    const counted = async function* () {
      try {
        for await (const chunk of input as AsyncIterable<Buffer>) {
          size += chunk.length
          if (options.maxBytes !== undefined && size > options.maxBytes) throw new FileTooLargeError()
          hash.update(chunk)
          yield chunk
        }
      } catch (error) {
        sourceFailure = error
        throw error
      }
    }
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: storageKey, Body: Readable.from(counted(), { objectMode: false }) },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      // The default, said out loud: a failed multipart upload is aborted before done() rejects.
      leavePartsOnError: false,
    })
    try {
      await upload.done()
    } catch (error) {
      // A failure after the object was completed (a lost answer to the completing request) would leave it.
      await this.remove(storageKey).catch(() => {})
      throw sourceFailure ?? error
    }
    return { storageKey, sizeBytes: size, sha256: hash.digest('hex') }
  }

  read(storageKey: string, range?: ByteRange): Readable {
    return readLazily(this, storageKey, range)
  }

  async open(storageKey: string, range?: ByteRange): Promise<Readable | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: checkedStorageKey(storageKey),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      )
      // In Node the body is the response's IncomingMessage: a Readable, streamed as it arrives.
      return answer.Body as Readable
    } catch (error) {
      if (isNotFound(error)) return undefined
      throw error
    }
  }

  async size(storageKey: string): Promise<number | undefined> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: checkedStorageKey(storageKey) }),
      )
      return head.ContentLength
    } catch (error) {
      if (isNotFound(error)) return undefined
      throw error
    }
  }

  async remove(storageKey: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedStorageKey(storageKey) }))
  }

  async probe(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), {
      abortSignal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    })
  }
}
