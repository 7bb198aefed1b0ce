import { describe, expect, it } from 'vitest'
import { type PageItem, pageItems, rangeText, totalPages } from './pagination.ts'

const show = (items: PageItem[]) => items.map((i) => (i.type === 'page' ? i.page : '…')).join(' ')

describe('pagination', () => {
  it('counts pages as ceil(total / pageSize)', () => {
    expect(totalPages(0, 10)).toBe(0)
    expect(totalPages(10, 10)).toBe(1)
    expect(totalPages(11, 10)).toBe(2)
  })

  it('hides the pager with one page or fewer', () => {
    expect(pageItems(1, 0)).toEqual([])
    expect(pageItems(1, 1)).toEqual([])
  })

  it('shows a window of five with ellipses and the ends', () => {
    expect(show(pageItems(1, 3))).toBe('1 2 3')
    expect(show(pageItems(1, 5))).toBe('1 2 3 4 5')
    expect(show(pageItems(1, 20))).toBe('1 2 3 4 5 … 20')
    expect(show(pageItems(10, 20))).toBe('1 … 8 9 10 11 12 … 20')
    expect(show(pageItems(20, 20))).toBe('1 … 16 17 18 19 20')
    expect(show(pageItems(4, 7))).toBe('1 2 3 4 5 6 7')
    expect(show(pageItems(99, 20))).toBe('1 … 16 17 18 19 20')
  })

  it("says 'Showing X of Y'", () => {
    expect(rangeText(1, 10, 25)).toBe('Showing 10 of 25')
    expect(rangeText(3, 10, 25)).toBe('Showing 5 of 25')
    expect(rangeText(1, 10, 0)).toBe('Showing 0 of 0')
  })
})
