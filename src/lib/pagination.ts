/** Pagination rules shared by every list (foundations §9). */
export const DEFAULT_PAGE = 1
const WINDOW = 5

export function totalPages(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(total / pageSize) : 0
}

export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: string }

/**
 * The pages to show: a window of 5 around the current page, with the first and last pages and an
 * ellipsis where pages are skipped. Empty when there is one page or fewer (the pager is hidden).
 */
export function pageItems(current: number, pages: number): PageItem[] {
  if (pages <= 1) return []
  const page = Math.min(Math.max(current, 1), pages)
  let start = Math.max(1, page - Math.floor(WINDOW / 2))
  const end = Math.min(pages, start + WINDOW - 1)
  start = Math.max(1, end - WINDOW + 1)
  const items: PageItem[] = []
  if (start > 1) {
    items.push({ type: 'page', page: 1 })
    if (start > 2) items.push({ type: 'ellipsis', key: 'start' })
  }
  for (let p = start; p <= end; p++) items.push({ type: 'page', page: p })
  if (end < pages) {
    if (end < pages - 1) items.push({ type: 'ellipsis', key: 'end' })
    items.push({ type: 'page', page: pages })
  }
  return items
}

/** 'Showing X of Y': X is how many items this page shows. */
export function rangeText(page: number, pageSize: number, total: number): string {
  const shown = Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize))
  return `Showing ${shown} of ${total}`
}
