import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { css } from '../../../../styled-system/css'
import { reportedFindingQueries } from '../../../api/reported-findings.ts'
import type { PropertyManager } from '../../../contract/agency.ts'
import { FINDING_TEXTS } from '../../../contract/reported-findings.ts'
import { Button, CheckboxField, ChevronDownIcon, Popover } from '../../../ui/index.ts'
import { chipClass, chipRow, filterBar, filterField } from '../../../ui/list-filters.ts'
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
  const labelId = useId()
  const buttonId = useId()
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...selected, id].sort((a, b) => a - b) : selected.filter((s) => s !== id))
  return (
    <div className={css({ display: 'grid', gap: '1.5' })}>
      <span className={css({ fontWeight: 'semibold' })} id={labelId}>
        Category
      </span>
      <Popover.Root positioning={{ placement: 'bottom-start' }}>
        <Popover.Trigger asChild>
          <Button
            id={buttonId}
            variant="outline"
            aria-labelledby={`${labelId} ${buttonId}`}
            className={css({ justifyContent: 'space-between', minWidth: { md: '56' } })}
          >
            {selected.length === 0 ? 'All categories' : `${selected.length} selected`}
            <ChevronDownIcon />
          </Button>
        </Popover.Trigger>
        <Popover.Content aria-label="Filter by category">
          <fieldset>
            <legend className={css({ fontWeight: 'semibold', mb: '1' })}>Servicing categories</legend>
            {categories.isPending && <p className={css({ fontSize: 'sm' })}>Loading categories…</p>}
            {categories.isError && (
              <p role="alert" className={css({ fontSize: 'sm', color: 'red.800' })}>
                {FINDING_TEXTS.categoriesFailed}{' '}
                <Button variant="ghost" onClick={() => void categories.refetch()}>
                  Try again
                </Button>
              </p>
            )}
            {options.map((category) => (
              <CheckboxField
                key={category.id}
                checked={selected.includes(category.id)}
                onChange={(event) => toggle(category.id, event.target.checked)}
                label={
                  <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
                    <span
                      aria-hidden
                      className={css({ width: '3', height: '3', borderRadius: 'full', flexShrink: 0 })}
                      style={{ background: category.color }}
                    />
                    {category.name}
                  </span>
                }
              />
            ))}
          </fieldset>
        </Popover.Content>
      </Popover.Root>
    </div>
  )
}
