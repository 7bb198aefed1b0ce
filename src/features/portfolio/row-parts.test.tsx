import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PortfolioRow } from '../../contract/portfolio.ts'
import { PropertyStatus } from './row-parts.tsx'

afterEach(cleanup)

const row = (tags: PortfolioRow['tags']) =>
  ({ overviewStatus: 'COMPLIANT', complianceStatus: 'COMPLIANT', tags }) as Pick<
    PortfolioRow,
    'overviewStatus' | 'complianceStatus' | 'tags'
  > as PortfolioRow

describe('PropertyStatus', () => {
  it('shows the compliance status of a property on service', () => {
    render(<PropertyStatus row={row([])} />)
    expect(screen.getByText('Compliant')).toBeTruthy()
  })

  it('shows a cancelled property as Cancelled, not Compliant', () => {
    render(<PropertyStatus row={row(['Cancelled'])} />)
    expect(screen.getByText('Cancelled')).toBeTruthy()
    expect(screen.queryByText('Compliant')).toBeNull()
  })
})
