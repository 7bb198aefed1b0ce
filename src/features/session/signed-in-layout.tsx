import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useLayoutEffect, useState } from 'react'
import { meQueries } from '../../api/me.ts'
import { removeBootShell } from '../../lib/boot-shell.ts'
import { ChunkBoundary, lazyWithRetry, usePreloadedToaster } from '../../ui/index.ts'
import { OutboxSignInBanner } from '../outbox/sign-in-banner.tsx'
import { AppShell } from '../shell/app-shell.tsx'
import { UploadTraySlot } from '../uploads/upload-tray-slot.tsx'
import { PortfolioSwitchContext } from './portfolio-switch-context.ts'
import { ImpersonationBanner, SessionExpiredBanner, useSwitchBack } from './session-banners.tsx'

// Loads only when shown: switching portfolio is a choice (its form and list are not needed for the first screen).
const PortfolioSwitchPanel = lazyWithRetry(() =>
  import('./portfolio-switch-panel.tsx').then((m) => ({ default: m.PortfolioSwitchPanel })),
)

/**
 * Keeps the pending agreement asked while signed in (refetched when a call is refused for it); TermsFirstGate,
 * around every screen, shows the dialog.
 */
function PendingAgreement() {
  useQuery(meQueries.pendingTerms())
  return null
}

/** The shell plus what every signed-in screen needs: session banners, the licence gate, portfolio switching. */
export function SignedInLayout({ children }: { children: ReactNode }) {
  const [switching, setSwitching] = useState(false)
  usePreloadedToaster()
  const switchBack = useSwitchBack()
  const openSwitch = () => setSwitching(true)
  // The shell's header takes the place of the server's painted one in the same frame.
  useLayoutEffect(removeBootShell, [])
  return (
    <PortfolioSwitchContext.Provider value={openSwitch}>
      <AppShell
        banners={
          <>
            <SessionExpiredBanner />
            <ImpersonationBanner onSwitchBack={switchBack} />
            <OutboxSignInBanner />
          </>
        }
        onSwitchPortfolio={openSwitch}
        onSwitchBack={switchBack}
      >
        {children}
      </AppShell>
      {switching && (
        <ChunkBoundary onClose={() => setSwitching(false)}>
          <PortfolioSwitchPanel open onOpenChange={setSwitching} />
        </ChunkBoundary>
      )}
      <PendingAgreement />
      <UploadTraySlot />
    </PortfolioSwitchContext.Provider>
  )
}
