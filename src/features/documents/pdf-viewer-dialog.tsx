import { Component, lazy, type ReactNode, Suspense, useState } from 'react'
import { css } from '../../../styled-system/css'
import { Banner, Button, Dialog } from '../../ui/index.ts'
import type { PdfViewerProps } from './pdf-viewer.tsx'

// PDF.js is large: it comes with the viewer's own chunk, the first time a PDF is opened.
const PdfViewer = lazy(() => import('./pdf-viewer.tsx').then((m) => ({ default: m.PdfViewer })))

type Props = PdfViewerProps & { title: string; onClose: () => void }

/**
 * The one way the app shows a PDF: documents and service reports, invoices and quotes. A dialog as wide as the
 * screen allows (the whole width on a phone) with the viewer in it.
 */
export function PdfViewerDialog({ title, onClose, ...viewer }: Props) {
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()}>
      <Dialog.Content className={css({ maxWidth: { sm: '4xl' } })}>
        <Dialog.Header>{title}</Dialog.Header>
        <ChunkFailure>
          <Suspense fallback={<p role="status">Opening {viewer.fileName}…</p>}>
            <PdfViewer {...viewer} />
          </Suspense>
        </ChunkFailure>
      </Dialog.Content>
    </Dialog.Root>
  )
}

type ViewPdfButtonProps = {
  url: string
  fileName: string
  /** The dialog's title, e.g. "Invoice INV-001234". */
  title: string
  /** Completes the button's accessible name "View PDF of …", e.g. "invoice INV-001234". */
  what: string
}

/** A "View PDF" button that opens the viewer for the PDF at `url`. */
export function ViewPdfButton({ url, fileName, title, what }: ViewPdfButtonProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        View PDF<span className={css({ srOnly: true })}> of {what}</span>
      </Button>
      {open && <PdfViewerDialog title={title} url={url} fileName={fileName} onClose={() => setOpen(false)} />}
    </>
  )
}

/** The viewer's chunk failed to load (offline before the app was ever fully saved): say so inside the dialog. */
class ChunkFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (this.state.failed)
      return <Banner tone="danger">The PDF viewer could not be loaded. Check the connection and try again.</Banner>
    return this.props.children
  }
}
