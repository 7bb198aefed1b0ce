import { useQuery } from '@tanstack/react-query'
import { css } from '../../../styled-system/css'
import { agencyQueries } from '../../api/agency.ts'
import { PropertyManagerSelect } from '../../ui/property-manager-select.tsx'
import { useDashboardPropertyManager, useSetDashboardPropertyManager } from './use-dashboard-filters.ts'

/** The dashboard's property-manager filter: every number, chart and urgent list below follows it. */
export function DashboardPropertyManager() {
  const selected = useDashboardPropertyManager()
  const setSelected = useSetDashboardPropertyManager()
  const { data } = useQuery(agencyQueries.propertyManagers())
  return (
    <PropertyManagerSelect
      value={selected}
      managers={data?.items ?? []}
      onChange={setSelected}
      flush
      className={css({ width: { base: 'full', sm: '72' } })}
    />
  )
}
