import { IosInstallHint } from './ios-install-hint.tsx'
import { OfflineBanner } from './offline-banner.tsx'
import { UpdateBanner } from './update-banner.tsx'

/** The app-wide notices of this area, above the header: offline, a new version, installing on iOS. */
export function OfflineBanners() {
  return (
    <>
      <OfflineBanner />
      <UpdateBanner />
      <IosInstallHint />
    </>
  )
}
