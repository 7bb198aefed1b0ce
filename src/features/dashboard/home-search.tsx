import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { css, cx } from '../../../styled-system/css'
import { portfolioQueries } from '../../api/portfolio.ts'
import { DASHBOARD_QUERY } from '../../api/stats.ts'
import { PORTFOLIO_PAGE_SIZE, PORTFOLIO_QUERY_MAX } from '../../contract/portfolio.ts'
import { formatCount } from '../../lib/number-format.ts'
import { useDebounced } from '../../lib/use-debounced.ts'
import { fieldControl } from '../../ui/index.ts'
import { LoadFailed } from './load-failed.tsx'

export const HOME_SEARCH_LABEL = 'Find a property in your portfolio'

const resultLink = css({
  display: 'block',
  py: '2',
  px: '3',
  minHeight: '11',
  borderRadius: 'md',
  color: 'accent',
  fontWeight: 'semibold',
  overflowWrap: 'anywhere',
  _hover: { bg: 'brand.50' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.500' },
})

/**
 * 'Find a property in your portfolio': searches the managed portfolio 300 ms after typing stops, and only for a
 * non-empty query. Shows the first page; 'View all n results' opens the portfolio with the query when there are more.
 */
export function HomeSearch() {
  const id = useId()
  const [text, setText] = useState('')
  const query = useDebounced(text.trim())
  const results = useQuery({
    ...portfolioQueries.list({ query }),
    ...DASHBOARD_QUERY,
    enabled: query !== '',
    placeholderData: keepPreviousData,
  })
  const data = query ? results.data : undefined
  return (
    <section aria-labelledby={`${id}-label`} className={css({ display: 'grid', gap: '2' })}>
      <search>
        <form onSubmit={(event) => event.preventDefault()}>
          <label id={`${id}-label`} htmlFor={id} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
            {HOME_SEARCH_LABEL}
          </label>
          <input
            id={id}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search by address"
            maxLength={PORTFOLIO_QUERY_MAX}
            autoComplete="off"
            enterKeyHint="search"
            className={cx(fieldControl, css({ bg: 'white', mt: '1' }))}
          />
        </form>
      </search>
      {query && results.isError && (
        <LoadFailed message="Failed to get properties" onRetry={() => void results.refetch()} />
      )}
      {/* Always there, so a screen reader hears what changes in it: the state of the search, not every result. */}
      <div aria-live="polite">
        {query && results.isFetching && !data && <p>Searching…</p>}
        {data?.total === 0 && <p>No properties found</p>}
        {data && data.total > 0 && (
          <p className={css({ srOnly: true })}>
            {data.total === 1 ? '1 property found' : `${formatCount(data.total)} properties found`}
          </p>
        )}
      </div>
      {data && data.total > 0 && (
        <div className={css({ display: 'grid', gap: '1' })}>
          <ul aria-label="Search results" className={css({ display: 'grid' })}>
            {data.items.map((row) => (
              <li key={row.compliancePropertyId}>
                <Link
                  to="/property/$propertyId"
                  params={{ propertyId: row.compliancePropertyId }}
                  className={resultLink}
                >
                  {row.address.fullAddress}
                </Link>
              </li>
            ))}
          </ul>
          {data.total > PORTFOLIO_PAGE_SIZE && (
            <Link to="/portfolio" search={{ query }} className={cx(resultLink, css({ justifySelf: 'start' }))}>
              View all {formatCount(data.total)} results
            </Link>
          )}
        </div>
      )}
    </section>
  )
}
