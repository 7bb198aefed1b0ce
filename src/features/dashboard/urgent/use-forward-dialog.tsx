import { useState } from 'react'
import { ChunkBoundary, lazyWithRetry } from '../../../ui/index.ts'
import type { ForwardTarget } from './forward-dialog.tsx'

// The dialog (and its form code) loads only when someone forwards something.
const ForwardDialog = lazyWithRetry(() => import('./forward-dialog.tsx').then((m) => ({ default: m.ForwardDialog })))

/** One forward dialog per list: `open(target)` shows it for that invoice or quote. */
export function useForwardDialog() {
  const [target, setTarget] = useState<ForwardTarget | null>(null)
  const dialog = target && (
    <ChunkBoundary onClose={() => setTarget(null)}>
      <ForwardDialog
        key={`${target.kind}-${target.id}`}
        target={target}
        open
        onOpenChange={(open) => !open && setTarget(null)}
      />
    </ChunkBoundary>
  )
  return { dialog, open: setTarget }
}
