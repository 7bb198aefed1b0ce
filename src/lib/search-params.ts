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
