import { css } from '../../styled-system/css'

/**
 * A link in running text: coloured and underlined (the reset leaves links looking like their sentence), and
 * wrapping anywhere so a long address or email never widens a phone's screen. Inline, so exempt from the 44 px size.
 */
export const textLink = css({ color: 'accent', textDecoration: 'underline', overflowWrap: 'anywhere' })

/** A link standing on its own (a row's address, a phone number, an email): as textLink, and 44 px tall to tap. */
export const tapLink = css({
  color: 'accent',
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '11',
})
