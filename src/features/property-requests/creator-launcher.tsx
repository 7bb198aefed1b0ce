import { ChunkBoundary, lazyWithRetry } from '../../ui/index.ts'
import type { CreatorStart } from './creator.machine.ts'

// The creator, its statechart (xstate) and its forms load only when it is opened: a chunk of its own.
const PropertyRequestCreatorDialog = lazyWithRetry(() =>
  import('./creator-dialog.tsx').then((m) => ({ default: m.PropertyRequestCreatorDialog })),
)

/**
 * The property request creator, opened from 'New work order' (no property), 'Request service' (a property),
 * 'Enrol' on a new management (its address) and a draft's work order page. Render it while open.
 */
export function PropertyRequestCreator({ start, onClose }: { start: CreatorStart; onClose: () => void }) {
  return (
    <ChunkBoundary onClose={onClose}>
      <PropertyRequestCreatorDialog start={start} onClose={onClose} />
    </ChunkBoundary>
  )
}

export type { CreatorStart }
