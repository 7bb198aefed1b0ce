import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import type { NonManagedProperty } from '../../api/property.ts'
import { dateOrDash, managedByLabel } from './format.ts'
import { EmptyText, SectionCard } from './section-card.tsx'

type Entry = NonManagedProperty['services'][number]

const cellPad = { px: '3', py: '2.5', textAlign: 'left' } as const

/** The service entries: a table where there is room, one card per service on phones. */
export function NonManagedServices({ services, action }: { services: Entry[]; action?: ReactNode }) {
  const rows = services.map((s) => ({
    key: `${s.complianceRequirementId}-${s.complianceId ?? 'other'}`,
    name: s.name,
    last: dateOrDash(s.lastServiceDate),
    next: dateOrDash(s.nextServiceDate),
    provider: s.providedBy?.providedBy ?? '–',
    managedBy: managedByLabel(s.managedBy),
  }))
  return (
    <SectionCard title="Services" action={action}>
      {rows.length === 0 ? (
        <EmptyText>No services are recorded for this property.</EmptyText>
      ) : (
        <>
          <table className={css({ display: { base: 'none', md: 'table' }, width: 'full', fontSize: 'sm' })}>
            <thead>
              <tr className={css({ borderBottomWidth: '1px', borderColor: 'border', color: 'fg.muted' })}>
                {['Service', 'Last service', 'Next service', 'Provided by', 'Managed by'].map((h) => (
                  <th key={h} scope="col" className={css({ ...cellPad, fontWeight: 'semibold' })}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr
                  key={r.key}
                  className={css({ borderBottomWidth: '1px', borderColor: 'border', _last: { border: 0 } })}
                >
                  <th scope="row" className={css({ ...cellPad, fontWeight: 'semibold' })}>
                    {r.name}
                  </th>
                  <td className={css(cellPad)}>{r.last}</td>
                  <td className={css(cellPad)}>{r.next}</td>
                  <td className={css(cellPad)}>{r.provider}</td>
                  <td className={css(cellPad)}>{r.managedBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className={css({ display: { base: 'grid', md: 'none' }, gap: '3' })}>
            {rows.map((r) => (
              <li
                key={r.key}
                className={css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '3' })}
              >
                <h3 className={css({ fontWeight: 'semibold', mb: '2' })}>{r.name}</h3>
                <dl
                  className={css({
                    display: 'grid',
                    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                    gap: '2',
                    fontSize: 'sm',
                    '& dt': { color: 'fg.muted' },
                  })}
                >
                  {(
                    [
                      ['Last service', r.last],
                      ['Next service', r.next],
                      ['Provided by', r.provider],
                      ['Managed by', r.managedBy],
                    ] as const
                  ).map(([label, value]) => (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </SectionCard>
  )
}
