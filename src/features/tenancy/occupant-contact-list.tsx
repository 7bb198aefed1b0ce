// biome-ignore-all lint/a11y/noRedundantRoles: Safari drops a table's semantics once its rows are restyled as blocks (the phone layout); explicit roles keep them
import { css } from '../../../styled-system/css'
import { CONTACT_NUMBER_TYPES, type ContactNumberType, doNotContactLabel } from '../../contract/tenancy.ts'
import { PhoneNumberText } from '../../lib/phone-display.tsx'
import { Badge } from '../../ui/index.ts'

/** What the list shows of an occupant: saved ones carry the provider's do-not-contact reasons, drafts do not. */
export type ListedOccupant = {
  name: string
  email: string | null
  contactNumbers: {
    number: string
    type: ContactNumberType
    doNotContactReasonCode?: string | null
    doNotContactReasonName?: string | null
  }[]
}

const typeLabel = (type: ContactNumberType) => CONTACT_NUMBER_TYPES.find((t) => t.value === type)?.label ?? type

// A table from md up; below it each row is a card with its own labels (the header stays for screen readers).
const styles = {
  table: css({ width: 'full', borderCollapse: 'collapse', fontSize: 'sm' }),
  head: css({
    position: { base: 'absolute', md: 'static' },
    width: { base: '1px', md: 'auto' },
    height: { base: '1px', md: 'auto' },
    overflow: { base: 'hidden', md: 'visible' },
    clipPath: { base: 'inset(50%)', md: 'none' },
    whiteSpace: { base: 'nowrap', md: 'normal' },
  }),
  th: css({
    textAlign: 'left',
    fontWeight: 'semibold',
    color: 'fg.muted',
    py: '2',
    pr: '4',
    borderBottomWidth: '1px',
    borderColor: 'gray.300',
  }),
  row: css({
    display: { base: 'block', md: 'table-row' },
    borderWidth: { base: '1px', md: '0' },
    borderBottomWidth: '1px',
    borderColor: 'border',
    borderRadius: { base: 'md', md: '0' },
    p: { base: '3', md: '0' },
    mb: { base: '3', md: '0' },
  }),
  cell: css({
    display: { base: 'grid', md: 'table-cell' },
    gridTemplateColumns: '7.5rem minmax(0, 1fr)',
    gap: '2',
    py: { base: '1', md: '3' },
    pr: { md: '4' },
    verticalAlign: 'top',
    overflowWrap: 'anywhere',
  }),
  label: css({ display: { base: 'block', md: 'none' }, color: 'fg.muted', fontWeight: 'semibold' }),
  numbers: css({ display: 'grid', gap: '1', listStyle: 'none' }),
  number: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
  muted: css({ color: 'fg.muted' }),
  reason: css({ maxWidth: 'full' }),
}

/** The occupant contact list (spec §2): Name, Email, Contact numbers. */
export function OccupantContactList({ occupants, caption }: { occupants: ListedOccupant[]; caption: string }) {
  if (occupants.length === 0) return <p className={styles.muted}>No occupants recorded.</p>
  return (
    <table role="table" className={styles.table}>
      <caption className={css({ srOnly: true })}>{caption}</caption>
      <thead role="rowgroup" className={styles.head}>
        <tr role="row">
          {['Name', 'Email', 'Contact numbers'].map((heading) => (
            <th role="columnheader" scope="col" key={heading} className={styles.th}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {occupants.map((occupant, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: occupants of a draft have no id yet; the list is display-only
          <tr role="row" key={index} className={styles.row}>
            <td role="cell" className={styles.cell}>
              <span aria-hidden="true" className={styles.label}>
                Name
              </span>
              <span className={css({ fontWeight: 'semibold' })}>{occupant.name}</span>
            </td>
            <td role="cell" className={styles.cell}>
              <span aria-hidden="true" className={styles.label}>
                Email
              </span>
              {occupant.email ?? <span className={styles.muted}>None</span>}
            </td>
            <td role="cell" className={styles.cell}>
              <span aria-hidden="true" className={styles.label}>
                Contact numbers
              </span>
              <ContactNumbers numbers={occupant.contactNumbers} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function ContactNumbers({ numbers }: { numbers: ListedOccupant['contactNumbers'] }) {
  if (numbers.length === 0) return <span className={styles.muted}>None</span>
  return (
    <ul className={styles.numbers}>
      {numbers.map((n) => {
        const reason = doNotContactLabel(n.doNotContactReasonCode ?? null, n.doNotContactReasonName ?? null)
        return (
          <li key={`${n.type}-${n.number}`} className={styles.number}>
            <span>
              <PhoneNumberText number={n.number} />
            </span>
            <span className={styles.muted}>{typeLabel(n.type)}</span>
            {reason && (
              <Badge tone="danger" className={styles.reason}>
                {/* A provider's reason can be long: it wraps rather than push a phone's card sideways. */}
                <span className={css({ whiteSpace: 'normal' })}>{reason}</span>
              </Badge>
            )}
          </li>
        )
      })}
    </ul>
  )
}
