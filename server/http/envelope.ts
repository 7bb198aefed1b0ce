import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { FieldErrors } from '../../src/contract/envelope.ts'
import { codeForStatus } from '../../src/contract/error-codes.ts'
import { jsonAnswer } from './json-length.ts'

export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200) {
  return jsonAnswer(c, { success: true as const, data, error: null }, status)
}

export function fail(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  fieldErrors?: FieldErrors,
  current?: unknown,
  code: string = codeForStatus(status),
) {
  return jsonAnswer(
    c,
    {
      success: false as const,
      data: null,
      error,
      code,
      ...(fieldErrors ? { fieldErrors } : {}),
      ...(current !== undefined ? { current } : {}),
    },
    status,
  )
}

/** A failure with a code more specific than its status's (src/contract/error-codes.ts) that clients decide on. */
export function failWithCode(c: Context, status: ContentfulStatusCode, code: string, error: string) {
  return fail(c, status, error, undefined, undefined, code)
}
