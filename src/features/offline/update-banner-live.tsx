import { useState } from 'react'
import { applyUpdate } from '../../offline/service-worker.ts'
import { Banner, Button } from '../../ui/index.ts'
import { hasUnsavedForms } from './unsaved-forms.ts'
import { useUnsyncedWrites } from './unsynced.ts'

/**
 * "A new version is available": never in the way (a polite banner), and never reloads by itself. Reload
 * waits while changes are unsynced or a form holds unsaved input, and says so.
 */
export function UpdateBannerLive() {
  const unsynced = useUnsyncedWrites()
  const [blocked, setBlocked] = useState<string | null>(null)
  const reload = () => {
    if (unsynced > 0) setBlocked('Your changes are still being sent. Reload once they have synced.')
    else if (hasUnsavedForms()) setBlocked('Save or close the form you are working on first, then reload.')
    else applyUpdate()
  }
  return (
    <Banner
      tone="info"
      role="status"
      aria-label="Update"
      title="A new version is available"
      actions={<Button onClick={reload}>Reload</Button>}
    >
      {blocked ?? (unsynced > 0 ? 'Reload once your changes have synced.' : 'Reload to use it.')}
    </Banner>
  )
}
