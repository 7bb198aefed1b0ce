import * as v from 'valibot'

export type FieldErrors = Record<string, string[]>

/**
 * Errors by top-level field, from the form's own schema (valibot issues) or the server's 400 (field → messages):
 * 'toAddresses.2' is shown under To.
 */
export function byField(issues: readonly v.BaseIssue<unknown>[] | FieldErrors): FieldErrors {
  const out: FieldErrors = {}
  const entries = Array.isArray(issues)
    ? issues.map((i) => [v.getDotPath(i) ?? '', [i.message]] as const)
    : Object.entries(issues)
  for (const [path, messages] of entries) {
    const field = String(path).split('.')[0] ?? ''
    out[field] = [...(out[field] ?? []), ...messages]
  }
  return out
}
