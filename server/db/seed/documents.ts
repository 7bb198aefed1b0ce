import { SERVICES, type ServiceCode } from '../../../src/contract/catalog.ts'
import { type DocumentServiceRef, documents } from '../schema/index.ts'
import { fullAddress } from './addresses.ts'
import type { AgencyRecord, SeedContext } from './context.ts'
import { type FileSpec, storeFiles } from './files.ts'
import { insertAll } from './insert.ts'
import { renderPdf } from './pdf.ts'
import { renderPng } from './png.ts'
import type { PropertyPlan } from './properties.ts'
import { addDays, at, displayDate, Rng } from './random.ts'

type DocumentRow = typeof documents.$inferInsert

const SERVICE_NAME = new Map<string, string>(SERVICES.map((s) => [s.code, s.name]))
const PHOTO_COLOURS: readonly [number, number, number][] = [
  [196, 180, 160],
  [120, 150, 190],
  [170, 190, 150],
  [210, 200, 190],
]

/** Documents to create: each a files row plus a documents row. */
export class DocumentBatch {
  readonly files: FileSpec[] = []
  readonly rows: DocumentRow[] = []

  constructor(private readonly rng: Rng) {}

  /** A PDF document titled `title` about `address`, of `documentType`, tagged with `services`. */
  pdf(
    target: { propertyId?: number; portfolioPropertyId?: number },
    meta: { agency: string; address: string; day: string; uploadedBy?: number | null },
    documentType: string,
    title: string,
    services: DocumentServiceRef[],
    fields: [string, string][],
  ): void {
    const fileId = this.rng.uuid()
    const reference = `${documentType.slice(0, 3)}-${this.rng.digits(7)}`
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    this.files.push({
      id: fileId,
      originalName: `${slug}-${meta.day}.pdf`,
      contentType: 'application/pdf',
      createdAt: at(meta.day, 16),
      uploadedByUserId: meta.uploadedBy ?? null,
      render: () =>
        renderPdf({
          title: title.toUpperCase(),
          reference,
          agency: meta.agency,
          address: meta.address,
          date: meta.day,
          fields,
        }),
    })
    this.push(target, fileId, documentType, services, meta.day)
  }

  photo(target: { propertyId?: number; portfolioPropertyId?: number }, day: string, uploadedBy: number | null): void {
    const fileId = this.rng.uuid()
    const [r, g, b] = this.rng.pick(PHOTO_COLOURS)
    this.files.push({
      id: fileId,
      originalName: `IMG_${this.rng.digits(4)}.png`,
      contentType: 'image/png',
      createdAt: at(day, 12),
      uploadedByUserId: uploadedBy,
      render: () => renderPng(r, g, b),
    })
    this.push(target, fileId, 'PHOTO', [], day)
  }

  private push(
    target: { propertyId?: number; portfolioPropertyId?: number },
    fileId: string,
    documentType: string,
    services: DocumentServiceRef[],
    day: string,
  ): void {
    this.rows.push({
      id: this.rng.uuid(),
      propertyId: target.propertyId ?? null,
      portfolioPropertyId: target.portfolioPropertyId ?? null,
      fileId,
      documentType,
      services,
      createdAt: at(day, 16, this.rng.int(0, 59)),
    })
  }

  async save(ctx: SeedContext): Promise<void> {
    await storeFiles(ctx, this.files)
    await insertAll(ctx.db, documents, this.rows)
  }
}

export function serviceReportFields(code: ServiceCode | 'OTHER', day: string, outcome: string): [string, string][] {
  return [
    ['Service', SERVICE_NAME.get(code) ?? code],
    ['Date of service', displayDate(day)],
    ['Outcome', outcome],
  ]
}

/** Service reports, certificates, third-party resolutions, photos and other documents of managed properties. */
export function planManagedDocuments(batch: DocumentBatch, agency: AgencyRecord, plans: PropertyPlan[], today: string) {
  const rng = new Rng(`documents:${agency.name}`)
  for (const plan of plans) {
    const target = { propertyId: plan.id }
    const address = fullAddress(plan)
    const meta = (day: string, uploadedBy: number | null = null) => ({ agency: agency.name, address, day, uploadedBy })
    if (plan.index < 4 || rng.chance(0.45)) {
      for (const service of plan.services) {
        const day = service.row.lastServiceDate
        if (!day) continue
        const ok = service.row.complianceStatus !== 'NON_COMPLIANT'
        batch.pdf(
          target,
          meta(day),
          'SERVICE_REPORT',
          'Service report',
          [{ code: service.code }],
          [
            ...serviceReportFields(service.code, day, ok ? 'Compliant' : 'Non-compliant: see findings'),
            ['Next service due', service.row.nextServiceDate ? displayDate(service.row.nextServiceDate) : '-'],
          ],
        )
      }
    }
    const smoke = plan.services.find((s) => s.code === 'SMOKE')
    if (smoke?.row.lastServiceDate && (plan.index === 1 || rng.chance(0.12))) {
      const day = smoke.row.lastServiceDate
      batch.pdf(
        target,
        meta(day),
        'CERTIFICATE',
        'Compliance certificate',
        [{ code: 'SMOKE' }],
        [
          ...serviceReportFields('SMOKE', day, 'Compliant with AS 3786'),
          ['Valid until', displayDate(addDays(day, 365))],
        ],
      )
    }
    if (plan.index === 2 || rng.chance(0.05)) {
      const day = addDays(today, -rng.int(5, 120))
      batch.pdf(
        target,
        meta(day, agency.requesterUserId),
        'THIRD_PARTY_RESOLUTION',
        'Third party resolution',
        [{ code: plan.headline.code }],
        [
          ['Resolved by', rng.pick(['Bright Spark Electricians', 'GasSafe Plumbing', 'Coastal Plumbing Group'])],
          ['Date of work', displayDate(day)],
          ['Work done', 'Defect rectified; invoice and photos attached.'],
        ],
      )
    }
    if (plan.index === 3 || rng.chance(0.08)) {
      const count = rng.int(1, 3)
      for (let i = 0; i < count; i++) batch.photo(target, addDays(today, -rng.int(1, 200)), agency.requesterUserId)
    }
    if (plan.index === 4 || rng.chance(0.03)) {
      const day = addDays(today, -rng.int(10, 300))
      batch.pdf(
        target,
        meta(day, agency.requesterUserId),
        'OTHER',
        'Pool barrier inspection',
        [{ code: 'OTHER', otherServiceName: 'Pool barrier inspection' }],
        [
          ['Outcome', 'Compliant'],
          ['Date of inspection', displayDate(day)],
        ],
      )
    }
  }
}
