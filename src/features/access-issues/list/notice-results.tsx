import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { type NoticeListFilters, noticeListQueries } from '../../../api/notices.ts'
import { ACCESS_ISSUE_LIST_TEXTS, type Notice } from '../../../contract/notices.ts'
import { formatDate } from '../../../lib/dates.ts'
import { Badge, Button, ChunkBoundary, lazyWithRetry } from '../../../ui/index.ts'
import type { ResolveTarget } from '../resolve/request-resolve-dialog.tsx'
import { AddressLink, badgeRow, cardClass, detailText, ListResults } from './list-parts.tsx'

type Props = { filters: NoticeListFilters; onPageChange: (page: number) => void }

// Loaded when a notice is resolved: its form and two-step statechart (xstate) stay out of the list's chunk.
const RequestResolveDialog = lazyWithRetry(() =>
  import('../resolve/request-resolve-dialog.tsx').then((m) => ({ default: m.RequestResolveDialog })),
)

/** Without the agency-entry-method experiment: the agency's open notices, oldest first, each resolvable. */
export function NoticeResults({ filters, onPageChange }: Props) {
  const query = useQuery({ ...noticeListQueries.notices(filters), placeholderData: keepPreviousData })
  const [resolving, setResolving] = useState<ResolveTarget | null>(null)
  return (
    <>
      <ListTotal total={query.data?.total} noun="notice" />
      <ListResults
        query={query}
        errorMessage={ACCESS_ISSUE_LIST_TEXTS.noticesFailed}
        emptyText={ACCESS_ISSUE_LIST_TEXTS.empty}
        label="Access issue notices"
        page={filters.page}
        onPageChange={onPageChange}
      >
        {(notice: Notice) => (
          <NoticeCard
            key={notice.id}
            notice={notice}
            onResolve={() =>
              setResolving({
                noticeId: notice.id,
                propertyId: notice.propertyId,
                address: [notice.property.address.addressLine1, notice.property.address.addressLine2]
                  .filter(Boolean)
                  .join(', '),
                label: notice.publicName,
              })
            }
          />
        )}
      </ListResults>
      {resolving && (
        <ChunkBoundary onClose={() => setResolving(null)}>
          <RequestResolveDialog target={resolving} onClose={() => setResolving(null)} />
        </ChunkBoundary>
      )}
    </>
  )
}

function NoticeCard({ notice, onResolve }: { notice: Notice; onResolve: () => void }) {
  const { address, propertyManager } = notice.property
  return (
    <li className={cardClass} aria-label={`${notice.publicName} at ${address.addressLine1}`}>
      <AddressLink propertyId={notice.propertyId} line1={address.addressLine1} line2={address.addressLine2} />
      <p className={badgeRow}>
        <Badge tone="danger">{notice.publicName}</Badge>
        {notice.isUrgent && <Badge tone="danger">Urgent</Badge>}
        {notice.isContactDiRequired && <Badge tone="warning">Contact DI required</Badge>}
        {notice.tags.includes('vacant') && <Badge>Vacant</Badge>}
        {notice.tags.includes('update required') && <Badge tone="warning">Update required</Badge>}
      </p>
      <p className={detailText}>
        Raised {formatDate(notice.createdAt)}
        {propertyManager && ` · ${propertyManager.name}`}
      </p>
      <div>
        <Button variant="outline" onClick={onResolve}>
          Request resolve
        </Button>
      </div>
    </li>
  )
}

/** The heading's count: how many the filters found (across every page). */
export function ListTotal({ total, noun }: { total: number | undefined; noun: string }) {
  if (total === undefined) return null
  return (
    <h2 className={detailText} data-testid="access-issues-total" aria-live="polite">
      {total} {total === 1 ? noun : `${noun}s`}
    </h2>
  )
}
