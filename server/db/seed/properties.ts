import { SERVICES, type ServiceCode } from '../../../src/contract/catalog.ts'
import { addresses, type EntryMethodPreferences, properties, propertyServices } from '../schema/index.ts'
import { isLocal, streetAddress } from './addresses.ts'
import type { AgencyRecord, SeedContext, SuburbRecord } from './context.ts'
import { insertIds } from './insert.ts'
import { addDays, addMonths, at, Rng } from './random.ts'
import { type DateMode, type JobStatus, SCENARIOS, type Scenario, type ScenarioKind } from './scenarios.ts'

type PropertyRow = typeof properties.$inferInsert
type ServiceRow = typeof propertyServices.$inferInsert

export type ServicePlan = { code: ServiceCode; row: ServiceRow; id: number }

export type PropertyPlan = {
  agency: AgencyRecord
  /** Position within its agency; the first ones get every scenario in turn. */
  index: number
  kind: ScenarioKind
  scenario: Scenario
  suburb: SuburbRecord
  line1: string
  row: PropertyRow
  services: ServicePlan[]
  headline: ServicePlan
  createdDay: string
  id: number
}

const SERVICE_BY_CODE = new Map(SERVICES.map((s) => [s.code, s]))
const ENTRY_VALUES = ['YES', 'NO', 'BY_EXCEPTION'] as const
const TEMPORARY_KEY_NOTES = [
  'Lockbox on the side gate, code available from the office',
  'Spare key with the neighbour at number 14 while the owner is overseas',
  'Key safe at the front door until the renovation finishes',
  'Builder holds a key during bathroom works; collect from site office',
]

function serviceDates(rng: Rng, today: string, months: number, mode: DateMode, gasConfirmation: boolean) {
  if (mode === 'never') return { last: null, next: gasConfirmation ? null : addDays(today, rng.int(3, 45)) }
  let next: string
  if (mode === 'approaching') next = addDays(today, rng.int(1, 30))
  else if (mode === 'overdue') next = addDays(today, -rng.int(3, 150))
  else next = addDays(today, rng.int(31, months * 30 - 20))
  return { last: addMonths(next, -months), next }
}

function servicePlan(rng: Rng, ctx: { today: string; cancelled: boolean }, code: ServiceCode, spec: ServiceSpec) {
  const service = SERVICE_BY_CODE.get(code)
  if (!service) throw new Error(`Unknown service ${code}`)
  const months = service.serviceFrequencyMonths
  const { last, next } = serviceDates(rng, ctx.today, months, spec.mode, spec.status === 'GAS_CONFIRMATION_REQUIRED')
  let bookedInDate: string | null = null
  if (spec.job === 'BOOKED_IN') {
    const latest =
      spec.mode === 'approaching' && next ? Math.max(2, (Date.parse(next) - Date.parse(ctx.today)) / 864e5) : 21
    bookedInDate = addDays(ctx.today, rng.int(1, Math.max(1, Math.floor(latest))))
  }
  const row: ServiceRow = {
    propertyId: 0,
    serviceId: service.id,
    jobStatus: ctx.cancelled ? null : spec.job,
    isOnHold: spec.onHold ?? false,
    isPendingCancellation: spec.pendingCancellation ?? false,
    isCancelled: ctx.cancelled,
    complianceStatus: spec.status,
    lastServiceDate: last,
    nextServiceDate: next,
    serviceFrequencyMonths: months,
    bookedInDate,
  }
  return { code, row, id: 0 }
}

type ServiceSpec = Scenario['headline']

/** `slot`: the position in the first cycle of an agency (forces coverage), or -1. */
function chooseServices(rng: Rng, agency: AgencyRecord, scenario: Scenario, slot: number): ServiceCode[] {
  if (scenario.nonResidential) return ['SMOKE']
  const codes: ServiceCode[] = ['SMOKE']
  if (agency.stateCode === 'VIC') {
    if (scenario.gas || rng.chance(0.75)) codes.push('GAS')
    if (rng.chance(0.7) || slot % 5 === 0) codes.push('ELECTRICAL')
  }
  if (rng.chance(0.2) || slot % 4 === 0) codes.push('BLINDS')
  if (rng.chance(0.15) || slot % 4 === 1) codes.push('WATER')
  if (rng.chance(agency.stateCode === 'QLD' ? 0.45 : 0.25) || slot % 4 === 2) codes.push('RCD')
  return codes
}

