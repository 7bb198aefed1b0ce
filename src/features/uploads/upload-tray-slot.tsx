import { ChunkBoundary, DEVICE_STORE_SETTLE, lazyWithRetry, useIdle } from '../../ui/index.ts'

const UploadTray = lazyWithRetry(() => import('./upload-tray.tsx').then((m) => ({ default: m.UploadTray })))

/**
 * Where "Your uploads" lives in the signed-in layout. The tray, the queue and the upload code load once the first
 * screen is idle, so they cost the first screen nothing; the documents page loads the same modules when it opens.
 */
export function UploadTraySlot() {
  if (!useIdle(DEVICE_STORE_SETTLE)) return null
  return (
    <ChunkBoundary quiet>
      <UploadTray />
    </ChunkBoundary>
  )
}
