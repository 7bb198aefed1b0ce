import * as v from 'valibot'
import { envelopeSchema, FailureSchema, type FieldErrors } from '../contract/envelope.ts'
import { VERSION_CONFLICT } from '../contract/error-codes.ts'
import { yieldToMain } from '../lib/yield-to-main.ts'
import { takeFirstScreenAnswer } from './first-screen-answers.ts'

/** A failed call: the server's message and status (0 when the network failed). */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    message: string,
    readonly status: number,
    /** The server's machine-readable reason, when it gave one (src/contract/error-codes.ts). */
    readonly code?: string,
  ) {
    super(message)
  }
}

/**
 * The spec's failure text for a call, keeping the status and code (a 401 still means the session ended, and a
 * licence agreement to accept still opens its dialog).
 */
export function withMessage(error: unknown, message: string): ApiError {
  if (error instanceof ApiError) return new ApiError(message, error.status, error.code)
  return new ApiError(message, 0)
}

/** A 409: the change was made against an old version; `current` is the server's version now. */
export class ConflictApiError extends ApiError {
  override name = 'ConflictApiError'
  constructor(
    message: string,
    readonly current: unknown,
  ) {
    super(message, 409)
  }
}

/** A 400 with per-field messages, keyed by the field's dot path. */
export class ValidationError extends ApiError {
  override name = 'ValidationError'
  constructor(
    message: string,
    readonly fieldErrors: FieldErrors,
  ) {
    super(message, 400)
  }
}

export type ApiResult<T> = { ok: true; data: T; status: number } | { ok: false; error: ApiError }

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[]

export type RequestOptions<S extends v.GenericSchema> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Query parameters by their wire names; arrays repeat the key, empty values are left out. */
  query?: Record<string, QueryValue>
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  /** The shape of `data`; a response that does not match is an error, never silently trusted. */
  schema: S
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item))
  }
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}

/**
 * The one fetch wrapper: sends the session cookie, never throws on status, and returns the
 * envelope's data (checked against the schema) or a typed error.
 */
export async function apiRequest<S extends v.GenericSchema>(
  path: string,
  options: RequestOptions<S>,
): Promise<ApiResult<v.InferOutput<S>>> {
  const { method = 'GET', query, body, headers, signal, schema } = options
  let response: Response
  try {
    const url = buildUrl(path, query)
    // On a first visit the HTML fetched the screen's first calls already, in one request.
    const answered = method === 'GET' && body === undefined ? await takeFirstScreenAnswer(url) : undefined
    // A screen's calls start together, from one render's effects, and each fetch() costs the main thread ~1 ms on
    // a phone (more with a service worker): one task each instead of one long task for them all.
    if (!answered) await yieldToMain()
    response =
      answered ??
      (await fetch(url, {
        method,
        credentials: 'include',
        signal,
        headers: {
          Accept: 'application/json',
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }))
  } catch (error) {
    if (signal?.aborted) throw error
    return { ok: false, error: new ApiError('Network error: check your connection and try again.', 0) }
  }
  if (response.status === 204) {
    const parsed = v.safeParse(schema, null)
    return parsed.success
      ? { ok: true, data: parsed.output, status: 204 }
      : { ok: false, error: new ApiError('Unexpected empty response', 204) }
  }
  let json: unknown
  try {
    json = await response.json()
  } catch {
    return { ok: false, error: new ApiError(`Unexpected response (${response.status})`, response.status) }
  }
  const failure = v.safeParse(FailureSchema, json)
  if (failure.success) {
    const { error, fieldErrors, current, code } = failure.output
    if (response.status === 400 && fieldErrors) return { ok: false, error: new ValidationError(error, fieldErrors) }
    if (code === VERSION_CONFLICT) return { ok: false, error: new ConflictApiError(error, current) }
    return { ok: false, error: new ApiError(error, response.status, code) }
  }
  const parsed = v.safeParse(envelopeSchema(schema), json)
  if (!parsed.success || !parsed.output.success || !response.ok) {
    return { ok: false, error: new ApiError(`Unexpected response (${response.status})`, response.status) }
  }
  return { ok: true, data: parsed.output.data as v.InferOutput<S>, status: response.status }
}

/** For query functions, which signal failure by throwing: data, or the typed error thrown. */
export async function apiData<S extends v.GenericSchema>(path: string, options: RequestOptions<S>) {
  const result = await apiRequest(path, options)
  if (!result.ok) throw result.error
  return result.data
}

/**
 * One key per submission, made by the caller and passed in the mutation's variables: a retry or a
 * queued resend of the same submission sends the same key, and the server applies it at most once.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID()
}

export const idempotencyHeader = (key: string) => ({ 'Idempotency-Key': key })
