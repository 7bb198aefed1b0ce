import { lazy, Suspense, useEffect, useState } from 'react'

const UploadTray = lazy(() => import('./upload-tray.tsx').then((m) => ({ default: m.UploadTray })))

/**
 * Where "Your uploads" lives in the signed-in layout. The tray, the queue and the upload code load once the first
 * screen is idle, so they cost the first screen nothing; the documents page loads the same modules when it opens.
 */
export function UploadTraySlot() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 3000 })
      return () => window.cancelIdleCallback(id)
    }
    const id = window.setTimeout(() => setReady(true), 1000)
    return () => window.clearTimeout(id)
  }, [])
  if (!ready) return null
  return (
    <Suspense fallback={null}>
      <UploadTray />
    </Suspense>
  )
}