function keyFields(rng: Rng, agency: AgencyRecord, today: string, slot: number): Partial<PropertyRow> {
  const hasKey = slot % 3 === 0 || rng.chance(0.35)
  const onsite =
    slot >= 0 && slot < 3
      ? (['AVAILABLE', 'TEMPORARY', 'UNAVAILABLE'] as const)[slot]
      : rng.weighted([
          ['UNAVAILABLE', 60],
          ['AVAILABLE', 27],
          ['TEMPORARY', 13],
        ] as const)
  return {
    isKeyAvailable: hasKey,
    keyNumber: hasKey ? `${rng.pick(['K', 'B', 'KEY-', ''])}${rng.int(1, 350)}` : null,
    keyLocationId: hasKey && agency.keyLocationIds.length > 0 ? rng.pick(agency.keyLocationIds) : null,
    onsiteKeyAvailability: onsite,
    temporaryKeyExpirationDate: onsite === 'TEMPORARY' ? addDays(today, rng.int(30, 180)) : null,
    keyOnsiteNotes:
      onsite === 'TEMPORARY'
        ? rng.pick(TEMPORARY_KEY_NOTES)
        : onsite === 'AVAILABLE' && rng.chance(0.5)
          ? 'Key safe beside the meter box; code from the office'
          : null,
    keyInfoValidFrom: onsite === 'UNAVAILABLE' ? null : addDays(today, -rng.int(5, 300)),
  }
}

function entryPreferences(rng: Rng, slot: number, at: { agency: AgencyRecord; index: number; today: string }) {
  if (slot % 6 !== 4 && !rng.chance(0.3)) return {}
  const prefs: EntryMethodPreferences = {}
  if (rng.chance(0.8)) prefs.occupantAppointmentPreference = rng.pick(ENTRY_VALUES)
  if (rng.chance(0.6)) prefs.internalEnPreference = rng.pick(ENTRY_VALUES)
  if (rng.chance(0.5)) prefs.vacantEntryPreference = rng.pick(ENTRY_VALUES)
  return withTemporaryPreferences(prefs, at)
}

/**
 * Some preferences are "allow until a set date" (NO with a temporary YES): most end in the coming weeks, and the
 * fourth property of each agency with preferences (index 4) has one that ended last week. A separate random
 * stream, so the rest of the seed draws what it drew before temporary preferences existed.
 */
function withTemporaryPreferences(
  prefs: EntryMethodPreferences,
  { agency, index, today }: { agency: AgencyRecord; index: number; today: string },
): EntryMethodPreferences {
  const rng = new Rng(`entry-preferences:${agency.name}:${index}`)
  const until = (expiresAt: string) => ({
    preference: 'NO' as const,
    tempPreference: 'YES' as const,
    tempPreferenceExpiresAt: expiresAt,
  })
  if (index === 4) {
    return {
      ...prefs,
      internalEnPreference: until(addDays(today, -rng.int(2, 7))),
      comments: 'Entry notices were allowed while the tenant was overseas.',
    }
  }
  if (prefs.occupantAppointmentPreference === undefined || !rng.chance(0.4)) return prefs
  return {
    ...prefs,
    occupantAppointmentPreference: until(addDays(today, rng.int(5, 80))),
    comments: rng.pick([
      'Tenant works night shifts: appointments only until the lease renewal.',
      'Owner allows appointments until the renovation starts.',
    ]),
  }
}

