import { lazy, Suspense, useState } from 'react'
import type { ForwardTarget } from './forward-dialog.tsx'

// The dialog (and its form code) loads only when someone forwards something.
const ForwardDialog = lazy(() => import('./forward-dialog.tsx').then((m) => ({ default: m.ForwardDialog })))

/** One forward dialog per list: `open(target)` shows it for that invoice or quote. */
export function useForwardDialog() {
  const [target, setTarget] = useState<ForwardTarget | null>(null)
  const dialog = target && (
    <Suspense fallback={null}>
      <ForwardDialog
        key={`${target.kind}-${target.id}`}
        target={target}
        open
        onOpenChange={(open) => !open && setTarget(null)}
      />
    </Suspense>
  )
  return { dialog, open: setTarget }
}
