import { useState } from 'react'
import { EXPORT_FAILED, exportNonManaged, type NonManagedFilters } from '../../api/portfolio.ts'
import { Button, toaster } from '../../ui/index.ts'

/** 'Export': the filtered list as a CSV file; a failure says the server's reason (x-error-message) or the spec's text. */
export function NonManagedExport({ filters, className }: { filters: NonManagedFilters; className?: string }) {
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    try {
      await exportNonManaged(filters)
    } catch (error) {
      toaster.error({ title: error instanceof Error && error.message ? error.message : EXPORT_FAILED })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="outline" onClick={() => void run()} disabled={busy} className={className}>
      {busy ? 'Exporting…' : 'Export'}
    </Button>
  )
}
