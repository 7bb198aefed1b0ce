import { Readable, Transform } from 'node:stream'
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web'
import { Busboy, type BusboyFileStream } from '@fastify/busboy'
import type { Context } from 'hono'
import * as v from 'valibot'
import {
  canonicalContentType,
  FILE_REQUIRED,
  FILE_TOO_LARGE,
  INVALID_FILE_TYPE,
  MAX_UPLOAD_BYTES,
  typeMatchesExtension,
  UPLOAD_ATTRIBUTES_FIELD,
  UPLOAD_FILE_FIELD,
  uploadExtensionOf,
} from '../../src/contract/documents.ts'
import { safeUploadName } from '../../src/contract/upload-name.ts'
import type { AppEnv } from '../deps.ts'
import { HttpError, ValidationFailed } from '../http/errors.ts'
import { fieldErrorsOf } from '../http/validate.ts'
import { type FileSink, FileTooLargeError, type StoredFile } from '../storage/file-store.ts'
import { InvalidFileTypeError, SniffStream } from './sniff-stream.ts'

/** Room for the multipart framing and the attributes field around a file of the maximum size. */
export const MULTIPART_ALLOWANCE_BYTES = 256 * 1024
const ATTRIBUTES_MAX_BYTES = 16 * 1024

export type ReceivedFile = StoredFile & { name: string; contentType: string }
export type ReceivedUpload<T> = { file: ReceivedFile; attributes: T; fields: Record<string, unknown> }
/** Other text fields an upload may carry, each checked by its schema (given undefined when the form has none). */
export type UploadFieldSchemas = Record<string, v.GenericSchema>

const tooLarge = () => new HttpError(413, FILE_TOO_LARGE, { [UPLOAD_FILE_FIELD]: [FILE_TOO_LARGE] })
const invalidType = () => new HttpError(415, INVALID_FILE_TYPE, { [UPLOAD_FILE_FIELD]: [INVALID_FILE_TYPE] })
const noFile = () => new ValidationFailed({ [UPLOAD_FILE_FIELD]: [FILE_REQUIRED] })
const malformed = () => new ValidationFailed({ '': ['The upload is not a readable multipart form'] })

/**
 * The request body as a Node stream. Under @hono/node-server that is the IncomingMessage itself (c.env),
 * read directly: going through the web ReadableStream Hono offers and back costs two stream adapters per
 * chunk. Elsewhere (tests calling app.request) the web stream is adapted.
 */
function requestBodyOf(c: Context): Readable | null {
  const incoming: unknown = (c.env as { incoming?: unknown } | undefined)?.incoming
  if (incoming instanceof Readable) return incoming
  const body = c.req.raw.body
  return body ? Readable.fromWeb(body as NodeWebReadableStream<Uint8Array>) : null
}

function fieldsOf(schemas: UploadFieldSchemas, raw: Record<string, string>): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const [name, schema] of Object.entries(schemas)) {
    const result = v.safeParse(schema, raw[name])
    if (!result.success) throw new ValidationFailed({ [name]: result.issues.map((issue) => issue.message) })
    fields[name] = result.output
  }
  return fields
}

function attributesOf<T extends v.GenericSchema>(schema: T, raw: string | undefined): v.InferOutput<T> {
  let json: unknown = {}
  if (raw !== undefined) {
    try {
      json = JSON.parse(raw)
    } catch {
      throw new ValidationFailed({ [UPLOAD_ATTRIBUTES_FIELD]: ['Document attributes must be valid JSON'] })
    }
  }
  const result = v.safeParse(schema, json)
  if (!result.success) throw new ValidationFailed(fieldErrorsOf(result.issues))
  return result.output
}

/**
 * Reads a multipart upload as it arrives: the one `file` part is streamed through content sniffing into
 * the file store (never held whole in memory) with the 20 MB limit counted on the way, and the optional
 * `attributes` part (JSON) is checked with `schema`. When anything is wrong nothing is kept: the error is
 * thrown (413 too large, 415 wrong type, 400 bad attributes or no file) after the stored bytes are removed.
 * Attributes sent before the file are checked first, so a bad form does not store the file at all; so are the
 * text fields named in `fieldSchemas` (e.g. a client-made `id`), answered in `fields`.
 */
