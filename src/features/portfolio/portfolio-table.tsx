import { Link } from '@tanstack/react-router'
import { css, cx } from '../../../styled-system/css'
import type { PortfolioRow } from '../../contract/portfolio.ts'
import { addressLines, PropertyStatus, ServiceStatuses } from './row-parts.tsx'

const th = css({
  textAlign: 'left',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
  px: '4',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border',
  bg: 'bg.subtle',
})
const td = css({ px: '4', py: '4', verticalAlign: 'top' })

// Padding grows the hit area to 44 px; the negative margin keeps the text in line with the other cells.
const addressLink = css({
  display: 'inline-block',
  py: '2.5',
  my: '-2.5',
  fontWeight: 'semibold',
  color: 'accent',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  _hover: { color: 'accent.emphasis' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
})

/** The list as a table, for wide screens. */
export function PortfolioTable({ rows }: { rows: PortfolioRow[] }) {
  return (
    <table className={css({ width: 'full', borderCollapse: 'collapse', tableLayout: 'fixed' })}>
      <caption className={css({ srOnly: true })}>Properties</caption>
      <thead>
        <tr>
          <th scope="col" className={cx(th, css({ width: '27%' }))}>
            Address
          </th>
          <th scope="col" className={cx(th, css({ width: '17%' }))}>
            Property manager
          </th>
          <th scope="col" className={cx(th, css({ width: '20%' }))}>
            Status
          </th>
          <th scope="col" className={th}>
            Services
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const { street, locality } = addressLines(row)
          return (
            <tr key={row.compliancePropertyId} className={css({ borderTopWidth: '1px', borderColor: 'border' })}>
              <td className={td}>
                <Link
                  to="/property/$propertyId"
                  params={{ propertyId: row.compliancePropertyId }}
                  className={addressLink}
                >
                  {street}
                </Link>
                <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{locality}</p>
              </td>
              <td className={td}>
                {row.propertyManager?.name ?? <span className={css({ color: 'fg.muted' })}>Unassigned</span>}
              </td>
              <td className={td}>
                <PropertyStatus row={row} />
              </td>
              <td className={td}>
                <ServiceStatuses services={row.services} />
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
