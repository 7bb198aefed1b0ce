import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from '../../../../styled-system/css'
import { NOT_AVAILABLE_YET, useScreenExists } from '../../../lib/app-screens.ts'
import { ExternalLinkIcon, UnavailableLink } from '../../../ui/index.ts'
import { LoadFailed } from '../load-failed.tsx'
import { EmptyIllustration, type IllustrationKind } from './empty-illustrations.tsx'

/** Where 'View all' goes: a screen of this app, or a page of the legacy site (opened in a new tab). */
export type ViewAll =
  /** `search`: the list opened filtered as the preview is, so it shows the same total. */
  | { kind: 'app'; to: string; label: string; search?: Record<string, string | number | undefined> }
  | { kind: 'legacy'; href: string; label: string }

type Props<T> = {
  query: { isPending: boolean; isError: boolean; data: { items: T[]; total: number } | undefined; refetch: () => void }
  /** The spec's failure text ('Failed to get overdue invoices', …). */
  errorMessage: string
  /** 'No overdue invoices found' */
  emptyText: string
  illustration: IllustrationKind
  skeletonRows: number
  /** What the list is, for screen readers ('Overdue invoices'). */
  label: string
  viewAll?: ViewAll
  children: (item: T) => ReactNode
  footer?: ReactNode
}

export const rowClass = css({
  display: 'grid',
  gap: '3',
  py: '3',
  borderTopWidth: '1px',
  borderColor: 'border',
  _first: { borderTopWidth: '0' },
})

/** One tab's list: skeleton rows while loading, the failure text, the empty state, or the rows and 'View all'. */
export function PreviewList<T>(props: Props<T>) {
  const { query, label } = props
  if (query.isPending) return <SkeletonRows count={props.skeletonRows} label={label} />
  if (query.isError || !query.data) return <LoadFailed message={props.errorMessage} onRetry={() => query.refetch()} />
  if (query.data.items.length === 0) {
    return (
      <div className={css({ display: 'grid', justifyItems: 'center', gap: '2', py: '6', textAlign: 'center' })}>
        <EmptyIllustration kind={props.illustration} />
        <p className={css({ color: 'fg.muted', fontWeight: 'medium' })}>{props.emptyText}</p>
      </div>
    )
  }
  return (
    <div>
      <ul aria-label={label}>{query.data.items.map((item) => props.children(item))}</ul>
      {props.footer}
      {props.viewAll && <ViewAllLink to={props.viewAll} total={query.data.total} />}
    </div>
  )
}

const viewAllClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  minHeight: '11',
  mt: '2',
  color: 'accent',
  fontWeight: 'semibold',
  textDecoration: 'underline',
})

function ViewAllLink({ to, total }: { to: ViewAll; total: number }) {
  const text = `View all ${total} ${to.label}`
  const exists = useScreenExists()
  // The count is real data, so it stays; the list it would open is still to be built.
  if (to.kind === 'app' && !exists(to.to)) {
    return (
      <UnavailableLink reason={NOT_AVAILABLE_YET} className={viewAllClass}>
        {text}
      </UnavailableLink>
    )
  }
  if (to.kind === 'app') {
    return (
      <Link to={to.to} search={to.search} className={viewAllClass}>
        {text}
      </Link>
    )
  }
  return (
    <a href={to.href} target="_blank" rel="noopener noreferrer" className={viewAllClass}>
      {text}
      <ExternalLinkIcon size={14} />
      <span className={css({ srOnly: true })}> (opens in a new tab)</span>
    </a>
  )
}

const bar = css({ height: '3', bg: 'gray.200', borderRadius: 'sm' })

/** Placeholder rows while a list loads (5, or 10 for new managements: foundations §9). */
export function SkeletonRows({ count, label }: { count: number; label: string }) {
  return (
    <ul aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`} data-testid="skeleton-rows">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <li key={i} className={rowClass}>
          <div className={css({ display: 'grid', gap: '2', animation: 'pulse 1.5s ease-in-out infinite' })}>
            <div className={bar} style={{ width: `${60 - (i % 3) * 10}%` }} />
            <div className={bar} style={{ width: `${35 + (i % 2) * 10}%` }} />
          </div>
        </li>
      ))}
    </ul>
  )
}
