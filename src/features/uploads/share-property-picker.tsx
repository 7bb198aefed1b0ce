import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { portfolioQueries } from '../../api/portfolio.ts'
import { useDebounced } from '../../lib/use-debounced.ts'
import { Field, fieldControl } from '../../ui/index.ts'

export type PickedProperty = { id: number; address: string }

const choice = css({
  display: 'block',
  width: 'full',
  minHeight: '11',
  px: '3',
  py: '2',
  textAlign: 'left',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'white',
  cursor: 'pointer',
  _hover: { bg: 'brand.50' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.500' },
})

/** "Which property?": the portfolio's address search, a property per button. */
export function SharePropertyPicker({ onPick }: { onPick: (property: PickedProperty) => void }) {
  const [text, setText] = useState('')
  const query = useDebounced(text.trim())
  // A search begins only with a non-empty query (property-operations §5).
  const results = useQuery({ ...portfolioQueries.list({ query }), enabled: query.length > 0 })
  return (
    <div>
      <Field label="Which property are these for?" htmlFor="share-property-search" hint="Type part of the address.">
        <input
          id="share-property-search"
          type="search"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={fieldControl}
        />
      </Field>
      {results.isError && <p role="alert">{results.error.message}</p>}
      {results.data?.items.length === 0 && <p role="status">No property matches “{query}”.</p>}
      {results.data && results.data.items.length > 0 && (
        <ul aria-label="Matching properties" className={css({ display: 'grid', gap: '2' })}>
          {results.data.items.map((row) => (
            <li key={row.compliancePropertyId}>
              <button
                type="button"
                className={choice}
                onClick={() => onPick({ id: row.compliancePropertyId, address: row.address.line1 })}
              >
                {row.address.fullAddress}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
