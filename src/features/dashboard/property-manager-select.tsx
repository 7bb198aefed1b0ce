import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { css } from '../../../styled-system/css'
import { agencyQueries } from '../../api/agency.ts'
import { NativeSelect } from '../../ui/index.ts'
import { useDashboardPropertyManager, useSetDashboardPropertyManager } from './use-dashboard-filters.ts'

export const ALL_PROPERTY_MANAGERS = 'All property managers'

/** The dashboard's property-manager filter: every number, chart and urgent list below follows it. */
export function PropertyManagerSelect() {
  const id = useId()
  const selected = useDashboardPropertyManager()
  const setSelected = useSetDashboardPropertyManager()
  const { data } = useQuery(agencyQueries.propertyManagers())
  const managers = data?.items ?? []
  // A preset or linked manager shows even before the list arrives, so the select never claims 'All' wrongly.
  const known = selected === undefined || managers.some((m) => m.id === selected)
  return (
    <div className={css({ display: 'grid', gap: '1', width: { base: 'full', sm: '72' } })}>
      <label htmlFor={id} className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
        Property manager
      </label>
      <NativeSelect
        id={id}
        value={selected ?? ''}
        onChange={(event) => setSelected(event.target.value ? Number(event.target.value) : undefined)}
      >
        <option value="">{ALL_PROPERTY_MANAGERS}</option>
        {!known && <option value={selected}>Selected property manager</option>}
        {managers.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
