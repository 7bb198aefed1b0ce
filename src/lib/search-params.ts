import * as v from 'valibot'

/**
 * URL search params as the spec writes them: repeated keys for lists (?facet=A&facet=B) and plain
 * text, not the router's default JSON (?facet=%5B%22A%22%5D). Route schemas read a single value or
 * a list, and numbers from their text.
 */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue
    for (const item of Array.isArray(value) ? value : [value]) {
      params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item))
    }
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

export function parseSearch(searchStr: string): Record<string, string | string[]> {
  const params = new URLSearchParams(searchStr)
  const search: Record<string, string | string[]> = {}
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key)
    search[key] = all.length > 1 ? all : (all[0] ?? '')
  }
  return search
}

/*
 * Pieces of the lists' search-param schemas. Links come from bookmarks and the dashboard, so a bad value is
 * dropped rather than failing the page.
 */
/** A param as text: the router parses `?page=2` to a number, `?q=abc` to a string. */
export const searchText = v.pipe(v.union([v.string(), v.number()]), v.transform(String))

export const wholeNumber = v.pipe(searchText, v.regex(/^[1-9]\d{0,8}$/), v.transform(Number))

/** A repeatable param: one value or many; bad items dropped, repeats removed, none at all left out. */
export function many<T>(item: v.GenericSchema<unknown, T>) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((raw) => {
        const kept = (Array.isArray(raw) ? raw : [raw]).flatMap((x) => {
          const parsed = v.safeParse(item, x)
          return parsed.success ? [parsed.output] : []
        })
        return kept.length ? [...new Set(kept)] : undefined
      }),
    ),
  )
}

/** The value, or undefined when it is missing or bad. */
export const dropped = <T>(schema: v.GenericSchema<unknown, T>) => v.fallback(v.optional(schema), undefined)

/** Page 1 is the default, so it stays out of the URL. */
export const pageParam = dropped(
  v.pipe(
    wholeNumber,
    v.transform((p) => (p > 1 ? p : undefined)),
  ),
)
