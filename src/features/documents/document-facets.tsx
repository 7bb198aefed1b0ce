import { css } from '../../../styled-system/css'
import type { DocumentFacet, DocumentList } from '../../contract/documents.ts'
import { type DocumentsSearch, toggled } from './documents-search.ts'

type Props = {
  facets: DocumentList['facets']
  search: DocumentsSearch
  onSearchChange: (search: DocumentsSearch) => void
}

const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  minHeight: '11',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'full',
  bg: 'white',
  cursor: 'pointer',
  fontSize: 'sm',
  '&[aria-pressed=true]': { bg: 'brand.600', borderColor: 'brand.600', color: 'white' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
})

/** Type and service filters as toggle chips with their counts; pressing one again takes it off. */
export function DocumentFacets({ facets, search, onSearchChange }: Props) {
  return (
    <div className={css({ display: 'grid', gap: '3', mb: '4' })}>
      <FacetGroup
        legend="Document type"
        items={facets.documentTypes}
        selected={search.filter ?? []}
        onToggle={(code) => onSearchChange(toggled(search, 'filter', code))}
      />
      <FacetGroup
        legend="Service"
        items={facets.services}
        selected={search.service ?? []}
        onToggle={(code) => onSearchChange(toggled(search, 'service', code))}
      />
    </div>
  )
}

function FacetGroup({
  legend,
  items,
  selected,
  onToggle,
}: {
  legend: string
  items: DocumentFacet[]
  selected: string[]
  onToggle: (code: string) => void
}) {
  // A filter from a link stays visible (and removable) even when nothing has that type.
  const shown = [
    ...items,
    ...selected.filter((code) => !items.some((i) => i.code === code)).map((code) => ({ code, name: code, count: 0 })),
  ]
  if (shown.length === 0) return null
  return (
    <fieldset>
      <legend className={css({ fontWeight: 'semibold', fontSize: 'sm', mb: '1.5' })}>{legend}</legend>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {shown.map((item) => (
          <button
            key={item.code}
            type="button"
            className={chip}
            aria-pressed={selected.includes(item.code)}
            onClick={() => onToggle(item.code)}
          >
            {item.name} ({item.count})
          </button>
        ))}
      </div>
    </fieldset>
  )
}
