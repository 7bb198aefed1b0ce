import { Link } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import { PRODUCT_NAME } from '../../lib/product.ts'
import { InstallButton } from '../offline/install-button.tsx'
import { OutboxBadge } from '../outbox/outbox-badge.tsx'
import { NavDrawer } from './nav-drawer.tsx'
import { TopNav } from './top-nav.tsx'
import { UserMenu, type UserMenuProps } from './user-menu.tsx'

const container = css({ maxWidth: '7xl', mx: 'auto', px: { base: '3', md: '6', xl: '8' } })

/**
 * Two rows: the brand bar (menu button, product, user menu) and, from md up, the navigation bar.
 * Phones get only the brand bar; the navigation is in the drawer.
 */
export function AppHeader(props: UserMenuProps) {
  return (
    <header
      className={css({
        position: 'sticky',
        top: '0',
        zIndex: 'sticky',
        boxShadow: 'sm',
        borderBottomWidth: '1px',
        borderColor: 'border',
      })}
    >
      <div className={css({ bg: 'brand.700', color: 'white' })}>
        <div className={container}>
          <div
            className={css({ display: 'flex', alignItems: 'center', gap: '2', minHeight: { base: '14', md: '16' } })}
          >
            <NavDrawer />
            <Link
              to="/"
              className={css({
                display: 'inline-flex',
                alignItems: 'center',
                gap: '2.5',
                minHeight: '11',
                minWidth: '0',
                color: 'white',
                fontWeight: 'bold',
                fontSize: { base: 'md', md: 'lg' },
                letterSpacing: 'tight',
                textDecoration: 'none',
                borderRadius: 'md',
                _focusVisible: { outline: '3px solid', outlineColor: 'white', outlineOffset: '2px' },
              })}
            >
              <BrandMark />
              <span className={css({ truncate: true })}>{PRODUCT_NAME}</span>
            </Link>
            <div className={css({ ml: 'auto', display: 'flex', alignItems: 'center', flexShrink: 0 })}>
              <InstallButton />
              <OutboxBadge />
              <UserMenu {...props} />
            </div>
          </div>
        </div>
      </div>
      <div className={css({ bg: 'white' })}>
        <div className={container}>
          <TopNav />
        </div>
      </div>
    </header>
  )
}

/** A shield with a tick: compliance, checked. Hidden on the narrowest phones to leave room for the name. */
function BrandMark() {
  return (
    <svg
      width={30}
      height={30}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={css({ display: { base: 'none', sm: 'block' }, flexShrink: 0 })}
    >
      <path d="M16 2 4 6.5v8.2C4 22 9.2 28 16 30c6.8-2 12-8 12-15.3V6.5z" fill="white" />
      <path
        d="m10.5 16.2 3.8 3.8 7.4-7.6"
        fill="none"
        stroke="#1858c4"
        strokeWidth={3}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