/** One property: address, statuses, keys and services, following its scenario. */
export function planProperty(
  rng: Rng,
  agency: AgencyRecord,
  suburbs: SuburbRecord[],
  today: string,
  index: number,
  kind: ScenarioKind,
  forced: boolean,
): PropertyPlan {
  const scenario: Scenario = SCENARIOS[kind]
  const local = suburbs.filter((s) => isLocal(agency, s))
  const suburb = rng.pick(local.length > 0 && rng.chance(0.85) ? local : suburbs)
  const slot = forced ? index : -1
  const codes = chooseServices(rng, agency, scenario, slot)
  const headlineCode: ServiceCode = scenario.gas ? 'GAS' : rng.pick(codes)
  const cancelled = scenario.cancelled ?? false
  const plans = codes.map((code) => {
    if (code === headlineCode) return servicePlan(rng, { today, cancelled }, code, scenario.headline)
    const mode: DateMode = scenario.othersNever ? 'never' : 'compliant'
    const status = scenario.othersNever ? scenario.headline.status : 'COMPLIANT'
    const job: JobStatus | null = scenario.othersNever
      ? rng.pick(['SERVICE_PENDING', 'BOOKED_IN'] as const)
      : 'COMPLETED'
    return servicePlan(rng, { today, cancelled }, code, { mode, job: kind === 'underEnrolment' ? null : job, status })
  })
  const headline = plans.find((p) => p.code === headlineCode) ?? (plans[0] as ServicePlan)
  const createdDay = scenario.recent ? addDays(today, -rng.int(0, 29)) : addDays(today, -rng.int(60, 1400))
  const managers = agency.propertyManagers
  const manager = forced
    ? index === 1
      ? null
      : managers[0]
    : rng.chance(0.03)
      ? null
      : rng.chance(0.3)
        ? managers[0]
        : rng.pick(managers)
  const integrated = agency.integration !== null && (forced ? index !== 2 : rng.chance(0.9))
  const row: PropertyRow = {
    agencyId: agency.id,
    addressId: 0,
    propertyManagerId: manager?.id ?? null,
    isIntegrated: integrated,
    isCancelled: cancelled,
    isResidentialProperty: !scenario.nonResidential,
    nonResidentialPropertyType: scenario.nonResidential
      ? rng.pick(['commercial', 'industrial', 'other'] as const)
      : null,
    complianceStatus: scenario.compliance,
    overviewStatus: scenario.overview,
    ...keyFields(rng, agency, today, slot),
    bookingMethod: rng.chance(0.7) ? 'APPOINTMENT' : 'ENTRY_NOTICE',
    entryMethodPreferences: entryPreferences(rng, slot, { agency, index, today }),
    showHoldService: !cancelled && (forced || rng.chance(0.95)),
    showCancelProperty: !cancelled && !scenario.headline.pendingCancellation,
    canSelectCancellationServices: forced || rng.chance(0.85),
    createdAt: at(createdDay, rng.int(8, 17), rng.int(0, 59)),
  }
  return {
    agency,
    index,
    kind,
    scenario,
    suburb,
    line1: streetAddress(rng),
    row,
    services: plans,
    headline,
    createdDay,
    id: 0,
  }
}

/** Inserts addresses, properties and their services, filling in the ids of the plans. */
export async function insertProperties(ctx: SeedContext, plans: PropertyPlan[]): Promise<void> {
  const addressIds = await insertIds(
    ctx.db,
    addresses,
    plans.map((p) => ({ line1: p.line1, line2: null, line3: null, suburbId: p.suburb.id })),
  )
  const propertyIds = await insertIds(
    ctx.db,
    properties,
    plans.map((p, i) => ({ ...p.row, addressId: addressIds[i] as number })),
  )
  plans.forEach((p, i) => {
    p.id = propertyIds[i] as number
    p.row.addressId = addressIds[i] as number
  })
  const services = plans.flatMap((p) => p.services.map((s) => ({ plan: s, propertyId: p.id })))
  const serviceIds = await insertIds(
    ctx.db,
    propertyServices,
    services.map((s) => ({ ...s.plan.row, propertyId: s.propertyId })),
  )
  services.forEach((s, i) => {
    s.plan.id = serviceIds[i] as number
  })
}

/** An agency's demo properties: every scenario once first (so any size covers them all), then by weight. */
export function planAgencyProperties(
  agency: AgencyRecord,
  count: number,
  suburbs: SuburbRecord[],
  today: string,
  weights: readonly (readonly [ScenarioKind, number])[],
  forcedKinds: readonly ScenarioKind[],
): PropertyPlan[] {
  const rng = new Rng(`properties:${agency.name}`)
  const hasGas = agency.stateCode === 'VIC'
  const allowed = (kind: ScenarioKind) => hasGas || kind !== 'gasConfirmation'
  const forced = forcedKinds.filter(allowed)
  const usable = weights.filter(([kind]) => allowed(kind))
  const seen = new Set<string>()
  const plans: PropertyPlan[] = []
  for (let index = 0; index < count; index++) {
    const kind = forced[index] ?? rng.weighted(usable)
    let plan = planProperty(rng, agency, suburbs, today, index, kind, index < forced.length)
    // Re-draw the rare duplicate address so each property of an agency is distinct.
    for (let tries = 0; tries < 5 && seen.has(`${plan.line1}|${plan.suburb.id}`); tries++) {
      plan = planProperty(rng, agency, suburbs, today, index, kind, index < forced.length)
    }
    seen.add(`${plan.line1}|${plan.suburb.id}`)
    plans.push(plan)
  }
  return plans
}
