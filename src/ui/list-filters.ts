import { css, cx } from '../../styled-system/css'

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

/** A list's filter chip (a link with aria-current when it is the filter shown); a 44 px target. */
export const chipClass = (current: boolean) => cx(chip, current && chipCurrent)

/** A list's chips, under its selects on a phone and beside them from md. */
export const chipRow = css({ display: 'flex', flexWrap: 'wrap', gap: '2', pb: { md: '4' } })

/** A list's filter bar: selects and chips stacked on a phone, in a row from md. */
export const filterBar = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  flexWrap: 'wrap',
  alignItems: { base: 'stretch', md: 'flex-end' },
  gap: '4',
  mb: '4',
})

/** One select of the bar: full width on a phone. */
export const filterField = css({ minWidth: { md: '64' } })
