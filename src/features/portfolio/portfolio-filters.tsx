import { useId } from 'react'
import { css } from '../../../styled-system/css'
import type { PropertyManager } from '../../contract/agency.ts'
import type { PortfolioFacet, ServiceExclusivity } from '../../contract/portfolio.ts'
import { CheckboxField } from '../../ui/index.ts'
import { PropertyManagerSelect } from '../../ui/property-manager-select.tsx'
import type { PortfolioSearch } from './portfolio-search.ts'
import type { ServiceOption } from './service-options.ts'
import { EXCLUSIVITY_OPTIONS, FACET_DISPLAY, FACET_GROUPS } from './status-labels.ts'
import { type FilterPatch, toggled } from './use-portfolio-search.ts'

type Props = {
  search: PortfolioSearch
  onChange: (patch: FilterPatch) => void
  managers: PropertyManager[]
  services: ServiceOption[]
}

const fieldset = css({ display: 'grid', mb: '5', minWidth: '0' })
const legend = css({ fontWeight: 'semibold', mb: '1' })

const EXCLUSIVITY_HINTS: Record<ServiceExclusivity, string> = {
  INCLUDING: 'Properties with every chosen service, and maybe others.',
  ONLY: 'Properties with the chosen services and no others.',
  EXCLUDING: 'Properties with none of the chosen services.',
}

/** The filter panel: the same controls in the desktop sidebar and the phone drawer, both writing to the URL. */
export function PortfolioFilters({ search, onChange, managers, services }: Props) {
  // The panel can be in the page twice (sidebar and drawer): ids must not collide.
  const id = useId()
  const facets = search.facet ?? []
  const chosenServices = search.service ?? []
  const exclusivity = search['service-exclusivity'] ?? 'INCLUDING'
  const toggleFacet = (facet: PortfolioFacet, on: boolean) => onChange({ facet: toggled(facets, facet, on) })

  return (
    <div>
      <PropertyManagerSelect
        value={search['property-manager']}
        managers={managers}
        onChange={(managerId) => onChange({ 'property-manager': managerId })}
      />

      <fieldset className={fieldset}>
        <legend className={legend}>Services</legend>
        {services.map((s) => (
          <CheckboxField
            key={s.id}
            label={s.name}
            checked={chosenServices.includes(s.id)}
            onChange={(event) => onChange({ service: toggled(chosenServices, s.id, event.target.checked) })}
          />
        ))}
        <fieldset className={css({ mt: '2', minWidth: '0' })} aria-describedby={`${id}-exclusivity-hint`}>
          <legend className={css({ fontSize: 'sm', color: 'fg.muted', mb: '1' })}>Match chosen services</legend>
          <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '1' })}>
            {EXCLUSIVITY_OPTIONS.map((option) => (
              <label key={option.value} className={segment}>
                <input
                  type="radio"
                  name={`${id}-exclusivity`}
                  value={option.value}
                  checked={exclusivity === option.value}
                  onChange={() =>
                    onChange({ 'service-exclusivity': option.value === 'INCLUDING' ? undefined : option.value })
                  }
                  className={css({ srOnly: true })}
                />
                {option.label}
              </label>
            ))}
          </div>
          <p id={`${id}-exclusivity-hint`} className={css({ fontSize: 'sm', color: 'fg.muted', mt: '1.5' })}>
            {EXCLUSIVITY_HINTS[exclusivity]}
          </p>
        </fieldset>
      </fieldset>

      {FACET_GROUPS.map((group) => (
        <fieldset key={group.id} className={fieldset}>
          <legend className={legend}>{group.legend}</legend>
          {group.facets.map((facet) => (
            <CheckboxField
              key={facet}
              label={FACET_DISPLAY[facet].label}
              checked={facets.includes(facet)}
              onChange={(event) => toggleFacet(facet, event.target.checked)}
            />
          ))}
        </fieldset>
      ))}
    </div>
  )
}

// A segmented control: native radios (keyboard and screen readers for free), drawn as three 44 px buttons.
const segment = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '11',
  px: '2',
  borderWidth: '1px',
  borderColor: 'gray.400',
  borderRadius: 'md',
  bg: 'white',
  fontSize: 'sm',
  fontWeight: 'medium',
  cursor: 'pointer',
  _hover: { bg: 'brand.50' },
  '&:has(input:checked)': { bg: 'brand.600', borderColor: 'brand.600', color: 'white' },
  '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
})
