import { expect, type Page } from '@playwright/test'
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  PDFName,
  popGraphicsState,
  pushGraphicsState,
  StandardFonts,
} from 'pdf-lib'
import type { UploadFile } from './documents-page.ts'

/** The app's PDF viewer dialog (PDF.js drawing pages on a canvas). */
export class PdfViewerDialog {
  constructor(readonly page: Page) {}

  dialog = () => this.page.getByRole('dialog')
  toolbar = () => this.dialog().getByRole('toolbar', { name: 'PDF' })
  /** The drawn page: a canvas named for screen readers. */
  canvas = (pageNumber: number, pageCount: number) =>
    this.dialog()
      .locator('canvas')
      .and(this.page.getByRole('img', { name: `Page ${pageNumber} of ${pageCount}` }))
  pageCount = () => this.toolbar().getByText(/^Page \d+ of \d+$/)
  zoom = () => this.toolbar().getByRole('status', { name: 'Zoom' })
  button = (name: string | RegExp) => this.toolbar().getByRole('button', { name })

  /** Waits until page `pageNumber` is drawn: a canvas with ink on it (not only a blank white sheet). */
  async expectDrawn(pageNumber: number, pageCount: number) {
    const canvas = this.canvas(pageNumber, pageCount)
    await expect(canvas).toBeVisible({ timeout: 20_000 })
    await expect(this.pageCount()).toHaveText(`Page ${pageNumber} of ${pageCount}`)
    await expect.poll(() => canvas.evaluate(inkedPixels)).toBeGreaterThan(100)
  }

  cssWidth = (pageNumber: number, pageCount: number) =>
    this.canvas(pageNumber, pageCount).evaluate((c) => c.getBoundingClientRect().width)

  async close() {
    await this.dialog().getByRole('button', { name: 'Close' }).click()
    await expect(this.dialog()).toBeHidden()
  }
}

/** Dark pixels on a canvas: text and lines that PDF.js drew. */
function inkedPixels(canvas: HTMLCanvasElement): number {
  const context = canvas.getContext('2d')
  if (!context) return 0
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
  let inked = 0
  for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 128) inked++
  return inked
}

/** Elements that would show the PDF through the browser's own plugin, which Android's Chrome does not have. */
export const pluginFrames = (page: Page) => page.locator('iframe, embed, object').count()

/** A PDF of `pages` pages with a line of text on each: a service report as a provider might send it. */
export async function multiPagePdf(name: string, pages: number): Promise<UploadFile> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  for (let n = 1; n <= pages; n++) {
    const page = pdf.addPage([595.28, 841.89])
    page.drawText(`SERVICE REPORT - page ${n}`, { x: 50, y: 780, size: 28, font })
    page.drawRectangle({ x: 50, y: 600, width: 400, height: 120, borderWidth: 4 })
  }
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) }
}

/** A 32 × 32 JPEG 2000 image, white with a black square in the middle (made with OpenJPEG's opj_compress). */
const JPX_SQUARE = Buffer.from(
  'AAAADGpQICANCocKAAAAFGZ0eXBqcDIgAAAAAGpwMiAAAAAtanAyaAAAABZpaGRyAAAAIAAAACAAAQcHAAAAAAAPY29scgEAAAAAABEAAACsanAyY/9P/1EAKQAAAAAAIAAAACAAAAAAAAAAAAAAACAAAAAgAAAAAAAAAAAAAQcBAf9SAAwAAAABAAUEBAAB/1wAE0BASEhQSEhQSEhQSEhQSEhQ/2QAJQABQ3JlYXRlZCBieSBPcGVuSlBFRyB2ZXJzaW9uIDIuNS4w/5AACgAAAAAAKwAB/5PPpBACv8fSCj6QU/ICCdcJ1wWRyKRAD7cPt4CAgP/Z',
  'base64',
)

/**
 * A one-page "scan" whose only content is a JPEG 2000 image: it shows only if PDF.js's JavaScript JPEG 2000
 * decoder loads (the viewer runs PDF.js without WebAssembly).
 */
export async function jpeg2000ScanPdf(name: string): Promise<UploadFile> {
  const pdf = await PDFDocument.create()
  const page = pdf.addPage([200, 200])
  const image = pdf.context.register(
    pdf.context.stream(JPX_SQUARE, { Type: 'XObject', Subtype: 'Image', Width: 32, Height: 32, Filter: 'JPXDecode' }),
  )
  page.node.setXObject(PDFName.of('Scan'), image)
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(160, 0, 0, 160, 20, 20),
    drawObject('Scan'),
    popGraphicsState(),
  )
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) }
}

/** Collects the page's Content-Security-Policy violations (the console reports each one). */
export function cspViolations(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}
