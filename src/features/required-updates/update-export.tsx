import { useState } from 'react'
import { exportUpdates, type UpdateFilters } from '../../api/updates.ts'
import { UPDATE_MESSAGES } from '../../contract/updates.ts'
import { Button, toaster } from '../../ui/index.ts'

/** 'Export': the filtered list as a CSV file; busy while it downloads; a failure says the server's reason. */
export function UpdateExport({ filters }: { filters: UpdateFilters }) {
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    try {
      await exportUpdates(filters)
    } catch (error) {
      toaster.error({ title: error instanceof Error && error.message ? error.message : UPDATE_MESSAGES.exportFailed })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="outline" onClick={() => void run()} disabled={busy} aria-busy={busy || undefined}>
      {busy ? 'Exporting…' : 'Export'}
    </Button>
  )
}
