import { useId } from 'react'
import { css } from '../../../styled-system/css'
import type { PropertyManager } from '../../contract/agency.ts'
import { SERVICE_EXCLUSIVITY, type ServiceExclusivity } from '../../contract/portfolio.ts'
import { UPDATE_REASON_LABELS, UPDATE_REASONS } from '../../contract/updates.ts'
import { Button, CheckboxField, ChevronDownIcon, Field, NativeSelect, Popover } from '../../ui/index.ts'
import { chipClass, chipRow, filterBar, filterField } from '../../ui/list-filters.ts'
import { PropertyManagerSelect } from '../../ui/property-manager-select.tsx'
import { SearchBox } from '../portfolio/search-box.tsx'
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
  const labelId = useId()
  const buttonId = useId()
  const selectId = useId()
  const chosen = search.service ?? []
  return (
    <div className={css({ display: 'grid', gap: '1.5' })}>
      <span className={css({ fontWeight: 'semibold' })} id={labelId}>
        Services
      </span>
      <Popover.Root positioning={{ placement: 'bottom-start' }}>
        <Popover.Trigger asChild>
          <Button
            id={buttonId}
            variant="outline"
            aria-labelledby={`${labelId} ${buttonId}`}
            className={css({ justifyContent: 'space-between', minWidth: { md: '56' } })}
          >
            {chosen.length === 0 ? 'All services' : `${chosen.length} selected`}
            <ChevronDownIcon />
          </Button>
        </Popover.Trigger>
        <Popover.Content aria-label="Filter by service">
          <fieldset>
            <legend className={css({ fontWeight: 'semibold', mb: '1' })}>Services</legend>
            {services.map((s) => (
              <CheckboxField
                key={s.id}
                label={s.name}
                checked={chosen.includes(s.id)}
                onChange={(event) => onChange({ service: toggled(chosen, s.id, event.target.checked) })}
              />
            ))}
          </fieldset>
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
        </Popover.Content>
      </Popover.Root>
    </div>
  )
}
