import { type ReactNode, useEffect, useRef, useState } from 'react'
import { css } from '../../../styled-system/css'
import { Banner, Button } from '../../ui/index.ts'
import { NOT_KEPT_OFFLINE, saveFile } from './document-file.ts'
import { PdfPage } from './pdf-page.tsx'
import { PdfToolbar } from './pdf-toolbar.tsx'
import { fitWidthZoom, zoomIn, zoomOut } from './pdf-zoom.ts'
import { usePdfDocument } from './use-pdf-document.ts'

export type PdfViewerProps = {
  /** Where the file is fetched (through the service worker's file cache). */
  url: string
  /** The name Download saves it under, e.g. "invoice-INV-001234.pdf". */
  fileName: string
  /** What to say when the file cannot be fetched; the default names the status and the server's message. */
  renderLoadError?: (error: Error) => ReactNode
}

/**
 * A PDF drawn by PDF.js on a canvas, one page at a time, with page navigation, zoom (fit to width by default)
 * and Download. No frame: Android's Chrome shows no PDF in one, and the CSP forbids framing blob: URLs.
 * This module carries PDF.js: import it lazily (pdf-viewer-dialog.tsx does).
 */
export function PdfViewer({ url, fileName, renderLoadError }: PdfViewerProps) {
  const state = usePdfDocument(url)
  const [pageNumber, setPageNumber] = useState(1)
  const [zoom, setZoom] = useState<number | 'fit'>('fit')
  const [pageWidthPt, setPageWidthPt] = useState(0)
  const area = useRef<HTMLElement>(null)
  const width = useContentWidth(area)
  const pdf = state.status === 'ready' ? state.pdf : null

  useEffect(() => {
    if (!pdf) return
    let live = true
    pdf.getPage(pageNumber).then((page) => live && setPageWidthPt(page.getViewport({ scale: 1 }).width))
    return () => {
      live = false
    }
  }, [pdf, pageNumber])

  if (state.status === 'fetch-failed')
    return renderLoadError ? renderLoadError(state.error) : <LoadError error={state.error} fileName={fileName} />
  if (state.status === 'unreadable')
    return (
      <Banner
        tone="warning"
        title={`${fileName} cannot be shown here`}
        actions={
          <Button variant="outline" onClick={() => saveFile(state.blob, fileName)}>
            Download<span className={css({ srOnly: true })}> {fileName}</span>
          </Button>
        }
      >
        {state.reason === 'password'
          ? 'It is protected with a password. Download it to open it with a PDF reader.'
          : 'It is not a PDF that can be read, or it is damaged. Download it to open it elsewhere.'}
      </Banner>
    )

  const shownZoom = zoom === 'fit' ? fitWidthZoom(width, pageWidthPt) : zoom
  const ready = pdf !== null && pageWidthPt > 0 && width > 0
  return (
    <div>
      {pdf && (
        <PdfToolbar
          pageNumber={pageNumber}
          pageCount={pdf.numPages}
          zoom={shownZoom}
          fitWidth={zoom === 'fit'}
          fileName={fileName}
          onPage={setPageNumber}
          onZoomIn={() => setZoom(zoomIn(shownZoom))}
          onZoomOut={() => setZoom(zoomOut(shownZoom))}
          onFitWidth={() => setZoom('fit')}
          onDownload={() => state.status === 'ready' && saveFile(state.blob, fileName)}
        />
      )}
      {!ready && (
        <p role="status" className={css({ py: '6', textAlign: 'center', color: 'fg.muted' })}>
          Opening {fileName}…
        </p>
      )}
      {/* Scrolls sideways when zoomed past the width; focusable so the keyboard can scroll it too. */}
      <section
        ref={area}
        aria-label={pdf ? `Page ${pageNumber} of ${pdf.numPages}` : fileName}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        className={css({
          overflowX: 'auto',
          bg: 'gray.100',
          borderRadius: 'md',
          p: '2',
          _focusVisible: { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
        })}
      >
        {ready && (
          <PdfPage pdf={pdf} pageNumber={pageNumber} zoom={shownZoom} label={`Page ${pageNumber} of ${pdf.numPages}`} />
        )}
      </section>
    </div>
  )
}

function LoadError({ error, fileName }: { error: Error; fileName: string }) {
  if ('status' in error && error.status === 0) return <Banner tone="warning">{NOT_KEPT_OFFLINE}</Banner>
  return (
    <Banner tone="danger" title={`Failed to open ${fileName}`}>
      {error.message}
    </Banner>
  )
}

/** The width a page has to fill: the area's content box, kept current as the window turns or resizes. */
function useContentWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => {
      const style = getComputedStyle(element)
      const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight)
      // Whole pixels, so a sub-pixel wobble does not draw the page again.
      setWidth(Math.floor(element.clientWidth - padding))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return width
}
