import { Link } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import type { PortfolioRow } from '../../contract/portfolio.ts'
import { listCard } from '../../ui/index.ts'
import { addressLines, PropertyStatus, ServiceStatuses } from './row-parts.tsx'

// A full-width block, 44 px tall even on one line, so the address is an easy target for thumbs. (Not a link
// stretched over the whole card: that needs a positioned card, which scrolls over the header while the shell's
// z-index tokens are missing.)
const cardLink = css({
  display: 'block',
  py: '2.5',
  my: '-2.5',
  fontWeight: 'semibold',
  fontSize: 'lg',
  lineHeight: 'snug',
  color: 'accent',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  overflowWrap: 'anywhere',
  _hover: { color: 'accent.emphasis' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
})

/** The list as cards, for phones: no table to scroll sideways. */
export function PortfolioCards({ rows }: { rows: PortfolioRow[] }) {
  return (
    <ul aria-label="Properties" className={css({ display: 'grid', gap: '3' })}>
      {rows.map((row) => {
        const { street, locality } = addressLines(row)
        return (
          <li key={row.compliancePropertyId} className={listCard}>
            <div>
              <Link to="/property/$propertyId" params={{ propertyId: row.compliancePropertyId }} className={cardLink}>
                {street}
              </Link>
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{locality}</p>
            </div>
            <PropertyStatus row={row} />
            <p className={css({ fontSize: 'sm' })}>
              <span className={css({ color: 'fg.muted' })}>Property manager: </span>
              {row.propertyManager?.name ?? 'Unassigned'}
            </p>
            <ServiceStatuses services={row.services} />
          </li>
        )
      })}
    </ul>
  )
}
