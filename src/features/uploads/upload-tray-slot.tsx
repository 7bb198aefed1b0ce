import { lazy, Suspense } from 'react'
import { DEVICE_STORE_SETTLE, useIdle } from '../../ui/index.ts'

const UploadTray = lazy(() => import('./upload-tray.tsx').then((m) => ({ default: m.UploadTray })))

/**
 * Where "Your uploads" lives in the signed-in layout. The tray, the queue and the upload code load once the first
 * screen is idle, so they cost the first screen nothing; the documents page loads the same modules when it opens.
 */
export function UploadTraySlot() {
  if (!useIdle(DEVICE_STORE_SETTLE)) return null
  return (
    <Suspense fallback={null}>
      <UploadTray />
    </Suspense>
  )
}
