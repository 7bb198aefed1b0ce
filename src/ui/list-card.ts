import { css } from '../../styled-system/css'

/**
 * A list's row shown as a card, on phones (the portfolio's two lists). A card below the fold is not laid out or
 * painted until it nears the viewport (content-visibility, as the property page's sections): on a phone most of a
 * page's 25 cards are, and laying them all out was the longest task of the portfolio's warm start (62 ms of layout
 * at 4× CPU). `auto` keeps the size last drawn once a card has been shown.
 */
export const listCard = css({
  display: 'grid',
  gap: '3',
  p: '4',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  boxShadow: 'xs',
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 14rem',
})
