import { Link } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import { useGate } from '../../api/me.ts'
import { ChevronDownIcon, Menu } from '../../ui/index.ts'
import { useSession } from '../session/use-session.ts'

export type UserMenuProps = {
  onSwitchPortfolio?: () => void
  onSwitchBack?: () => void
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const letters = parts.length > 1 ? [parts.at(0) ?? '', parts.at(-1) ?? ''] : parts
  return letters.map((p) => p.charAt(0).toUpperCase()).join('') || '?'
}

const trigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '11',
  minWidth: '11',
  px: { base: '0', md: '2' },
  py: '1',
  borderRadius: 'md',
  color: 'white',
  textAlign: 'left',
  _hover: { bg: 'white/10' },
  _open: { bg: 'white/15' },
  _focusVisible: { outline: '3px solid', outlineColor: 'white', outlineOffset: '2px' },
})

const avatar = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '9',
  height: '9',
  borderRadius: 'full',
  bg: 'brand.100',
  color: 'brand.900',
  fontSize: 'sm',
  fontWeight: 'bold',
})

/** Who is signed in, to which agency, and the account actions (foundations §2 "User menu"). */
export function UserMenu({ onSwitchPortfolio, onSwitchBack }: UserMenuProps) {
  const session = useSession()
  const analytics = useGate('advanced-analytics')
  return (
    <Menu.DeferredRoot
      positioning={{ placement: 'bottom-end' }}
      trigger={{
        'aria-label': 'User menu',
        className: trigger,
        children: (
          <>
            <span className={avatar} aria-hidden="true">
              {initials(session.user.name)}
            </span>
            <span className={css({ display: { base: 'none', md: 'flex' }, flexDirection: 'column', minWidth: '0' })}>
              <span className={css({ fontSize: 'sm', fontWeight: 'semibold', truncate: true, maxWidth: '48' })}>
                {session.user.name}
              </span>
              <span className={css({ fontSize: 'xs', color: 'brand.100', truncate: true, maxWidth: '48' })}>
                {session.agencyName}
              </span>
            </span>
            <ChevronDownIcon size={16} className={css({ display: { base: 'none', md: 'block' } })} />
          </>
        ),
      }}
    >
      <Menu.Content portalled={false} className={css({ width: '64' })}>
        <Menu.ItemGroup>
          <Menu.ItemGroupLabel
            className={css({ textTransform: 'none', letterSpacing: 'normal', pt: '3', pb: '2', fontWeight: 'normal' })}
          >
            <span className={css({ display: 'block', color: 'fg', fontWeight: 'semibold', fontSize: 'sm' })}>
              {session.user.name}
            </span>
            <span className={css({ display: 'block' })}>
              {session.agencyName} ({session.state})
            </span>
            {session.isImpersonating && session.originalUser && (
              <span className={css({ display: 'block', color: 'amber.800', mt: '1' })}>
                Impersonated by {session.originalUser.name}
              </span>
            )}
          </Menu.ItemGroupLabel>
          <Menu.Separator />
          {session.agencyCount > 1 && onSwitchPortfolio && (
            <Menu.Item value="switch-portfolio" onSelect={onSwitchPortfolio}>
              Switch Portfolio
            </Menu.Item>
          )}
          {/* foundations §2/§6: only agencies with advanced analytics see the item at all. */}
          {analytics && (
            <Menu.Item value="analytics" asChild>
              <Link to="/analytics">Analytics</Link>
            </Menu.Item>
          )}
          {session.isImpersonating && onSwitchBack && (
            <Menu.Item value="switch-back" onSelect={onSwitchBack}>
              Switch Back
            </Menu.Item>
          )}
          <Menu.Item value="settings" asChild>
            <Link to="/settings/preferences">Settings</Link>
          </Menu.Item>
          <Menu.Separator />
          <Menu.Item value="logout" asChild>
            <Link to="/auth/logout">Logout</Link>
          </Menu.Item>
        </Menu.ItemGroup>
      </Menu.Content>
    </Menu.DeferredRoot>
  )
}
