import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from '../../../../styled-system/css'
import { Pagination } from '../../../ui/index.ts'
import { LoadFailed } from '../../dashboard/load-failed.tsx'
import { SkeletonRows } from '../../dashboard/urgent/preview-list.tsx'
import { ACCESS_ISSUES_PAGE_SIZE } from './list-search.ts'

type ListQuery<T> = {
  isPending: boolean
  isError: boolean
  isPlaceholderData: boolean
  data: { items: T[]; total: number } | undefined
  refetch: () => void
}

type Props<T> = {
  query: ListQuery<T>
  errorMessage: string
  emptyText: string
  /** What the list is, for screen readers. */
  label: string
  page: number
  /** The page size the list was asked for (ten unless said). */
  pageSize?: number
  onPageChange: (page: number) => void
  children: (item: T) => ReactNode
}

/** Skeleton cards while loading, the failure with Try again, the empty text, or the cards and the pager. */
export function ListResults<T>({
  query,
  errorMessage,
  emptyText,
  label,
  page,
  pageSize = ACCESS_ISSUES_PAGE_SIZE,
  onPageChange,
  children,
}: Props<T>) {
  if (query.isPending) return <SkeletonRows count={5} label={label} />
  if (query.isError || !query.data) return <LoadFailed message={errorMessage} onRetry={() => query.refetch()} />
  const { items, total } = query.data
  if (items.length === 0) {
    return <p className={css({ py: '8', textAlign: 'center', color: 'fg.muted', fontWeight: 'medium' })}>{emptyText}</p>
  }
  return (
    <div aria-busy={query.isPlaceholderData || undefined}>
      <ul aria-label={label} className={css({ display: 'grid', gap: '3' })}>
        {items.map((item) => children(item))}
      </ul>
      <Pagination page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} label={`${label} pages`} />
    </div>
  )
}

export const cardClass = css({
  display: 'grid',
  gap: '2',
  p: '4',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  minWidth: '0',
})
export const badgeRow = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })
export const detailText = css({ fontSize: 'sm', color: 'fg.muted' })

/** The property's address as the card's title, linking to its page (a 44 px target). */
export function AddressLink({ propertyId, line1, line2 }: { propertyId: number; line1: string; line2: string | null }) {
  return (
    <h3 className={css({ fontSize: 'md', fontWeight: 'semibold' })}>
      <Link
        to="/property/$propertyId"
        params={{ propertyId }}
        className={css({
          display: 'inline-flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          minHeight: '11',
          color: 'accent',
          overflowWrap: 'anywhere',
          textDecoration: 'underline',
        })}
      >
        {line1}
        {line2 && <span className={css({ fontWeight: 'normal' })}>, {line2}</span>}
      </Link>
    </h3>
  )
}
