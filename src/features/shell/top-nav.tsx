import { useRouterState } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import { ChevronDownIcon, Menu, useMinWidth } from '../../ui/index.ts'
import { NavItemLink, NavMenuItem, useNavigation } from './nav-link.tsx'
import type { NavEntry, NavGroup } from './navigation.ts'

const topItem = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  minHeight: '12',
  px: '3',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'gray.700',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  borderTop: '3px solid transparent',
  cursor: 'pointer',
  _hover: { color: 'brand.700', bg: 'brand.50' },
  _currentPage: { color: 'brand.700', borderBottomColor: 'brand.600', fontWeight: 'semibold' },
  '&[data-active]': { color: 'brand.700', borderBottomColor: 'brand.600', fontWeight: 'semibold' },
  _open: { bg: 'brand.50', color: 'brand.700' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '-3px' },
})

const showFromXl = css({ display: { base: 'none', xl: 'flex' } })
const hideFromXl = css({ display: { base: 'flex', xl: 'none' } })

/**
 * The top navigation from md up (below it the header's drawer has the same entries). Bookings onward fold into
 * 'More' until xl has room for them. Not rendered at all on a phone, rather than hidden: its menus' machines were
 * part of every render of the header while a screen loaded.
 */
export function TopNav() {
  const wide = useMinWidth('md')
  return wide ? <WideTopNav /> : null
}

function WideTopNav() {
  const { primary, secondary } = useNavigation()
  return (
    <nav aria-label="Main" className={css({ display: { base: 'none', md: 'block' }, bg: 'white' })}>
      <ul className={css({ display: 'flex', alignItems: 'stretch', gap: '1' })}>
        {primary.map((entry) => (
          <li key={entry.id} className={css({ display: 'flex' })}>
            <TopEntry entry={entry} />
          </li>
        ))}
        {secondary.map((entry) => (
          <li key={entry.id} className={showFromXl}>
            <TopEntry entry={entry} />
          </li>
        ))}
        <li className={hideFromXl}>
          <MoreMenu entries={secondary} />
        </li>
      </ul>
    </nav>
  )
}

function TopEntry({ entry }: { entry: NavEntry }) {
  return entry.kind === 'group' ? <GroupMenu group={entry} /> : <NavItemLink item={entry} className={topItem} />
}

function GroupMenu({ group }: { group: NavGroup }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const active = group.activePrefix !== undefined && pathname.startsWith(group.activePrefix)
  return (
    <Menu.DeferredRoot
      positioning={{ placement: 'bottom-start' }}
      trigger={{
        className: topItem,
        'data-active': active || undefined,
        children: (
          <>
            {group.label}
            <ChevronDownIcon size={16} />
          </>
        ),
      }}
    >
      <Menu.Content portalled={false}>
        {group.items.map((item) => (
          <NavMenuItem key={item.id} item={item} />
        ))}
      </Menu.Content>
    </Menu.DeferredRoot>
  )
}

function MoreMenu({ entries }: { entries: NavEntry[] }) {
  return (
    <Menu.DeferredRoot
      positioning={{ placement: 'bottom-start' }}
      trigger={{
        className: topItem,
        children: (
          <>
            More
            <ChevronDownIcon size={16} />
          </>
        ),
      }}
    >
      <Menu.Content portalled={false}>
        {entries.map((entry) =>
          entry.kind === 'group' ? (
            <Menu.ItemGroup key={entry.id}>
              <Menu.ItemGroupLabel>{entry.label}</Menu.ItemGroupLabel>
              {entry.items.map((item) => (
                <NavMenuItem key={item.id} item={item} className={css({ pl: '6' })} />
              ))}
            </Menu.ItemGroup>
          ) : (
            <NavMenuItem key={entry.id} item={entry} />
          ),
        )}
      </Menu.Content>
    </Menu.DeferredRoot>
  )
}
