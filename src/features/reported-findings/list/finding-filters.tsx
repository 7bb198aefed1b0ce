import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from '../../../../styled-system/css'
import { reportedFindingQueries } from '../../../api/reported-findings.ts'
import type { PropertyManager } from '../../../contract/agency.ts'
import { FINDING_TEXTS } from '../../../contract/reported-findings.ts'
import { Button } from '../../../ui/index.ts'
import { chipClass, chipRow, filterBar, filterField } from '../../../ui/list-filters.ts'
import { MultiSelect } from '../../../ui/multi-select.tsx'
import { PropertyManagerSelect } from '../../../ui/property-manager-select.tsx'
import { type FindingsSearch, facetChips } from './list-search.ts'

type Props = {
  search: FindingsSearch
  state: string
  managers: PropertyManager[]
  onChange: (change: Partial<Pick<FindingsSearch, 'property-manager' | 'category'>>) => void
}

/** Property manager, servicing categories (several) and the facet chips; all live in the URL, page back to 1. */
export function FindingFilters({ search, state, managers, onChange }: Props) {
  return (
    <div className={filterBar}>
      <div className={filterField}>
        <PropertyManagerSelect
          value={search['property-manager']}
          managers={managers}
          onChange={(id) => onChange({ 'property-manager': id })}
        />
      </div>
      <CategoryFilter
        selected={search.category ?? []}
        state={state}
        onChange={(ids) => onChange({ category: ids.length > 0 ? ids : undefined })}
      />
      <nav aria-label="Reported findings status" className={chipRow}>
        {facetChips(state).map((option) => {
          const current = search.facet === option.value
          return (
            <Link
              key={option.label}
              to="/action-required/reported-findings"
              search={{
                'property-manager': search['property-manager'],
                category: search.category,
                facet: option.value,
              }}
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

/** The category multi-select: a button opening the categories as checkboxes, each change applied at once. */
function CategoryFilter({
  selected,
  state,
  onChange,
}: {
  selected: number[]
  state: string
  onChange: (ids: number[]) => void
}) {
  const categories = useQuery(reportedFindingQueries.categories())
  // In VIC only urgent findings show, so only urgent categories can find any.
  const options = (categories.data ?? []).filter((c) => state !== 'VIC' || c.isUrgent)
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...selected, id].sort((a, b) => a - b) : selected.filter((s) => s !== id))
  return (
    <MultiSelect
      label="Category"
      allText="All categories"
      popoverLabel="Filter by category"
      legend="Servicing categories"
      options={options.map((category) => ({ value: category.id, label: <CategoryName category={category} /> }))}
      selected={selected}
      onToggle={toggle}
      status={
        <>
          {categories.isPending && <p className={css({ fontSize: 'sm' })}>Loading categories…</p>}
          {categories.isError && (
            <p role="alert" className={css({ fontSize: 'sm', color: 'red.800' })}>
              {FINDING_TEXTS.categoriesFailed}{' '}
              <Button variant="ghost" onClick={() => void categories.refetch()}>
                Try again
              </Button>
            </p>
          )}
        </>
      }
    />
  )
}

function CategoryName({ category }: { category: { name: string; color: string } }) {
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
      <span
        aria-hidden
        className={css({ width: '3', height: '3', borderRadius: 'full', flexShrink: 0 })}
        style={{ background: category.color }}
      />
      {category.name}
    </span>
  )
}