export async function receiveUpload<T extends v.GenericSchema>(
  c: Context,
  fileStore: FileSink,
  schema: T | null,
  fieldSchemas: UploadFieldSchemas = {},
): Promise<ReceivedUpload<v.InferOutput<T> | null>> {
  const contentType = c.req.header('content-type') ?? ''
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw noFile()
  // An honest client says how much is coming: refuse at once, before reading a byte.
  const declared = Number(c.req.header('content-length') ?? 'NaN')
  if (declared > MAX_UPLOAD_BYTES + MULTIPART_ALLOWANCE_BYTES) throw tooLarge()

  // Written from the parser's callbacks: an object, so the checks after `await` see the writes.
  const state: {
    failure: Error | null
    attributesRaw?: string
    fieldsRaw: Record<string, string>
    stored: Promise<ReceivedFile> | null
  } = { failure: null, fieldsRaw: {}, stored: null }
  let sniffer: SniffStream | null = null
  const fail = (error: Error) => {
    state.failure ??= error
  }
  const checkAttributesEarly = () => {
    if (!schema) return
    try {
      attributesOf(schema, state.attributesRaw)
    } catch (error) {
      fail(error as Error)
    }
  }

  let parser: ReturnType<typeof Busboy>
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fields: 4, parts: 6, fieldSize: ATTRIBUTES_MAX_BYTES, fileSize: MAX_UPLOAD_BYTES + 1 },
    })
  } catch {
    throw malformed() // e.g. a multipart type without its boundary
  }
  parser.on('field', (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
    if (Object.hasOwn(fieldSchemas, name)) {
      state.fieldsRaw[name] = valueTruncated ? '' : value
      try {
        fieldsOf({ [name]: fieldSchemas[name] as v.GenericSchema }, state.fieldsRaw)
      } catch (error) {
        fail(error as Error)
      }
      return
    }
    if (name !== UPLOAD_ATTRIBUTES_FIELD) return
    state.attributesRaw = valueTruncated ? '' : value
    checkAttributesEarly()
  })
  parser.on('file', (name: string, stream: BusboyFileStream, rawName: string, _enc: string, mimeType: string) => {
    // The name is the client's: kept short and storable, its extension (checked below) intact.
    const fileName = safeUploadName(rawName)
    // A part cut short (the form ends early) errors here and in the parser; the parser's error decides the
    // answer, and a file being stored fails with it so its half is removed.
    stream.on('error', (error) => (sniffer as SniffStream | null)?.destroy(error))
    const ext = uploadExtensionOf(fileName)
    if (
      name !== UPLOAD_FILE_FIELD ||
      state.stored ||
      state.failure ||
      !ext ||
      !typeMatchesExtension(fileName, mimeType)
    ) {
      if (name === UPLOAD_FILE_FIELD && !state.stored) fail(invalidType())
      stream.resume() // discard: busboy stops at nothing until every part is read
      return
    }
    const sniffing = new SniffStream(ext)
    sniffer = sniffing
    stream.pipe(sniffing)
    const stored = fileStore
      .put(sniffing, { maxBytes: MAX_UPLOAD_BYTES })
      .then((file) => ({ ...file, name: fileName, contentType: canonicalContentType(ext) }))
    state.stored = stored
    // On failure keep reading (and dropping) the rest of the part, so the form's end is still reached.
    stored.catch((error: Error) => {
      fail(
        error instanceof FileTooLargeError ? tooLarge() : error instanceof InvalidFileTypeError ? invalidType() : error,
      )
      stream.unpipe()
      stream.resume()
    })
  })

  // The whole request may not exceed the file limit plus framing, however it is sent (chunked has no length).
  let received = 0
  const cap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      received += chunk.length
      if (received > MAX_UPLOAD_BYTES + MULTIPART_ALLOWANCE_BYTES) return done(tooLarge())
      done(null, chunk)
    },
  })

  const finished = new Promise<void>((resolve, reject) => {
    parser.on('finish', resolve)
    parser.on('error', () => reject(malformed()))
    cap.on('error', reject)
  })
  const source = requestBodyOf(c)
  if (!source) throw noFile()
  // A dropped connection (the phone lost signal) must end the upload as a failure: otherwise the parser
  // waits for a form end that never comes, and the Idempotency-Key stays 'being processed' for the resend.
  source.on('error', (error) => cap.destroy(error))
  source.on('close', () => {
    if (!source.readableEnded) cap.destroy(new Error('The upload was interrupted'))
  })
  source.pipe(cap).pipe(parser)

  try {
    await finished
  } catch (error) {
    source.unpipe()
    // The file part will never end now: fail its write so the half-written file is removed.
    ;(sniffer as SniffStream | null)?.destroy(error as Error)
    fail(error as Error)
  }
  const file = await state.stored?.catch(() => null)
  if (state.failure || !file) {
    if (file) await fileStore.remove(file.storageKey)
    throw state.failure ?? noFile()
  }
  try {
    const attributes = schema ? attributesOf(schema, state.attributesRaw) : null
    const fields = fieldsOf(fieldSchemas, state.fieldsRaw)
    // What a resend under the same Idempotency-Key must carry (server/http/idempotency.ts).
    ;(c as Context<AppEnv>).set('uploadContentHash', file.sha256)
    return { file, attributes, fields }
  } catch (error) {
    await fileStore.remove(file.storageKey)
    throw error
  }
}
