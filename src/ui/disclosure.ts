import { css } from '../../styled-system/css'

/**
 * A <details> summary as a 44 px row. As a flex row it loses the browser's disclosure triangle, so it draws its own
 * (turned down while open; its alt text "" keeps it out of the name): without it nothing shows that the row opens.
 */
export const disclosureSummary = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '11',
  cursor: 'pointer',
  _before: { content: '"▸" / ""', fontSize: 'sm', lineHeight: '1' },
  '[open] > &': { _before: { content: '"▾" / ""' } },
})
