import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import { at, displayDate } from './random.ts'

/** The compliance provider issuing invoices, quotes and reports in the demo. */
export const PROVIDER = {
  name: 'SafeLease Compliance Pty Ltd',
  abn: 'ABN 53 004 085 616',
  contact: 'accounts@safeleasecompliance.com.au | 1300 000 000',
}

export type PdfSpec = {
  /** e.g. 'TAX INVOICE', 'QUOTE', 'SERVICE REPORT'. */
  title: string
  reference: string
  agency: string
  address: string
  /** yyyy-MM-dd; also the document's creation date (so the bytes do not depend on the clock). */
  date: string
  fields: [string, string][]
  items?: [string, string][]
  total?: string
  notes?: string[]
}

const INK = rgb(0.12, 0.16, 0.22)
const MUTED = rgb(0.4, 0.44, 0.5)
const ACCENT = rgb(0.05, 0.36, 0.55)

function text(page: PDFPage, value: string, x: number, y: number, font: PDFFont, size = 11, color = INK) {
  page.drawText(value, { x, y, size, font, color })
}

/** A one-page A4 PDF with a header, a block of fields, optional line items and a total. */
export async function renderPdf(spec: PdfSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  const created = at(spec.date, 9)
  doc.setTitle(`${spec.title} ${spec.reference}`)
  doc.setAuthor(PROVIDER.name)
  doc.setCreator('Agency Compliance Portal demo seed')
  doc.setProducer('pdf-lib')
  doc.setCreationDate(created)
  doc.setModificationDate(created)
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const page = doc.addPage([595.28, 841.89])
  const right = 545

  page.drawRectangle({ x: 0, y: 771, width: 595.28, height: 71, color: ACCENT })
  text(page, PROVIDER.name, 50, 810, bold, 14, rgb(1, 1, 1))
  text(page, `${PROVIDER.abn}  |  ${PROVIDER.contact}`, 50, 790, font, 9, rgb(0.9, 0.94, 0.97))

  text(page, spec.title, 50, 730, bold, 22)
  const refWidth = bold.widthOfTextAtSize(spec.reference, 14)
  text(page, spec.reference, right - refWidth, 734, bold, 14, ACCENT)

  let y = 690
  const block: [string, string][] = [['Agency', spec.agency], ['Property', spec.address], ...spec.fields]
  for (const [label, value] of block) {
    text(page, label, 50, y, font, 10, MUTED)
    text(page, value, 170, y, font, 11)
    y -= 20
  }

  if (spec.items && spec.items.length > 0) {
    y -= 16
    page.drawLine({ start: { x: 50, y: y + 14 }, end: { x: right, y: y + 14 }, thickness: 0.8, color: MUTED })
    text(page, 'Description', 50, y, bold, 10, MUTED)
    text(page, 'Amount', right - bold.widthOfTextAtSize('Amount', 10), y, bold, 10, MUTED)
    y -= 22
    for (const [description, amount] of spec.items) {
      text(page, description, 50, y, font, 11)
      text(page, amount, right - font.widthOfTextAtSize(amount, 11), y, font, 11)
      y -= 20
    }
    page.drawLine({ start: { x: 50, y: y + 12 }, end: { x: right, y: y + 12 }, thickness: 0.8, color: MUTED })
  }
  if (spec.total) {
    y -= 14
    const width = bold.widthOfTextAtSize(spec.total, 14)
    text(page, 'Total', right - width - 60, y, bold, 14)
    text(page, spec.total, right - width, y, bold, 14, ACCENT)
    y -= 30
  }
  for (const note of spec.notes ?? []) {
    text(page, note, 50, y, font, 10, MUTED)
    y -= 16
  }
  text(page, `Issued ${displayDate(spec.date)}`, 50, 50, font, 9, MUTED)
  return doc.save({ useObjectStreams: false })
}

/** Whole cents as "$1,234.56". */
export function money(cents: number): string {
  const dollars = Math.floor(cents / 100).toLocaleString('en-AU')
  return `$${dollars}.${String(cents % 100).padStart(2, '0')}`
}
