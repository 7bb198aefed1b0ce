import * as v from 'valibot'
import { envelopeSchema, FailureSchema } from '../contract/envelope.ts'
import { ApiError, type ApiResult, idempotencyHeader, ValidationError } from './client.ts'

export type UploadRequest<S extends v.GenericSchema> = {
  body: FormData
  idempotencyKey: string
  signal?: AbortSignal
  /** 0-100 as the bytes leave the browser. */
  onProgress?: (percentage: number) => void
  schema: S
}

/** Status 0 with this message: the request never reached the server (offline, connection dropped). */
export const UPLOAD_NETWORK_ERROR = 'Network error: check your connection and try again.'

/**
 * A multipart POST through XMLHttpRequest, because fetch reports no upload progress. Same rules as the fetch
 * wrapper: the session cookie goes along, an Idempotency-Key makes a resend harmless, and the envelope is
 * turned into data or a typed error, never a throw on status. Rejects only when aborted (an AbortError).
 */
export function uploadWithProgress<S extends v.GenericSchema>(
  url: string,
  { body, idempotencyKey, signal, onProgress, schema }: UploadRequest<S>,
): Promise<ApiResult<v.InferOutput<S>>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'))
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    for (const [name, value] of Object.entries(idempotencyHeader(idempotencyKey))) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.((event.loaded / event.total) * 100)
    }
    const onAbort = () => xhr.abort()
    signal?.addEventListener('abort', onAbort, { once: true })
    const done = (result: ApiResult<v.InferOutput<S>>) => {
      signal?.removeEventListener('abort', onAbort)
      resolve(result)
    }
    xhr.onabort = () => {
      signal?.removeEventListener('abort', onAbort)
      reject(new DOMException('Upload cancelled', 'AbortError'))
    }
    xhr.onerror = () => done({ ok: false, error: new ApiError(UPLOAD_NETWORK_ERROR, 0) })
    xhr.onload = () => done(readEnvelope(xhr.status, xhr.responseText, schema))
    xhr.send(body)
  })
}

function readEnvelope<S extends v.GenericSchema>(status: number, text: string, schema: S): ApiResult<v.InferOutput<S>> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, error: new ApiError(`Unexpected response (${status})`, status) }
  }
  const failure = v.safeParse(FailureSchema, json)
  if (failure.success) {
    const { error, fieldErrors } = failure.output
    if (status === 400 && fieldErrors) return { ok: false, error: new ValidationError(error, fieldErrors) }
    return { ok: false, error: new ApiError(error, status) }
  }
  const parsed = v.safeParse(envelopeSchema(schema), json)
  if (!parsed.success || !parsed.output.success || status < 200 || status >= 300) {
    return { ok: false, error: new ApiError(`Unexpected response (${status})`, status) }
  }
  return { ok: true, data: parsed.output.data as v.InferOutput<S>, status }
}
