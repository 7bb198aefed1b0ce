import { SERVICES, type ServiceCode } from '../../../src/contract/catalog.ts'
import { addresses, portfolioProperties, serviceEntries, serviceProviders } from '../schema/index.ts'
import { fullAddress, streetAddress } from './addresses.ts'
import type { AgencyRecord, SeedContext, SuburbRecord } from './context.ts'
import { PROVIDER_COMPANY_NAMES } from './data/names.ts'
import { type DocumentBatch, serviceReportFields } from './documents.ts'
import { insertAll, insertIds } from './insert.ts'
import type { PropertyPlan } from './properties.ts'
import { addDays, addMonths, at, type Rng } from './random.ts'

type PortfolioRow = typeof portfolioProperties.$inferInsert
type EntryRow = typeof serviceEntries.$inferInsert
type GasCount = PortfolioRow['gasApplianceCountValue']
export type Provider = { id: number; name: string }

export type PortfolioPlan = {
  row: PortfolioRow
  entries: EntryRow[]
  /** A new address (non-managed properties); mirrored ones share the managed property's address. */
  address: { line1: string; suburb: SuburbRecord } | null
  /** Another provider's certificate to attach once the id is known. */
  document: { code: ServiceCode; provider: string; day: string } | null
}

const SERVICE_BY_CODE = new Map(SERVICES.map((s) => [s.code, s]))

/** Portfolio rows mirroring managed properties (propertyId set); entries point at our services (complianceId). */
export function planMirrors(
  rng: Rng,
  agency: AgencyRecord,
  plans: PropertyPlan[],
  providers: Provider[],
): PortfolioPlan[] {
  const software = agency.integration ?? 'Unknown'
  const out: PortfolioPlan[] = []
  for (const plan of plans) {
    if (plan.scenario.cancelled || plan.index === 7 || !rng.chance(0.9)) continue
    const hasGas = plan.services.some((s) => s.code === 'GAS')
    const gas: GasCount = plan.scenario.gas
      ? rng.pick([null, 'unknownCount'] as const)
      : hasGas
        ? rng.pick(['1', '2+'] as const)
        : null
    const entries: EntryRow[] = plan.services.map((s) => ({
      portfolioPropertyId: 0,
      serviceId: s.row.serviceId,
      complianceId: s.id,
      managedBy: null,
      lastServiceDate: s.row.lastServiceDate ?? null,
      nextServiceDate: s.row.nextServiceDate ?? null,
      providerId: null,
      serviceFrequencyMonths: s.row.serviceFrequencyMonths,
    }))
    if (agency.stateCode === 'VIC' && !hasGas && providers.length > 0 && rng.chance(0.5)) {
      const last = addDays(plan.createdDay, -rng.int(0, 300))
      entries.push({
        portfolioPropertyId: 0,
        serviceId: 2,
        complianceId: null,
        managedBy: 'THIRD_PARTY',
        lastServiceDate: last,
        nextServiceDate: addMonths(last, 24),
        providerId: rng.pick(providers).id,
        serviceFrequencyMonths: 24,
      })
    }
    out.push({
      row: {
        agencyId: agency.id,
        addressId: plan.row.addressId,
        propertyManagerId: plan.row.propertyManagerId ?? null,
        propertyId: plan.id,
        softwareName: software,
        firstActiveDate: addDays(plan.createdDay, -rng.int(1, 200)),
        gasApplianceCountValue: gas,
        isResidentialProperty: plan.row.isResidentialProperty ?? true,
        nonResidentialPropertyType: plan.row.nonResidentialPropertyType ?? null,
      },
      entries,
      address: null,
      document: null,
    })
  }
  return out
}

type EntryKind =
  | 'compliant'
  | 'overdue'
  | 'approaching'
  | 'missingSupplier'
  | 'missingLast'
  | 'landlord'
  | 'notManaged'
  | 'unknown'
const ENTRY_CYCLE: readonly EntryKind[] = [
  'compliant',
  'overdue',
  'approaching',
  'missingSupplier',
  'missingLast',
  'landlord',
  'notManaged',
  'unknown',
]

function entryFor(rng: Rng, today: string, code: ServiceCode, kind: EntryKind, providers: Provider[]): EntryRow {
  const provider = () => rng.pick(providers).id
  const months = SERVICE_BY_CODE.get(code)?.serviceFrequencyMonths ?? 12
  const base: EntryRow = {
    portfolioPropertyId: 0,
    serviceId: SERVICE_BY_CODE.get(code)?.id ?? 1,
    serviceFrequencyMonths: months,
  }
  const datesBy = (next: string) => ({ lastServiceDate: addMonths(next, -months), nextServiceDate: next })
  switch (kind) {
    case 'compliant':
      return {
        ...base,
        managedBy: 'THIRD_PARTY',
        providerId: provider(),
        ...datesBy(addDays(today, rng.int(31, months * 30 - 20))),
      }
    case 'overdue':
      return { ...base, managedBy: 'THIRD_PARTY', providerId: provider(), ...datesBy(addDays(today, -rng.int(1, 200))) }
    case 'approaching':
      return { ...base, managedBy: 'THIRD_PARTY', providerId: provider(), ...datesBy(addDays(today, rng.int(1, 30))) }
    case 'missingSupplier':
      return { ...base, managedBy: 'THIRD_PARTY', providerId: null, ...datesBy(addDays(today, rng.int(31, 200))) }
    case 'missingLast':
      return { ...base, managedBy: 'THIRD_PARTY', providerId: provider(), lastServiceDate: null, nextServiceDate: null }
    case 'landlord':
      return { ...base, managedBy: 'LANDLORD', providerId: null, ...datesBy(addDays(today, rng.int(-60, 200))) }
    case 'notManaged':
      return { ...base, managedBy: 'NOT_MANAGED', providerId: null, lastServiceDate: null, nextServiceDate: null }
    case 'unknown':
      return { ...base, managedBy: 'UNKNOWN', providerId: null, lastServiceDate: null, nextServiceDate: null }
  }
}

