import { css } from '../../../styled-system/css'
import { Button } from '../../ui/index.ts'
import { DownloadIcon, FitWidthIcon, NextIcon, PreviousIcon, ZoomInIcon, ZoomOutIcon } from './pdf-icons.tsx'
import { MAX_ZOOM, MIN_ZOOM, zoomPercent } from './pdf-zoom.ts'

type Props = {
  pageNumber: number
  pageCount: number
  zoom: number
  fitWidth: boolean
  fileName: string
  onPage: (pageNumber: number) => void
  onZoomIn: () => void
  onZoomOut: () => void
  onFitWidth: () => void
  onDownload: () => void
}

const group = css({ display: 'flex', alignItems: 'center', gap: '1' })

/** Pages, zoom and download: 44 px buttons with names, wrapping into two rows on a phone. */
export function PdfToolbar(props: Props) {
  const { pageNumber, pageCount, zoom, fitWidth } = props
  return (
    <div
      role="toolbar"
      aria-label="PDF"
      className={css({
        position: 'sticky',
        top: '0',
        zIndex: '1',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '2',
        py: '2',
        mb: '2',
        bg: 'white',
        borderBottomWidth: '1px',
        borderColor: 'border',
      })}
    >
      <div className={group}>
        <Button
          variant="ghost"
          aria-label="Previous page"
          disabled={pageNumber <= 1}
          onClick={() => props.onPage(pageNumber - 1)}
          className={css({ px: '0' })}
        >
          <PreviousIcon />
        </Button>
        <p
          aria-live="polite"
          className={css({ minWidth: '24', textAlign: 'center', fontVariantNumeric: 'tabular-nums' })}
        >
          Page {pageNumber} of {pageCount}
        </p>
        <Button
          variant="ghost"
          aria-label="Next page"
          disabled={pageNumber >= pageCount}
          onClick={() => props.onPage(pageNumber + 1)}
          className={css({ px: '0' })}
        >
          <NextIcon />
        </Button>
      </div>
      <div className={group}>
        <Button
          variant="ghost"
          aria-label="Zoom out"
          disabled={zoom <= MIN_ZOOM}
          onClick={props.onZoomOut}
          className={css({ px: '0' })}
        >
          <ZoomOutIcon />
        </Button>
        <output
          aria-label="Zoom"
          className={css({ minWidth: '12', textAlign: 'center', fontVariantNumeric: 'tabular-nums' })}
        >
          {zoomPercent(zoom)}
        </output>
        <Button
          variant="ghost"
          aria-label="Zoom in"
          disabled={zoom >= MAX_ZOOM}
          onClick={props.onZoomIn}
          className={css({ px: '0' })}
        >
          <ZoomInIcon />
        </Button>
        <Button
          variant="ghost"
          aria-label="Fit to width"
          aria-pressed={fitWidth}
          onClick={props.onFitWidth}
          className={css({ px: '0' })}
        >
          <FitWidthIcon />
        </Button>
        {/* The word shows from sm up; on a phone the icon alone keeps the zoom row on one line. */}
        <Button
          variant="outline"
          aria-label={`Download ${props.fileName}`}
          onClick={props.onDownload}
          className={css({ px: { base: '0', sm: '3' } })}
        >
          <DownloadIcon />
          <span className={css({ display: { base: 'none', sm: 'inline' } })}>Download</span>
        </Button>
      </div>
    </div>
  )
}
