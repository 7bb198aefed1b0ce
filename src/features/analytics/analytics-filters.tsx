import { useId } from 'react'
import { css } from '../../../styled-system/css'
import type { AnalyticsScope } from '../../contract/analytics.ts'
import { NativeSelect } from '../../ui/index.ts'
import { type AnalyticsSearch, PERIODS, periodOf, rangeOfPeriod } from './analytics-search.ts'

const field = css({ display: 'grid', gap: '1', width: { base: 'full', sm: '64' } })
const label = css({ fontSize: 'sm', fontWeight: 'semibold' })

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
  const ids = { agency: useId(), manager: useId(), period: useId() }
  const managers = scope.propertyManagers.filter((m) => search.agency === undefined || m.agencyId === search.agency)
  const agencyName = (id: number) => scope.agencies.find((a) => a.id === id)?.name ?? ''
  const period = periodOf(search, scope.defaultTo)
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', mb: '6' })}>
      {scope.agencies.length > 1 && (
        <div className={field}>
          <label htmlFor={ids.agency} className={label}>
            Agency
          </label>
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
        </div>
      )}
      <div className={field}>
        <label htmlFor={ids.manager} className={label}>
          Property manager
        </label>
        <NativeSelect
          id={ids.manager}
          value={search['property-manager'] ?? ''}
          onChange={(e) => onChange({ 'property-manager': e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">All property managers</option>
          {managers.map((m) => (
            <option key={m.id} value={m.id}>
              {scope.agencies.length > 1 && search.agency === undefined
                ? `${m.name} (${agencyName(m.agencyId)})`
                : m.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={field}>
        <label htmlFor={ids.period} className={label}>
          Period
        </label>
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
      </div>
    </div>
  )
}
