import { Link } from '@tanstack/react-router'
import { css, cx } from '../../../styled-system/css'
import type { NonManagedRow } from '../../contract/portfolio.ts'
import { formatDate } from '../../lib/dates.ts'
import { Badge, Button, listCard } from '../../ui/index.ts'
import { useNeedsConnection } from '../offline/use-online.ts'
import { entryIssues } from './non-managed-status.ts'
import { FACET_DISPLAY } from './status-labels.ts'

type Props = { rows: NonManagedRow[]; today: string; onEdit: (row: NonManagedRow) => void }

const th = css({
  textAlign: 'left',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
  px: '4',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border',
  bg: 'bg.subtle',
})
const td = css({ px: '4', py: '4', verticalAlign: 'top' })
const addressLink = css({
  display: 'inline-block',
  py: '2.5',
  my: '-2.5',
  fontWeight: 'semibold',
  color: 'accent',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  overflowWrap: 'anywhere',
  _hover: { color: 'accent.emphasis' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
})

/** The street line, as the property page's heading shows it, and the locality after it. */
function addressLines({ line1, fullAddress }: NonManagedRow['address']) {
  const rest = fullAddress.startsWith(line1) ? fullAddress.slice(line1.length).replace(/^,\s*/, '') : fullAddress
  return { street: line1, locality: rest }
}

function Address({ row, large }: { row: NonManagedRow; large?: boolean }) {
  const { street, locality } = addressLines(row.address)
  return (
    <div>
      <Link
        to="/non-managed-property/$agencyPortfolioPropertyId"
        params={{ agencyPortfolioPropertyId: row.portfolioPropertyId }}
        className={cx(addressLink, large && css({ display: 'block', fontSize: 'lg' }))}
      >
        {street}
      </Link>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{locality}</p>
    </div>
  )
}

/** Each service with its dates, provider and what needs attention. */
function Entries({ row, today }: { row: NonManagedRow; today: string }) {
  if (!row.services.length) return <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>No services</p>
  return (
    <ul className={css({ display: 'grid', gap: '2' })}>
      {row.services.map((s) => {
        const dates = [
          `Last ${s.lastServiceDate ? formatDate(s.lastServiceDate) : '–'}`,
          `Next ${s.nextServiceDate ? formatDate(s.nextServiceDate) : '–'}`,
          s.providedBy?.providedBy ?? 'No provider',
        ]
        return (
          <li key={s.complianceRequirementId} className={css({ display: 'grid', gap: '0.5' })}>
            <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
              <span className={css({ fontWeight: 'medium' })}>{s.name}</span>
              {entryIssues(s, today).map((issue) => (
                <Badge key={issue} tone={FACET_DISPLAY[issue].tone} className={css({ whiteSpace: 'normal' })}>
                  {FACET_DISPLAY[issue].label}
                </Badge>
              ))}
            </div>
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{dates.join(' · ')}</span>
          </li>
        )
      })}
    </ul>
  )
}

/** The list's one sentence on why Edit services is disabled offline (the entries are saved at once, not queued). */
export const EDIT_OFFLINE_REASON_ID = 'non-managed-edit-offline'
export const EDIT_SERVICES_ACTION = 'Editing services'

function EditButton({ row, onEdit }: { row: NonManagedRow; onEdit: Props['onEdit'] }) {
  const connection = useNeedsConnection(EDIT_SERVICES_ACTION)
  return (
    <Button
      variant="outline"
      onClick={() => onEdit(row)}
      disabled={connection.disabled}
      aria-describedby={connection.reason ? EDIT_OFFLINE_REASON_ID : undefined}
      aria-label={`Edit services of ${row.address.line1}`}
      className={css({ whiteSpace: 'nowrap' })}
    >
      Edit services
    </Button>
  )
}

/** The list as a table, for wide screens. */
export function NonManagedTable({ rows, today, onEdit }: Props) {
  return (
    <table className={css({ width: 'full', borderCollapse: 'collapse', tableLayout: 'fixed' })}>
      <caption className={css({ srOnly: true })}>Properties serviced by other providers</caption>
      <thead>
        <tr>
          <th scope="col" className={cx(th, css({ width: '26%' }))}>
            Address
          </th>
          <th scope="col" className={cx(th, css({ width: '16%' }))}>
            Property manager
          </th>
          <th scope="col" className={th}>
            Services
          </th>
          <th scope="col" className={cx(th, css({ width: '12rem' }))}>
            <span className={css({ srOnly: true })}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.portfolioPropertyId} className={css({ borderTopWidth: '1px', borderColor: 'border' })}>
            <td className={td}>
              <Address row={row} />
            </td>
            <td className={td}>
              {row.propertyManager?.name ?? <span className={css({ color: 'fg.muted' })}>Unassigned</span>}
            </td>
            <td className={td}>
              <Entries row={row} today={today} />
            </td>
            <td className={td}>
              <EditButton row={row} onEdit={onEdit} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The list as cards, for phones. */
export function NonManagedCards({ rows, today, onEdit }: Props) {
  return (
    <ul aria-label="Properties serviced by other providers" className={css({ display: 'grid', gap: '3' })}>
      {rows.map((row) => (
        <li key={row.portfolioPropertyId} className={listCard}>
          <Address row={row} large />
          <p className={css({ fontSize: 'sm' })}>
            <span className={css({ color: 'fg.muted' })}>Property manager: </span>
            {row.propertyManager?.name ?? 'Unassigned'}
          </p>
          <Entries row={row} today={today} />
          <EditButton row={row} onEdit={onEdit} />
        </li>
      ))}
    </ul>
  )
}
