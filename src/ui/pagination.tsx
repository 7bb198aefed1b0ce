import { css, cx } from '../../styled-system/css'
import { pageItems, rangeText, totalPages } from '../lib/pagination.ts'
import { buttonRecipe } from './button.tsx'

type Props = {
  page: number
  pageSize: number
  total: number
  onPageChange: (page: number) => void
  label?: string
}

const pageButton = cx(buttonRecipe({ variant: 'ghost' }), css({ px: '2', fontWeight: 'medium' }))

/** 'Showing X of Y' and, with more than one page, a window of five pages with ellipses. */
export function Pagination({ page, pageSize, total, onPageChange, label = 'Pagination' }: Props) {
  const pages = totalPages(total, pageSize)
  const items = pageItems(page, pages)
  return (
    <div
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '2',
        mt: '3',
      })}
    >
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{rangeText(page, pageSize, total)}</p>
      {items.length > 0 && (
        <nav aria-label={label}>
          {/* Seven pages and the arrows are wider than a 360 px phone: the row wraps rather than scroll sideways. */}
          <ul className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1' })}>
            <li>
              <button
                type="button"
                className={pageButton}
                disabled={page <= 1}
                onClick={() => onPageChange(page - 1)}
                aria-label="Previous page"
              >
                ‹
              </button>
            </li>
            {items.map((item) =>
              item.type === 'ellipsis' ? (
                <li key={item.key} aria-hidden className={css({ px: '1', color: 'fg.muted' })}>
                  …
                </li>
              ) : (
                <li key={item.page}>
                  <button
                    type="button"
                    className={cx(pageButton, item.page === page && css({ bg: 'brand.50', color: 'accent.emphasis' }))}
                    aria-current={item.page === page ? 'page' : undefined}
                    aria-label={`Page ${item.page}`}
                    onClick={() => onPageChange(item.page)}
                  >
                    {item.page}
                  </button>
                </li>
              ),
            )}
            <li>
              <button
                type="button"
                className={pageButton}
                disabled={page >= pages}
                onClick={() => onPageChange(page + 1)}
                aria-label="Next page"
              >
                ›
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  )
}
