import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { Breadcrumbs, ExternalLinkIcon, TitleBlock } from '../../ui/index.ts'
import { useSession } from '../session/use-session.ts'
import { IntegrationStatus } from './integration-status.tsx'

const linkClass = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  minHeight: '11',
  px: '3',
  borderRadius: 'md',
  color: 'fg',
  textDecoration: 'none',
  _hover: { bg: 'brand.50' },
  '&[aria-current=page]': { bg: 'brand.50', color: 'accent.emphasis', fontWeight: 'semibold' },
})

/** Settings: in-app pages and the account pages that live on the provider's site. */
export function SettingsLayout({ children }: { children: ReactNode }) {
  const session = useSession()
  const legacy = (path: string) => `${session.complianceSystemUrl}${path}`
  const external = [
    { label: 'Profile and security', href: legacy('/Users/profile') },
    { label: 'Office profile', href: legacy('/Agencies/officeProfile') },
    { label: 'API Integration', href: legacy('/Agencies/apiIntegration') },
    ...(session.isMasterUser ? [{ label: 'Manage users', href: legacy('/Users/manage') }] : []),
  ]
  return (
    <>
      <TitleBlock
        title="Settings"
        breadcrumbs={
          <Breadcrumbs.Root>
            <Breadcrumbs.Link to="/">Home</Breadcrumbs.Link>
            <Breadcrumbs.Current>Settings</Breadcrumbs.Current>
          </Breadcrumbs.Root>
        }
      />
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: '16rem 1fr' },
          gap: '6',
          alignItems: 'start',
        })}
      >
        <div>
          <nav aria-label="Settings" className={css({ bg: 'white', borderRadius: 'lg', p: '2', boxShadow: 'xs' })}>
            <ul>
              <li>
                <Link to="/settings/preferences" className={linkClass}>
                  My preferences
                </Link>
              </li>
              <li>
                <Link to="/settings/notification-preferences" className={linkClass}>
                  Notification preferences
                </Link>
              </li>
              <li>
                <Link to="/settings/storage" className={linkClass}>
                  Storage
                </Link>
              </li>
              {external.map((item) => (
                <li key={item.label}>
                  <a href={item.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    {item.label}
                    <ExternalLinkIcon />
                    <span className={css({ srOnly: true })}>(opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <IntegrationStatus />
        </div>
        <section className={css({ bg: 'white', borderRadius: 'lg', p: { base: '4', md: '6' }, boxShadow: 'xs' })}>
          {children}
        </section>
      </div>
    </>
  )
}
