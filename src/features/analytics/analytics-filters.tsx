import { useId } from 'react'
import { css } from '../../../styled-system/css'
import type { AnalyticsScope } from '../../contract/analytics.ts'
import { Field, NativeSelect } from '../../ui/index.ts'
import { PropertyManagerSelect } from '../../ui/property-manager-select.tsx'
import { type AnalyticsSearch, PERIODS, periodOf, rangeOfPeriod } from './analytics-search.ts'

/** Side by side from sm up, each as wide as its longest choice needs. */
const filter = css({ width: { base: 'full', sm: '64' } })

/** Agency, property manager and period: each change goes to the URL, which every chart reads. */
export function AnalyticsFilters({
  scope,
  search,
  onChange,
}: {
  scope: AnalyticsScope
  search: AnalyticsSearch
  onChange: (change: Partial<AnalyticsSearch>) => void
}) {
  const ids = { agency: useId(), period: useId() }
  const acrossAgencies = scope.agencies.length > 1 && search.agency === undefined
  const agencyName = (id: number) => scope.agencies.find((a) => a.id === id)?.name ?? ''
  // Across several agencies, a manager is named with their agency: two agencies may each have a "Sam Lee".
  const managers = scope.propertyManagers
    .filter((m) => search.agency === undefined || m.agencyId === search.agency)
    .map((m) => ({ id: m.id, name: acrossAgencies ? `${m.name} (${agencyName(m.agencyId)})` : m.name }))
  const period = periodOf(search, scope.defaultTo)
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', mb: '6' })}>
      {scope.agencies.length > 1 && (
        <Field label="Agency" htmlFor={ids.agency} flush className={filter}>
          <NativeSelect
            id={ids.agency}
            value={search.agency ?? ''}
            onChange={(e) =>
              onChange({ agency: e.target.value ? Number(e.target.value) : undefined, 'property-manager': undefined })
            }
          >
            <option value="">All my agencies</option>
            {scope.agencies.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      )}
      <PropertyManagerSelect
        value={search['property-manager']}
        managers={managers}
        onChange={(id) => onChange({ 'property-manager': id })}
        flush
        className={filter}
      />
      <Field label="Period" htmlFor={ids.period} flush className={filter}>
        <NativeSelect
          id={ids.period}
          value={period}
          onChange={(e) => onChange(rangeOfPeriod(Number(e.target.value), scope.defaultTo))}
        >
          {PERIODS.map((n) => (
            <option key={n} value={String(n)}>
              Last {n} months
            </option>
          ))}
          {period === 'custom' && (
            <option value="custom" disabled>
              {search.from ?? ''} to {search.to ?? scope.defaultTo}
            </option>
          )}
        </NativeSelect>
      </Field>
    </div>
  )
}
