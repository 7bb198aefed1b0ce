import { useState } from 'react'
import { css } from '../../../../styled-system/css'
import { downloadPdf } from '../../../api/invoices.ts'
import { Button, toaster } from '../../../ui/index.ts'

type Props = {
  pdfUrl: string
  fileName: string
  /** "invoice INV-001234": for the accessible name. */
  what: string
  failure: { message: string; title: string; description: string }
}

/** Downloads the invoice or quote PDF; a failure shows the spec's toast. */
export function PdfButton({ pdfUrl, fileName, what, failure }: Props) {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      await downloadPdf(pdfUrl, fileName, failure.message)
    } catch {
      toaster.error({ title: failure.title, description: failure.description })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="outline" onClick={download} disabled={busy}>
      {busy ? 'Downloading…' : 'Download PDF'}
      <span className={css({ srOnly: true })}> of {what}</span>
    </Button>
  )
}
