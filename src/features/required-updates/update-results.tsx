import { Link } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import { UPDATES_PAGE_SIZE } from '../../api/updates.ts'
import { UPDATE_MESSAGES, UPDATE_REASON_LABELS, type UpdateRow } from '../../contract/updates.ts'
import { formatDate } from '../../lib/dates.ts'
import { Badge, buttonRecipe } from '../../ui/index.ts'
import { AddressLink, badgeRow, cardClass, detailText, ListResults } from '../access-issues/list/list-parts.tsx'
import { updateFixOf } from './update-fix.ts'

type ListQuery = Parameters<typeof ListResults<UpdateRow>>[0]['query']
type Props = { query: ListQuery; page: number; onPageChange: (page: number) => void }

/** The properties to update: skeleton, failure with Try again, 'No required updates found', cards and the pager. */
export function UpdateResults({ query, page, onPageChange }: Props) {
  return (
    <ListResults
      query={query}
      errorMessage={UPDATE_MESSAGES.listFailed}
      emptyText="No required updates found"
      label="Required updates"
      page={page}
      pageSize={UPDATES_PAGE_SIZE}
      onPageChange={onPageChange}
    >
      {(row: UpdateRow) => <UpdateCard key={row.compliancePropertyId} row={row} />}
    </ListResults>
  )
}

const dateOrDash = (value: string | null) => (value ? formatDate(value) : '–')

/** One property: its address, why it needs an update, the services concerned, and the way to its fix. */
function UpdateCard({ row }: { row: UpdateRow }) {
  const fix = updateFixOf(row)
  const [street, ...locality] = row.address.fullAddress.split(', ')
  return (
    <li className={cardClass} aria-label={row.address.fullAddress}>
      <AddressLink
        propertyId={row.compliancePropertyId}
        line1={street ?? row.address.line1}
        line2={locality.join(', ') || null}
      />
      <div className={badgeRow}>
        {row.reasons.map((reason) => (
          <Badge key={reason} tone={reason === 'OVERDUE' ? 'danger' : 'warning'}>
            {UPDATE_REASON_LABELS[reason]}
          </Badge>
        ))}
        {row.propertyManager && <span className={detailText}>{row.propertyManager.name}</span>}
      </div>
      {row.services.length > 0 && (
        <ul aria-label="Services to update" className={css({ display: 'grid', gap: '1', fontSize: 'sm' })}>
          {row.services.map((s) => (
            <li key={s.serviceId}>
              <span className={css({ fontWeight: 'semibold' })}>{s.name}</span>
              <span className={detailText}>
                {' '}
                · last service {dateOrDash(s.lastServiceDate)} · next service {dateOrDash(s.nextServiceDate)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {row.accessIssueSince && <p className={detailText}>Access issue open since {formatDate(row.accessIssueSince)}</p>}
      <div>
        <Link
          to="/property/$propertyId"
          params={{ propertyId: fix.propertyId }}
          search={fix.open ? { open: fix.open } : {}}
          hash={fix.hash}
          className={buttonRecipe({ variant: 'outline' })}
        >
          {fix.label}
          <span className={css({ srOnly: true })}> at {row.address.line1}</span>
        </Link>
      </div>
    </li>
  )
}
