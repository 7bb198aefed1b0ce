import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { useMinWidth } from '../../ui/index.ts'

const tablePanel = css({
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  overflow: 'hidden',
})

/**
 * A page of rows as a table from lg up, as cards below: one of the two, not both with one hidden by CSS, since a
 * page of rows is a portfolio screen's largest render.
 */
export function TableOrCards({ table, cards }: { table: ReactNode; cards: ReactNode }) {
  return useMinWidth('lg') ? <div className={tablePanel}>{table}</div> : cards
}
