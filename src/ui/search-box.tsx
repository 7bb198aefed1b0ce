import { useEffect, useId, useState } from 'react'
import { css, cx } from '../../styled-system/css'
import { SEARCH_DEBOUNCE_MS } from '../lib/use-debounced.ts'
import { fieldControl } from './field.tsx'

type Props = {
  /** The search in the URL. */
  value: string
  onSearch: (query: string) => void
  /** The longest search the list's URL keeps. */
  maxLength: number
  className?: string
}

/**
 * A list's 'Search by address' box: what the user types stays in the box, and reaches the URL 300 ms after they stop, so
 * each keystroke neither adds a history entry nor a request.
 */
export function SearchBox({ value, onSearch, maxLength, className }: Props) {
  const id = useId()
  const [text, setText] = useState(value)
  const [seen, setSeen] = useState(value)
  // The URL changed under us (Clear filters, Back): show it, unless it is our own debounced text coming back,
  // which would drop a trailing space the user is in the middle of typing.
  if (value !== seen) {
    setSeen(value)
    if (value !== text.trim()) setText(value)
  }

  useEffect(() => {
    if (text.trim() === value) return
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, value, onSearch])

  return (
    <search className={cx(css({ flex: '1', minWidth: '0' }), className)}>
      <form
        onSubmit={(event) => {
          // Enter searches at once rather than waiting out the debounce.
          event.preventDefault()
          if (text.trim() !== value) onSearch(text.trim())
        }}
      >
        <label htmlFor={id} className={css({ srOnly: true })}>
          Search by address
        </label>
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search by address"
          maxLength={maxLength}
          autoComplete="off"
          enterKeyHint="search"
          className={cx(fieldControl, css({ bg: 'white' }))}
        />
      </form>
    </search>
  )
}
