import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { css, cx } from '../../../../styled-system/css'
import type { PropertyManager } from '../../../contract/agency.ts'
import { Field, NativeSelect } from '../../../ui/index.ts'
import { type AccessIssuesSearch, FACET_CHIPS } from './list-search.ts'

type Props = {
  search: AccessIssuesSearch
  managers: PropertyManager[]
  onPropertyManager: (id: number | undefined) => void
}

const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '11',
  px: '4',
  borderWidth: '1px',
  borderColor: 'gray.400',
  borderRadius: 'full',
  bg: 'white',
  fontSize: 'sm',
  fontWeight: 'medium',
  _hover: { bg: 'brand.50' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
})
const chipCurrent = css({ bg: 'brand.600', borderColor: 'brand.600', color: 'white', _hover: { bg: 'brand.700' } })

/** The property manager and the facet chips (All / Urgent / Not urgent); both live in the URL, page back to 1. */
export function ListFilters({ search, managers, onPropertyManager }: Props) {
  const id = useId()
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: { base: 'column', md: 'row' },
        alignItems: { base: 'stretch', md: 'flex-end' },
        gap: '4',
        mb: '4',
      })}
    >
      <div className={css({ minWidth: { md: '64' } })}>
        <Field label="Property manager" htmlFor={`${id}-pm`}>
          <NativeSelect
            id={`${id}-pm`}
            value={search['property-manager'] ?? ''}
            onChange={(event) => onPropertyManager(Number(event.target.value) || undefined)}
          >
            <option value="">All property managers</option>
            {managers.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <nav aria-label="Urgency" className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', pb: { md: '4' } })}>
        {FACET_CHIPS.map((option) => {
          const current = search.facet === option.value
          return (
            <Link
              key={option.label}
              to="/action-required/access-issues"
              search={{ 'property-manager': search['property-manager'], facet: option.value }}
              aria-current={current ? 'page' : undefined}
              className={cx(chip, current && chipCurrent)}
            >
              {option.label}
            </Link>
          )
        })}
      </nav>
    </div>
  )
}
