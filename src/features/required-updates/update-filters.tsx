import { useId } from 'react'
import { css } from '../../../styled-system/css'
import type { PropertyManager } from '../../contract/agency.ts'
import { PORTFOLIO_QUERY_MAX, SERVICE_EXCLUSIVITY, type ServiceExclusivity } from '../../contract/portfolio.ts'
import { UPDATE_REASON_LABELS, UPDATE_REASONS } from '../../contract/updates.ts'
import { Field, NativeSelect } from '../../ui/index.ts'
import { chipClass, chipRow, filterBar, filterField } from '../../ui/list-filters.ts'
import { MultiSelect } from '../../ui/multi-select.tsx'
import { PropertyManagerSelect } from '../../ui/property-manager-select.tsx'
import { SearchBox } from '../../ui/search-box.tsx'
import { toggled, type UpdateSearch } from './update-search.ts'

export type UpdateFilterPatch = Partial<Omit<UpdateSearch, 'page'>>

type Props = {
  search: UpdateSearch
  managers: PropertyManager[]
  services: { id: number; name: string }[]
  onChange: (patch: UpdateFilterPatch, options?: { replace?: boolean }) => void
}

const EXCLUSIVITY_LABELS: Record<ServiceExclusivity, string> = {
  INCLUDING: 'Including the chosen services',
  ONLY: 'Only the chosen services',
  EXCLUDING: 'Excluding the chosen services',
}

/** Search (debounced in the box), property manager, services with their exclusivity, and the reason chips. */
export function UpdateFilters({ search, managers, services, onChange }: Props) {
  const facets = search.facet ?? []
  return (
    <div className={css({ mb: '4' })}>
      <SearchBox
        value={search.query ?? ''}
        onSearch={(query) => onChange({ query: query || undefined }, { replace: true })}
        maxLength={PORTFOLIO_QUERY_MAX}
        className={css({ mb: '4', display: 'block' })}
      />
      <div className={filterBar}>
        <div className={filterField}>
          <PropertyManagerSelect
            value={search['property-manager']}
            managers={managers}
            onChange={(id) => onChange({ 'property-manager': id })}
          />
        </div>
        <ServiceFilter search={search} services={services} onChange={onChange} />
      </div>
      {/* Several reasons widen the list (a property with any of them), so each chip toggles on its own. */}
      <fieldset className={chipRow}>
        <legend className={css({ srOnly: true })}>Required update</legend>
        {UPDATE_REASONS.map((reason) => {
          const on = facets.includes(reason)
          return (
            <button
              key={reason}
              type="button"
              aria-pressed={on}
              className={chipClass(on)}
              onClick={() => onChange({ facet: toggled(facets, reason, !on) })}
            >
              {UPDATE_REASON_LABELS[reason]}
            </button>
          )
        })}
      </fieldset>
    </div>
  )
}

function ServiceFilter({ search, services, onChange }: Omit<Props, 'managers'>) {
  const selectId = useId()
  const chosen = search.service ?? []
  return (
    <MultiSelect
      label="Services"
      allText="All services"
      popoverLabel="Filter by service"
      legend="Services"
      options={services.map((s) => ({ value: s.id, label: s.name }))}
      selected={chosen}
      onToggle={(id, on) => onChange({ service: toggled(chosen, id, on) })}
    >
      <Field label="Match" htmlFor={selectId}>
        <NativeSelect
          id={selectId}
          value={search['service-exclusivity'] ?? 'INCLUDING'}
          onChange={(event) => {
            const value = event.target.value as ServiceExclusivity
            onChange({ 'service-exclusivity': value === 'INCLUDING' ? undefined : value })
          }}
        >
          {SERVICE_EXCLUSIVITY.map((value) => (
            <option key={value} value={value}>
              {EXCLUSIVITY_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </MultiSelect>
  )
}
