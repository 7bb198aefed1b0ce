import type { Context } from 'hono'
import * as v from 'valibot'
import type { FieldErrors } from '../../src/contract/envelope.ts'
import { ValidationFailed } from './errors.ts'

/** Turns valibot issues into { field: [messages] }, keyed by dot path ("occupants.0.name"); "" for the root. */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? ''
    const list = errors[key] ?? []
    if (!list.includes(issue.message)) list.push(issue.message)
    errors[key] = list
  }
  return errors
}

export function check<T extends v.GenericSchema>(schema: T, input: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, input)
  if (!result.success) throw new ValidationFailed(fieldErrorsOf(result.issues))
  return result.output
}

/** Query strings: repeated keys (facet=a&facet=b) arrive as arrays, single ones as strings. */
export function parseQuery<T extends v.GenericSchema>(c: Context, schema: T): v.InferOutput<T> {
  const url = new URL(c.req.url)
  const raw: Record<string, string | string[]> = {}
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key)
    raw[key] = all.length > 1 ? all : (all[0] ?? '')
  }
  return check(schema, raw)
}

export async function parseJsonBody<T extends v.GenericSchema>(c: Context, schema: T): Promise<v.InferOutput<T>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw new ValidationFailed({ '': ['Request body must be valid JSON'] })
  }
  return check(schema, body)
}

export function parseParam<T extends v.GenericSchema>(schema: T, value: string | undefined, name: string) {
  const result = v.safeParse(schema, value)
  if (!result.success) throw new ValidationFailed({ [name]: result.issues.map((i) => i.message) })
  return result.output as v.InferOutput<T>
}
