import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { OfflineBanners } from '../offline/offline-banners.tsx'
import { AppFooter } from './app-footer.tsx'
import { AppHeader } from './app-header.tsx'
import { InShellContext } from './shell-context.ts'
import type { UserMenuProps } from './user-menu.tsx'

export type AppShellProps = UserMenuProps & {
  children: ReactNode
  /** Notices above everything else, e.g. the session-expired and impersonation banners. */
  banners?: ReactNode
}

const skipLink = css({
  position: 'absolute',
  top: '2',
  left: '2',
  zIndex: 'skipLink',
  px: '4',
  py: '3',
  bg: 'white',
  color: 'brand.700',
  fontWeight: 'semibold',
  borderRadius: 'md',
  boxShadow: 'lg',
  // Off screen until focused: the first Tab on every page reveals it.
  transform: 'translateY(-200%)',
  _focus: { transform: 'none', outline: '3px solid', outlineColor: 'brand.500' },
})

/** The signed-in layout: skip link, banners, header and navigation, content, footer. */
export function AppShell({ children, banners, onSwitchPortfolio, onSwitchBack }: AppShellProps) {
  return (
    <InShellContext.Provider value={true}>
      <div className={css({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' })}>
        {/* main has tabIndex -1, so following the link moves focus there, not only the scroll. */}
        <a href="#main" className={skipLink}>
          Skip to content
        </a>
        <div className={css({ display: 'flex', flexDirection: 'column' })}>
          {banners}
          <OfflineBanners />
        </div>
        <AppHeader onSwitchPortfolio={onSwitchPortfolio} onSwitchBack={onSwitchBack} />
        <main
          id="main"
          tabIndex={-1}
          className={css({
            flex: '1',
            width: 'full',
            maxWidth: '7xl',
            mx: 'auto',
            px: { base: '4', md: '6', xl: '8' },
            py: { base: '5', md: '8' },
            _focus: { outline: 'none' },
          })}
        >
          {children}
        </main>
        <AppFooter />
      </div>
    </InShellContext.Provider>
  )
}
