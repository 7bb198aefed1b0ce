import { useId } from 'react'
import { css } from '../../../styled-system/css'
import type { PropertyManager } from '../../contract/agency.ts'
import { NON_MANAGED_FACETS, type ServiceProvider } from '../../contract/portfolio.ts'
import { CheckboxField, Field, NativeSelect } from '../../ui/index.ts'
import { PropertyManagerSelect } from '../../ui/property-manager-select.tsx'
import type { NonManagedSearch } from './non-managed-search.ts'
import type { ServiceOption } from './service-options.ts'
import { FACET_DISPLAY } from './status-labels.ts'
import type { NonManagedFilterPatch } from './use-non-managed-search.ts'
import { toggled } from './use-portfolio-search.ts'

type Props = {
  search: NonManagedSearch
  onChange: (patch: NonManagedFilterPatch) => void
  managers: PropertyManager[]
  providers: ServiceProvider[]
  services: ServiceOption[]
}

const fieldset = css({ display: 'grid', mb: '5', minWidth: '0' })
const legend = css({ fontWeight: 'semibold', mb: '1' })

/** The other providers' filters: property manager, provided by, services and status; each writes to the URL. */
export function NonManagedFilters({ search, onChange, managers, providers, services }: Props) {
  // The panel can be in the page twice (sidebar and drawer): ids must not collide.
  const id = useId()
  const facets = search.facet ?? []
  const chosen = search.services ?? []
  return (
    <div>
      <PropertyManagerSelect
        value={search['property-manager']}
        managers={managers}
        onChange={(managerId) => onChange({ 'property-manager': managerId })}
      />
      <Field label="Provided by" htmlFor={`${id}-provider`}>
        <NativeSelect
          id={`${id}-provider`}
          value={search['provided-by'] ?? ''}
          onChange={(event) => onChange({ 'provided-by': Number(event.target.value) || undefined })}
        >
          <option value="">All service providers</option>
          {providers.map((p) => (
            <option key={p.id} value={p.id}>
              {p.supplier_name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <fieldset className={fieldset}>
        <legend className={legend}>Services</legend>
        {services.map((s) => (
          <CheckboxField
            key={s.id}
            label={s.name}
            checked={chosen.includes(s.id)}
            onChange={(event) => onChange({ services: toggled(chosen, s.id, event.target.checked) })}
          />
        ))}
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Status</legend>
        {NON_MANAGED_FACETS.map((facet) => (
          <CheckboxField
            key={facet}
            label={FACET_DISPLAY[facet].label}
            checked={facets.includes(facet)}
            onChange={(event) => onChange({ facet: toggled(facets, facet, event.target.checked) })}
          />
        ))}
      </fieldset>
    </div>
  )
}
