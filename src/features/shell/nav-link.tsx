import { Link } from '@tanstack/react-router'
import type { ComponentProps } from 'react'
import { css } from '../../../styled-system/css'
import { useGate } from '../../api/me.ts'
import { NOT_AVAILABLE_YET, useScreenExists } from '../../lib/app-screens.ts'
import { ExternalLinkIcon, Menu, UnavailableLink, UnavailableReason } from '../../ui/index.ts'
import { useSession } from '../session/use-session.ts'
import { buildNavigation, type Navigation, type NavLinkItem } from './navigation.ts'

/** The navigation for the signed-in user's agency and experiments. */
export function useNavigation(): Navigation {
  const session = useSession()
  const problemRegister = useGate('problem-register')
  const screenExists = useScreenExists()
  return buildNavigation({
    state: session.state,
    complianceSystemUrl: session.complianceSystemUrl,
    problemRegister,
    screenExists,
  })
}

type NavItemLinkProps = Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel' | 'children'> & { item: NavLinkItem }

/**
 * One navigation link: a router link for the app's screens (aria-current="page" when active),
 * a new-tab link for the legacy site. Spreads the rest so Ark menu items can render through it.
 */
export function NavItemLink({ item, ...props }: NavItemLinkProps) {
  if (item.kind === 'app' && !item.available) {
    return (
      <UnavailableLink reason={NOT_AVAILABLE_YET} className={props.className}>
        {item.label}
      </UnavailableLink>
    )
  }
  if (item.kind === 'app') {
    // Search left out: Home stays current with the dashboard's filters (?property-manager=...) in the URL.
    return (
      <Link to={item.to} activeOptions={{ exact: item.exact ?? false, includeSearch: false }} {...props}>
        {item.label}
      </Link>
    )
  }
  return (
    <a href={item.href} target="_blank" rel="noopener noreferrer" {...props}>
      {item.label}
      <ExternalLinkIcon size={14} className={css({ flexShrink: 0, opacity: 0.7 })} />
      <span className={css({ srOnly: true })}> (opens in a new tab)</span>
    </a>
  )
}

/** A navigation item in a menu: a link, or a disabled item saying why while its screen is still to be built. */
export function NavMenuItem({ item, className }: { item: NavLinkItem; className?: string }) {
  if (item.kind === 'app' && !item.available) {
    return (
      <Menu.Item value={item.id} disabled className={className}>
        {item.label} <UnavailableReason>{NOT_AVAILABLE_YET}</UnavailableReason>
      </Menu.Item>
    )
  }
  return (
    <Menu.Item value={item.id} asChild className={className}>
      <NavItemLink item={item} />
    </Menu.Item>
  )
}
