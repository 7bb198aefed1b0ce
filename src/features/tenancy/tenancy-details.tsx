import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { toDateInput } from '../../contract/dates.ts'
import { LEASE_TYPES, type LeaseType, TENANCY_SOURCE_LABELS, type Tenancy } from '../../contract/tenancy.ts'

const styles = {
  list: css({
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
    gap: '4',
    m: '0',
  }),
  term: css({ fontSize: 'sm', color: 'fg.muted' }),
  value: css({ fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  wide: css({ gridColumn: '1 / -1' }),
}

export const NOT_SET = 'Not set'

export function dateOrNotSet(iso: string | null): string {
  return toDateInput(iso) || NOT_SET
}

export function leaseTypeLabel(type: LeaseType | null | undefined): string {
  return LEASE_TYPES.find((t) => t.value === type)?.label ?? NOT_SET
}

function Item({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? styles.wide : undefined}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  )
}

/** Start, end and vacate dates, source and notes of a saved tenancy (dd/MM/yyyy). */
export function TenancyDetails({ tenancy }: { tenancy: Tenancy }) {
  return (
    <dl className={styles.list}>
      <Item term="Start date">{dateOrNotSet(tenancy.startedAt)}</Item>
      <Item term="End date">{dateOrNotSet(tenancy.endedAt)}</Item>
      <Item term="Vacate date">{dateOrNotSet(tenancy.vacatingAt)}</Item>
      <Item term="Source">{TENANCY_SOURCE_LABELS[tenancy.source]}</Item>
      {tenancy.leaseType && <Item term="Lease type">{leaseTypeLabel(tenancy.leaseType)}</Item>}
      {tenancy.notes && (
        <Item term="Notes" wide>
          <span className={css({ fontWeight: 'normal', whiteSpace: 'pre-wrap' })}>{tenancy.notes}</span>
        </Item>
      )}
    </dl>
  )
}

/** The same terms for a draft, on the confirmation step and beside a conflicting version. */
export function LeaseSummary({
  lease,
}: {
  lease: {
    startedAt: string
    endedAt: string | null
    vacatingAt: string | null
    notes: string | null
    leaseType?: LeaseType | null
  }
}) {
  return (
    <dl className={styles.list}>
      {lease.leaseType && <Item term="Lease type">{leaseTypeLabel(lease.leaseType)}</Item>}
      <Item term="Start date">{dateOrNotSet(lease.startedAt)}</Item>
      <Item term="End date">{dateOrNotSet(lease.endedAt)}</Item>
      <Item term="Vacate date">{dateOrNotSet(lease.vacatingAt)}</Item>
      <Item term="Notes" wide>
        <span className={css({ fontWeight: 'normal', whiteSpace: 'pre-wrap' })}>{lease.notes ?? NOT_SET}</span>
      </Item>
    </dl>
  )
}
