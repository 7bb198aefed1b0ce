import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from '../../../../styled-system/css'
import type { PropertyRef } from '../../../contract/urgent-actions.ts'
import { rowClass } from './preview-list.tsx'

/** A list row: what it is on the left, its actions on the right (under it on a phone). */
export function UrgentRow({ label, children, actions }: { label: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <li aria-label={label} className={rowClass}>
      <div
        className={css({
          display: 'flex',
          flexDirection: { base: 'column', md: 'row' },
          gap: '3',
          justifyContent: 'space-between',
          alignItems: { base: 'stretch', md: 'center' },
        })}
      >
        <div className={css({ minWidth: '0', display: 'grid', gap: '1' })}>{children}</div>
        {actions && (
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', flexShrink: 0 })}>
            {actions}
          </div>
        )}
      </div>
    </li>
  )
}

/** The property's address, linking to its page. */
export function PropertyAddress({ property }: { property: PropertyRef }) {
  return (
    <Link
      to="/property/$propertyId"
      params={{ propertyId: property.compliancePropertyId }}
      className={css({
        color: 'accent',
        fontWeight: 'semibold',
        overflowWrap: 'anywhere',
        textDecoration: 'underline',
        // 44 px to tap (a row's main link), the address still wrapping as text.
        display: 'inline-block',
        py: '2.5',
      })}
    >
      {property.addressLine1}
      {property.addressLine2 && <span className={css({ fontWeight: 'normal' })}>, {property.addressLine2}</span>}
    </Link>
  )
}

export function Detail({ children }: { children: ReactNode }) {
  return <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{children}</p>
}
