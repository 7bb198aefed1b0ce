import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { css } from '../../../../styled-system/css'
import { type NoticeListFilters, noticeListQueries } from '../../../api/notices.ts'
import { ACCESS_ISSUE_LIST_TEXTS, type AccessIssueItem } from '../../../contract/notices.ts'
import { formatDate } from '../../../lib/dates.ts'
import { Badge } from '../../../ui/index.ts'
import { shownTags } from '../tag-labels.ts'
import { AddressLink, badgeRow, cardClass, detailText, ListResults } from './list-parts.tsx'
import { ListTotal } from './notice-results.tsx'

type Props = { filters: NoticeListFilters; onPageChange: (page: number) => void }

/** With the agency-entry-method experiment: properties whose access issues block entry, with their problems. */
export function AccessIssueResults({ filters, onPageChange }: Props) {
  const query = useQuery({ ...noticeListQueries.accessIssues(filters), placeholderData: keepPreviousData })
  return (
    <>
      <ListTotal total={query.data?.total} noun="property" />
      <ListResults
        query={query}
        errorMessage={ACCESS_ISSUE_LIST_TEXTS.accessIssuesFailed}
        emptyText={ACCESS_ISSUE_LIST_TEXTS.empty}
        label="Properties with access issues"
        page={filters.page}
        onPageChange={onPageChange}
      >
        {(item: AccessIssueItem) => <AccessIssueCard key={item.compliancePropertyId} item={item} />}
      </ListResults>
    </>
  )
}

function AccessIssueCard({ item }: { item: AccessIssueItem }) {
  const tags = shownTags(item.tags)
  return (
    <li className={cardClass} aria-label={`Access issues at ${item.addressLine1}`}>
      <AddressLink propertyId={item.compliancePropertyId} line1={item.addressLine1} line2={item.addressLine2} />
      {tags.length > 0 && (
        <p className={badgeRow}>
          {tags.map((shown) => (
            <Badge key={shown.tag} tone={shown.tone}>
              {shown.label}
            </Badge>
          ))}
        </p>
      )}
      <ul aria-label="Problems" className={css({ display: 'grid', gap: '1' })}>
        {item.accessIssues.problems.map((problem, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same problem may be raised twice on one day
          <li key={i} className={css({ display: 'flex', flexWrap: 'wrap', columnGap: '2' })}>
            <span className={css({ fontWeight: 'medium' })}>{problem.publicName}</span>
            <span className={detailText}>since {formatDate(problem.createdAt)}</span>
          </li>
        ))}
      </ul>
      <p className={detailText}>{item.currentTenancy ? 'Current tenancy on file' : 'No current tenancy'}</p>
    </li>
  )
}