/** Properties of the agency's software serviced by other providers (propertyId null), with new managements. */
export function planNonManaged(
  rng: Rng,
  agency: AgencyRecord,
  suburbs: SuburbRecord[],
  today: string,
  providers: Provider[],
): PortfolioPlan[] {
  const count = rng.int(60, 100)
  const out: PortfolioPlan[] = []
  let entryCount = 0
  for (let i = 0; i < count; i++) {
    const isNew = i % 4 === 0
    const firstActiveDate = isNew ? addDays(today, -rng.int(0, 29)) : addDays(today, -rng.int(31, 1500))
    const underEnrolment = isNew && (i % 12 === 4 || rng.chance(0.2))
    const dismissed = isNew && !underEnrolment && (i % 16 === 8 || rng.chance(0.15))
    const manager = rng.chance(0.05) ? null : rng.pick(agency.propertyManagers)
    const vic = agency.stateCode === 'VIC'
    const gas: GasCount = vic
      ? rng.weighted([
          ['1', 30],
          ['2+', 20],
          ['0', 15],
          ['unknownCount', 15],
          [null, 20],
        ] as const)
      : null
    const codes: ServiceCode[] = ['SMOKE']
    if (vic) codes.push('GAS', 'ELECTRICAL')
    for (const extra of ['BLINDS', 'WATER', 'RCD'] as const) if (rng.chance(0.2)) codes.push(extra)
    const entries = codes.map((code) => {
      if (code === 'GAS' && (gas === null || gas === 'unknownCount' || gas === '0')) {
        return entryFor(rng, today, code, gas === '0' ? 'notManaged' : 'unknown', providers)
      }
      const kind = ENTRY_CYCLE[entryCount++ % ENTRY_CYCLE.length] ?? 'compliant'
      return entryFor(rng, today, code, rng.chance(0.5) ? kind : 'compliant', providers)
    })
    const compliant = entries.find((e) => e.providerId && e.lastServiceDate)
    const providerName = providers.find((p) => p.id === compliant?.providerId)?.name ?? null
    const document =
      compliant?.lastServiceDate && providerName && (i % 5 === 1 || rng.chance(0.25))
        ? {
            code: SERVICES.find((s) => s.id === compliant.serviceId)?.code ?? 'SMOKE',
            provider: providerName,
            day: compliant.lastServiceDate,
          }
        : null
    const residential = rng.chance(0.95)
    out.push({
      row: {
        agencyId: agency.id,
        addressId: 0,
        propertyManagerId: manager?.id ?? null,
        propertyId: null,
        softwareName: agency.integration ?? 'Unknown',
        firstActiveDate,
        isUnderEnrolment: underEnrolment,
        underEnrolmentAt: underEnrolment ? at(addDays(today, -rng.int(0, 3)), 10) : null,
        underEnrolmentBy: underEnrolment ? (manager ?? rng.pick(agency.propertyManagers)).name : null,
        dismissedAt: dismissed ? at(addDays(today, -rng.int(0, 5)), 15) : null,
        gasApplianceCountValue: gas,
        isResidentialProperty: residential,
        nonResidentialPropertyType: residential ? null : rng.pick(['commercial', 'industrial'] as const),
      },
      entries,
      address: { line1: streetAddress(rng), suburb: rng.pick(suburbs) },
      document,
    })
  }
  return out
}

/** 5–8 other companies servicing the agency's non-managed properties. */
export async function seedProviders(ctx: SeedContext, rng: Rng, agency: AgencyRecord): Promise<Provider[]> {
  const names = rng.sample(PROVIDER_COMPANY_NAMES, rng.int(5, 8))
  const ids = await insertIds(
    ctx.db,
    serviceProviders,
    names.map((supplierName) => ({ agencyId: agency.id, supplierName })),
  )
  return names.map((name, i) => ({ id: ids[i] as number, name }))
}

/** Inserts new addresses, portfolio rows and entries; queues provider documents on `batch`. */
export async function insertPortfolio(
  ctx: SeedContext,
  plans: PortfolioPlan[],
  batch?: DocumentBatch,
  agencyName = '',
) {
  const withAddress = plans.filter((p) => p.address !== null)
  const addressIds = await insertIds(
    ctx.db,
    addresses,
    withAddress.map((p) => ({ line1: p.address?.line1 ?? '', suburbId: p.address?.suburb.id ?? null })),
  )
  withAddress.forEach((p, i) => {
    p.row.addressId = addressIds[i] as number
  })
  const ids = await insertIds(
    ctx.db,
    portfolioProperties,
    plans.map((p) => p.row),
  )
  await insertAll(
    ctx.db,
    serviceEntries,
    plans.flatMap((p, i) => p.entries.map((e) => ({ ...e, portfolioPropertyId: ids[i] as number }))),
  )
  if (!batch) return
  plans.forEach((p, i) => {
    const doc = p.document
    const address = p.address
    if (!doc || !address) return
    batch.pdf(
      { portfolioPropertyId: ids[i] as number },
      { agency: agencyName, address: fullAddress(address), day: doc.day },
      i % 2 === 0 ? 'CERTIFICATE' : 'SERVICE_REPORT',
      i % 2 === 0 ? 'Compliance certificate' : 'Service report',
      [{ code: doc.code }],
      [...serviceReportFields(doc.code, doc.day, 'Compliant'), ['Serviced by', doc.provider]],
    )
  })
}
