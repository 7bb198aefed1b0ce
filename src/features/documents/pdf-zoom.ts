/**
 * Zoom of the PDF viewer. A zoom of 1 is the page's printed size on screen (100%): one PDF point is 96/72 CSS px,
 * as PDF.js's own viewer has it.
 */
export const CSS_PX_PER_PDF_POINT = 96 / 72
export const MIN_ZOOM = 0.25
export const MAX_ZOOM = 4
const STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4]

const clamp = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom))

/** The next step above `zoom` (from "fit width", which is rarely a step itself). */
export function zoomIn(zoom: number): number {
  return STEPS.find((step) => step > zoom * 1.01) ?? MAX_ZOOM
}

/** The next step below `zoom`. */
export function zoomOut(zoom: number): number {
  return STEPS.findLast((step) => step < zoom * 0.99) ?? MIN_ZOOM
}

/** The zoom at which a page `pageWidthPt` points wide fills `availableCssPx`. */
export function fitWidthZoom(availableCssPx: number, pageWidthPt: number): number {
  if (availableCssPx <= 0 || pageWidthPt <= 0) return 1
  return clamp(availableCssPx / (pageWidthPt * CSS_PX_PER_PDF_POINT))
}

export const zoomPercent = (zoom: number) => `${Math.round(zoom * 100)}%`

/**
 * Canvas pixels per CSS pixel for a page drawn `cssWidth` × `cssHeight`: the screen's density (sharp text), but
 * no more than `maxPixels` in all. Phones refuse larger canvases (iOS Safari draws nothing above about 16.7
 * million pixels) and each one costs memory.
 */
export function canvasPixelRatio(
  cssWidth: number,
  cssHeight: number,
  devicePixelRatio: number,
  maxPixels = 16_000_000,
) {
  const wanted = Math.max(1, devicePixelRatio || 1)
  const area = cssWidth * cssHeight
  if (area <= 0) return wanted
  return Math.min(wanted, Math.sqrt(maxPixels / area))
}
