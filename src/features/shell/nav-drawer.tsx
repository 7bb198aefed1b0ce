import { useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { Drawer, MenuIcon, useArmed } from '../../ui/index.ts'
import { NavItemLink, useNavigation } from './nav-link.tsx'
import type { NavEntry } from './navigation.ts'

const menuButton = css({
  display: { base: 'inline-flex', xl: 'none' },
  alignItems: 'center',
  justifyContent: 'center',
  width: '11',
  height: '11',
  ml: '-2',
  borderRadius: 'md',
  color: 'white',
  cursor: 'pointer',
  _hover: { bg: 'white/10' },
  _focusVisible: { outline: '3px solid', outlineColor: 'white', outlineOffset: '-3px' },
})

const drawerLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '12',
  px: '5',
  fontSize: 'md',
  fontWeight: 'medium',
  color: 'fg',
  textDecoration: 'none',
  _hover: { bg: 'bg.subtle' },
  _currentPage: {
    bg: 'brand.50',
    color: 'brand.700',
    fontWeight: 'semibold',
    boxShadow: 'inset 4px 0 0 token(colors.brand.600)',
  },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '-3px' },
})

const groupLabel = css({
  display: 'block',
  px: '5',
  pt: '4',
  pb: '1',
  fontSize: 'xs',
  fontWeight: 'semibold',
  letterSpacing: 'wide',
  textTransform: 'uppercase',
  color: 'fg.muted',
})

/**
 * Below xl the whole navigation lives in a side drawer behind the menu button (below md it is
 * the only navigation). Groups are expanded as sub-lists: on a phone a flat list beats nested menus.
 */
export function NavDrawer() {
  const [open, setOpen] = useState(false)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // Close when the route changes by any means (a link here, back button, a redirect).
  const [lastPathname, setLastPathname] = useState(pathname)
  if (pathname !== lastPathname) {
    setLastPathname(pathname)
    setOpen(false)
  }
  const { primary, secondary } = useNavigation()
  const close = () => setOpen(false)
  // The drawer's dialog machinery starts once the first screen has settled, or when the button is pressed first.
  const [armed, arm, inUse] = useArmed()
  if (!armed) {
    return (
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded="false"
        className={menuButton}
        {...inUse}
        onClick={() => {
          setOpen(true)
          arm()
        }}
      >
        <MenuIcon size={24} />
      </button>
    )
  }
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Drawer.Trigger aria-label="Open menu" className={menuButton}>
        <MenuIcon size={24} />
      </Drawer.Trigger>
      <Drawer.Content>
        <Drawer.Header>
          <Drawer.Title>Menu</Drawer.Title>
          <Drawer.CloseTrigger label="Close menu" />
        </Drawer.Header>
        <Drawer.Body>
          <nav aria-label="Main">
            <ul>
              {[...primary, ...secondary].map((entry) => (
                <DrawerEntry key={entry.id} entry={entry} onNavigate={close} />
              ))}
            </ul>
          </nav>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  )
}

function DrawerEntry({ entry, onNavigate }: { entry: NavEntry; onNavigate: () => void }) {
  if (entry.kind !== 'group') {
    return (
      <li>
        <NavItemLink item={entry} className={drawerLink} onClick={onNavigate} />
      </li>
    )
  }
  const labelId = `drawer-group-${entry.id}`
  return (
    <li className={css({ borderYWidth: '1px', borderColor: 'border', my: '1', pb: '1' })}>
      <span id={labelId} className={groupLabel}>
        {entry.label}
      </span>
      <ul aria-labelledby={labelId}>
        {entry.items.map((item) => (
          <li key={item.id}>
            <NavItemLink item={item} className={drawerLink} onClick={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  )
}
