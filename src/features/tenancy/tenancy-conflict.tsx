import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { CONTACT_NUMBER_TYPES, type Tenancy } from '../../contract/tenancy.ts'
import { PhoneNumberText } from '../../lib/phone-display.tsx'
import { Button } from '../../ui/index.ts'
import { WizardActions, WizardScreen } from '../../ui/wizard-screen.tsx'
import { dateOrNotSet, NOT_SET } from './tenancy-details.tsx'
import type { OccupantDraft, WizardDraft } from './tenancy-draft.ts'

type Props = {
  theirs: Tenancy
  mine: WizardDraft
  isPending: boolean
  onKeepMine: () => void
  onDiscardMine: () => void
}

const styles = {
  table: css({ width: 'full', borderCollapse: 'collapse', fontSize: 'sm', tableLayout: 'fixed' }),
  cell: css({
    textAlign: 'left',
    verticalAlign: 'top',
    p: '2',
    borderBottomWidth: '1px',
    borderColor: 'border',
    overflowWrap: 'anywhere',
  }),
  rowHeader: css({ color: 'fg.muted', fontWeight: 'semibold', width: { base: '6.5rem', sm: '8rem' } }),
  changed: css({ bg: 'amber.50' }),
}

const typeLabel = (type: string) => CONTACT_NUMBER_TYPES.find((t) => t.value === type)?.label ?? type

function OccupantLines({ occupants }: { occupants: Pick<OccupantDraft, 'name' | 'email' | 'contactNumbers'>[] }) {
  if (occupants.length === 0) return <>None</>
  return (
    <ul className={css({ display: 'grid', gap: '2' })}>
      {occupants.map((o) => (
        <li key={`${o.name}-${o.email}`}>
          <span className={css({ fontWeight: 'semibold' })}>{o.name}</span>
          {o.email && <span className={css({ display: 'block' })}>{o.email}</span>}
          {o.contactNumbers.map((n) => (
            <span key={n.number} className={css({ display: 'block' })}>
              <PhoneNumberText number={n.number} /> ({typeLabel(n.type)})
            </span>
          ))}
        </li>
      ))}
    </ul>
  )
}

/** What each side says, field by field; `same` rows are left plain so the differences stand out. */
function Row({ label, theirs, mine, same }: { label: string; theirs: ReactNode; mine: ReactNode; same: boolean }) {
  return (
    <tr className={same ? undefined : styles.changed}>
      <th scope="row" className={`${styles.cell} ${styles.rowHeader}`}>
        {label}
        {!same && <span className={css({ srOnly: true })}> (differs)</span>}
      </th>
      <td className={styles.cell}>{theirs}</td>
      <td className={styles.cell}>{mine}</td>
    </tr>
  )
}

const occupantKey = (occupants: Pick<OccupantDraft, 'name' | 'email' | 'contactNumbers'>[]) =>
  JSON.stringify(occupants.map((o) => [o.name, o.email, o.contactNumbers.map((n) => [n.number, n.type])]))

/** A 409 on an edit: someone saved the tenancy after this edit began. Their version beside ours; the user decides. */
export function TenancyConflict({ theirs, mine, isPending, onKeepMine, onDiscardMine }: Props) {
  const lease = mine.lease
  const dates = [
    ['Start date', theirs.startedAt, lease.startedAt],
    ['End date', theirs.endedAt, lease.endedAt],
    ['Vacate date', theirs.vacatingAt, lease.vacatingAt],
  ] as const
  return (
    <WizardScreen heading="This tenancy was changed by someone else" focusKey="tenancy-conflict">
      <p role="alert" className={css({ mb: '4' })}>
        Someone saved changes to this tenancy after you started editing it. Keep your changes to replace their version,
        or discard yours to keep theirs. Highlighted rows differ.
      </p>
      <table className={styles.table}>
        <caption className={css({ srOnly: true })}>Their version and your version of the tenancy</caption>
        <thead>
          <tr>
            <td className={`${styles.cell} ${styles.rowHeader}`} />
            <th scope="col" className={styles.cell}>
              Their version
            </th>
            <th scope="col" className={styles.cell}>
              Your version
            </th>
          </tr>
        </thead>
        <tbody>
          {dates.map(([label, a, b]) => (
            <Row key={label} label={label} theirs={dateOrNotSet(a)} mine={dateOrNotSet(b)} same={a === b} />
          ))}
          <Row
            label="Notes"
            theirs={theirs.notes ?? NOT_SET}
            mine={lease.notes ?? NOT_SET}
            same={theirs.notes === lease.notes}
          />
          <Row
            label="Occupants"
            theirs={<OccupantLines occupants={theirs.occupants} />}
            mine={<OccupantLines occupants={mine.occupants} />}
            same={occupantKey(theirs.occupants) === occupantKey(mine.occupants)}
          />
        </tbody>
      </table>
      <WizardActions
        back={
          <Button variant="outline" disabled={isPending} onClick={onDiscardMine}>
            Discard my changes
          </Button>
        }
      >
        <Button disabled={isPending} onClick={onKeepMine}>
          {isPending ? 'Submitting…' : 'Keep my changes'}
        </Button>
      </WizardActions>
    </WizardScreen>
  )
}
