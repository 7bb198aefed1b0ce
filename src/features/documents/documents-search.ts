import * as v from 'valibot'
import { DOCUMENT_SERVICE_CODES, DOCUMENT_TYPE_CODES } from '../../contract/documents.ts'

/*
 * The documents page's search params, as links write them (foundations §2):
 * ?filter=SERVICE_REPORT&service=SMOKE, ?filter=THIRD_PARTY_RESOLUTION. Links come from emails and other
 * pages, so a bad value is dropped rather than failing the page, and a repeated key keeps its good values.
 */

function many<T extends string>(allowed: readonly T[]) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((raw) => {
        const kept = (Array.isArray(raw) ? raw : [raw]).filter((x): x is T => allowed.includes(x as T))
        return kept.length ? [...new Set(kept)] : undefined
      }),
    ),
  )
}

export const DocumentsSearchSchema = v.object({
  filter: many(DOCUMENT_TYPE_CODES),
  service: many(DOCUMENT_SERVICE_CODES),
  // Page 1 is the default and stays out of the URL; the router may already have made the digits a number.
  page: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(2))),
    undefined,
  ),
})
export type DocumentsSearch = v.InferOutput<typeof DocumentsSearchSchema>

/** Never throws. */
export function parseDocumentsSearch(search: Record<string, unknown>): DocumentsSearch {
  return v.parse(DocumentsSearchSchema, search)
}

/** The search with one code added to or taken out of a filter, back on page 1. */
export function toggled(search: DocumentsSearch, key: 'filter' | 'service', code: string): DocumentsSearch {
  const current: string[] = search[key] ?? []
  const next = current.includes(code) ? current.filter((c) => c !== code) : [...current, code]
  return { ...search, [key]: next.length ? next : undefined, page: undefined }
}
