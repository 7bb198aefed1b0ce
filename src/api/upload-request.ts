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

/** What one send came to: the server's answer (status and parsed JSON, or null), or no answer at all. */
export type SendOutcome = { kind: 'network' } | { kind: 'response'; status: number; body: unknown }

/**
 * A multipart POST through XMLHttpRequest, because fetch reports no upload progress: the session cookie goes
 * along, and `headers` (an Idempotency-Key) make a resend harmless. Resolves with the raw answer or a network
 * failure, never a throw on status; rejects only when aborted (an AbortError).
 */
export function sendWithProgress(
  url: string,
  {
    body,
    headers,
    signal,
    onProgress,
  }: {
    body: FormData
    headers: Record<string, string>
    signal?: AbortSignal
    onProgress?: (percentage: number) => void
  },
): Promise<SendOutcome> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'))
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.((event.loaded / event.total) * 100)
    }
    const onAbort = () => xhr.abort()
    signal?.addEventListener('abort', onAbort, { once: true })
    const done = (outcome: SendOutcome) => {
      signal?.removeEventListener('abort', onAbort)
      resolve(outcome)
    }
    xhr.onabort = () => {
      signal?.removeEventListener('abort', onAbort)
      reject(new DOMException('Upload cancelled', 'AbortError'))
    }
    // A reset or a lost connection (a timeout too) is no answer: the write may pass, it is tried again.
    xhr.onerror = () => done({ kind: 'network' })
    xhr.ontimeout = () => done({ kind: 'network' })
    xhr.onload = () => {
      let json: unknown = null
      try {
        json = JSON.parse(xhr.responseText)
      } catch {}
      done({ kind: 'response', status: xhr.status, body: json })
    }
    xhr.send(body)
  })
}

/** sendWithProgress with the fetch wrapper's rules: the envelope turned into data or a typed error. */
export async function uploadWithProgress<S extends v.GenericSchema>(
  url: string,
  { body, idempotencyKey, signal, onProgress, schema }: UploadRequest<S>,
): Promise<ApiResult<v.InferOutput<S>>> {
  const outcome = await sendWithProgress(url, { body, headers: idempotencyHeader(idempotencyKey), signal, onProgress })
  if (outcome.kind === 'network') return { ok: false, error: new ApiError(UPLOAD_NETWORK_ERROR, 0) }
  return readEnvelope(outcome.status, outcome.body, schema)
}

function readEnvelope<S extends v.GenericSchema>(
  status: number,
  json: unknown,
  schema: S,
): ApiResult<v.InferOutput<S>> {
  if (json === null) return { ok: false, error: new ApiError(`Unexpected response (${status})`, status) }
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
