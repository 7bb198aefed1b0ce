import { type ReactNode, useState } from 'react'
import { OutboxSignInBanner } from '../outbox/sign-in-banner.tsx'
import { AppShell } from '../shell/app-shell.tsx'
import { UploadTraySlot } from '../uploads/upload-tray-slot.tsx'
import { EulaModal } from './eula-modal.tsx'
import { PortfolioSwitchContext } from './portfolio-switch-context.ts'
import { PortfolioSwitchPanel } from './portfolio-switch-panel.tsx'
import { ImpersonationBanner, SessionExpiredBanner, useSwitchBack } from './session-banners.tsx'

/** The shell plus what every signed-in screen needs: session banners, the licence gate, portfolio switching. */
export function SignedInLayout({ children }: { children: ReactNode }) {
  const [switching, setSwitching] = useState(false)
  const switchBack = useSwitchBack()
  const openSwitch = () => setSwitching(true)
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
      <PortfolioSwitchPanel open={switching} onOpenChange={setSwitching} />
      <EulaModal />
      <UploadTraySlot />
    </PortfolioSwitchContext.Provider>
  )
}
