import { css } from '../../../../styled-system/css'
import { FINDING_TEXTS, type FindingGroup } from '../../../contract/reported-findings.ts'
import { formatDate } from '../../../lib/dates.ts'
import { AddressLink, badgeRow, cardClass, detailText, ListResults } from '../../access-issues/list/list-parts.tsx'
import { FindingStatus, FindingSummary, FindingTags } from '../finding-parts.tsx'
import { FINDINGS_PAGE_SIZE } from './list-search.ts'

type ListQuery = Parameters<typeof ListResults<FindingGroup>>[0]['query']
type Props = { query: ListQuery; page: number; onPageChange: (page: number) => void }

/** The groups of one property and service: skeleton, failure with Try again, empty text, cards and the pager. */
export function FindingResults({ query, page, onPageChange }: Props) {
  return (
    <ListResults
      query={query}
      errorMessage={FINDING_TEXTS.listFailed}
      emptyText={FINDING_TEXTS.listEmpty}
      label="Reported findings"
      page={page}
      pageSize={FINDINGS_PAGE_SIZE}
      onPageChange={onPageChange}
    >
      {(group: FindingGroup) => (
        <GroupCard key={`${group.property.compliancePropertyId}-${group.service.serviceId}`} group={group} />
      )}
    </ListResults>
  )
}

const columnLabel = css({ fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted', textTransform: 'uppercase' })
const findingColumns = css({
  display: { base: 'none', md: 'grid' },
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: '2',
  mb: '-1',
})

/**
 * One grouped list item as a card (the columns Address, Service, Service date, Reported findings, Status):
 * labelled rows on a phone, the findings with their status side by side from md.
 */
function GroupCard({ group }: { group: FindingGroup }) {
  const { property, service } = group
  return (
    <li className={cardClass} aria-label={`${service.name} findings at ${property.addressLine1}`}>
      <AddressLink
        propertyId={property.compliancePropertyId}
        line1={property.addressLine1}
        line2={property.addressLine2}
      />
      <dl className={css({ display: 'flex', flexWrap: 'wrap', columnGap: '6', rowGap: '1' })}>
        <div>
          <dt className={columnLabel}>Service</dt>
          <dd>{service.name}</dd>
        </div>
        <div>
          <dt className={columnLabel}>Service date</dt>
          <dd>{formatDate(group.serviceDate)}</dd>
        </div>
        {group.propertyManager && (
          <div>
            <dt className={columnLabel}>Property manager</dt>
            <dd>{group.propertyManager.name}</dd>
          </div>
        )}
      </dl>
      <FindingTags tags={group.tags} />
      {/* The last two columns' names over the findings, where they sit side by side (each list names itself). */}
      <div aria-hidden className={findingColumns}>
        <span className={columnLabel}>Reported findings</span>
        <span className={columnLabel}>Status</span>
      </div>
      <ul aria-label="Findings" className={css({ display: 'grid', gap: '2' })}>
        {group.reportedFindings.map((finding) => (
          <li
            key={finding.problemRegister.problemRegisterId}
            className={css({
              display: 'grid',
              gap: '2',
              gridTemplateColumns: { base: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
              pt: '2',
              borderTopWidth: '1px',
              borderColor: 'border',
            })}
          >
            <FindingSummary finding={finding} />
            <div className={badgeRow}>
              <FindingStatus finding={finding} />
              {finding.problemRegister.status === 'OPEN' &&
                !finding.problemRegister.isDismissed &&
                !finding.problemRegister.quoteRequested && <span className={detailText}>Open</span>}
            </div>
          </li>
        ))}
      </ul>
    </li>
  )
}
