import { Link } from '@tanstack/react-router'
import type { PropertyManager } from '../../../contract/agency.ts'
import { chipClass, chipRow, filterBar, filterField } from '../../../ui/list-filters.ts'
import { PropertyManagerSelect } from '../../../ui/property-manager-select.tsx'
import { type AccessIssuesSearch, FACET_CHIPS } from './list-search.ts'

type Props = {
  search: AccessIssuesSearch
  managers: PropertyManager[]
  onPropertyManager: (id: number | undefined) => void
}

/** The property manager and the facet chips (All / Urgent / Not urgent); both live in the URL, page back to 1. */
export function ListFilters({ search, managers, onPropertyManager }: Props) {
  return (
    <div className={filterBar}>
      <div className={filterField}>
        <PropertyManagerSelect value={search['property-manager']} managers={managers} onChange={onPropertyManager} />
      </div>
      <nav aria-label="Urgency" className={chipRow}>
        {FACET_CHIPS.map((option) => {
          const current = search.facet === option.value
          return (
            <Link
              key={option.label}
              to="/action-required/access-issues"
              search={{ 'property-manager': search['property-manager'], facet: option.value }}
              aria-current={current ? 'page' : undefined}
              className={chipClass(current)}
            >
              {option.label}
            </Link>
          )
        })}
      </nav>
    </div>
  )
}
