import * as v from 'valibot'
import type { StateCode } from '../../../src/contract/states.ts'
import { ContactNumberBodySchema } from '../../../src/contract/tenancy-bodies.ts'
import { addresses, contactNumbers, occupants, propertyContacts, tenancies } from '../schema/index.ts'
import { emailLocalPart, streetAddress } from './addresses.ts'
import type { SeedContext, SuburbRecord } from './context.ts'
import { EMAIL_PROVIDERS, FIRST_NAMES, LAST_NAMES, SALUTATIONS } from './data/names.ts'
import { insertAll, insertIds } from './insert.ts'
import type { PropertyPlan } from './properties.ts'
import { addDays, addMonths, at, type Rng } from './random.ts'

type NumberRow = typeof contactNumbers.$inferInsert
type TenancyRow = typeof tenancies.$inferInsert
type OccupantPlan = { name: string; email: string | null; numbers: NumberRow[] }
type TenancyPlan = { propertyId: number; row: TenancyRow; occupants: OccupantPlan[] }
type ContactPlan = {
  row: typeof propertyContacts.$inferInsert
  address: typeof addresses.$inferInsert | null
  numbers: NumberRow[]
}
export type PeoplePlan = { tenancies: TenancyPlan[]; contacts: ContactPlan[] }

/** The tenancy situation of a property (the first six of each agency get one each). */
type TenancyKind = 'current' | 'vacating' | 'vacated' | 'none' | 'upcoming' | 'renewed'
const TENANCY_KINDS: readonly TenancyKind[] = ['current', 'vacating', 'vacated', 'none', 'upcoming', 'renewed']

const LANDLINE_PREFIX: Record<StateCode, string> = {
  ACT: '+6126',
  NSW: '+6129',
  NT: '+61889',
  QLD: '+6173',
  SA: '+6188',
  TAS: '+6136',
  VIC: '+6139',
  WA: '+6189',
}

function candidatePhone(rng: Rng, type: NumberRow['type'], state: StateCode): string {
  if (rng.chance(0.02)) return rng.chance(0.5) ? `+6421${rng.digits(7)}` : `+447${rng.digits(9)}`
  if (type === 'MOBILE') return `+614${rng.digits(8)}`
  const prefix = LANDLINE_PREFIX[state]
  return `${prefix}${rng.digits(12 - prefix.length)}`
}

/** A number the app itself accepts: random digits can fall in ranges no carrier was allocated. */
function phone(rng: Rng, type: NumberRow['type'], state: StateCode): string {
  for (;;) {
    const number = candidatePhone(rng, type, state)
    if (v.safeParse(ContactNumberBodySchema, { number, type }).success) return number
  }
}

function personEmail(rng: Rng, first: string, last: string): string {
  const local = emailLocalPart(`${first} ${last}`)
  return `${rng.chance(0.3) ? local.replace('.', '') : local}${rng.chance(0.3) ? rng.int(1, 99) : ''}@${rng.pick(EMAIL_PROVIDERS)}`
}

function numbersFor(rng: Rng, state: StateCode, count: number, dnc: 'OTHER' | 'DNC' | null): NumberRow[] {
  const rows: NumberRow[] = []
  for (let i = 0; i < count; i++) {
    const type: NumberRow['type'] =
      i === 0 ? (rng.chance(0.92) ? 'MOBILE' : 'HOME') : rng.pick(['HOME', 'OFFICE', 'OTHER', 'MOBILE'])
    const code = dnc ?? (rng.chance(0.02) ? 'OTHER' : rng.chance(0.02) ? 'DNC' : null)
    rows.push({
      number: phone(rng, type, state),
      type,
      doNotContactReasonCode: code,
      doNotContactReasonName:
        code === 'OTHER' ? 'Unable to Contact' : code === 'DNC' ? 'Do not contact requested' : null,
    })
  }
  return rows
}

function occupantsFor(rng: Rng, state: StateCode, index: number, light: boolean): OccupantPlan[] {
  const count = light
    ? rng.int(1, 2)
    : rng.weighted([
        [1, 35],
        [2, 40],
        [3, 15],
        [4, 10],
      ] as const)
  const family = rng.pick(LAST_NAMES)
  return Array.from({ length: count }, (_, i) => {
    const first = rng.pick(FIRST_NAMES)
    const last = i > 0 && rng.chance(0.5) ? family : rng.pick(LAST_NAMES)
    // A whole occupant unreachable in a few places (all numbers blacklisted).
    const dnc = i === 0 && index === 0 ? 'OTHER' : i === 0 && index === 5 ? 'DNC' : null
    return {
      name: `${first} ${last}`,
      email: rng.chance(light ? 0.6 : 0.75) ? personEmail(rng, first, last) : null,
      numbers: numbersFor(
        rng,
        state,
        light
          ? 1
          : rng.weighted([
              [0, 8],
              [1, 62],
              [2, 30],
            ] as const),
        dnc,
      ),
    }
  })
}

function tenancyRows(rng: Rng, plan: PropertyPlan, today: string, kind: TenancyKind): TenancyRow[] {
  const source: TenancyRow['source'] =
    plan.row.isIntegrated && rng.chance(0.85)
      ? 'PROPERTY_MANAGEMENT_SOFTWARE'
      : rng.chance(0.9)
        ? 'AGENCY_PORTAL'
        : 'COMPLIANCE_PROVIDER'
  const base = (startedAt: string, extra: Partial<TenancyRow>): TenancyRow => {
    const created = startedAt < today ? startedAt : addDays(today, -rng.int(1, 20))
    return {
      propertyId: plan.id,
      startedAt,
      source,
      leaseType: rng.pick(['NEW', 'RENEWAL', null] as const),
      notes: rng.chance(0.15)
        ? rng.pick(['Tenant works night shifts; call after 11am', 'Dog on premises', 'Prefers SMS'])
        : null,
      confirmedAt: rng.chance(0.6) ? at(created, 11) : null,
      version: 1,
      createdAt: at(created, 10),
      updatedAt: at(created, 10),
      ...extra,
    }
  }
  const pastStart = addDays(today, -rng.int(30, 900))
  const current = () => base(pastStart, { endedAt: rng.chance(0.5) ? addMonths(pastStart, rng.pick([12, 24])) : null })
  const vacated = () => {
    const out = addDays(today, -rng.int(5, 120))
    return base(addDays(out, -rng.int(180, 1000)), { vacatingAt: out, endedAt: out, isVacated: true, leaseType: 'NEW' })
  }
  switch (kind) {
    case 'current':
      return [current()]
    case 'vacating': {
      const row = current()
      return [{ ...row, endedAt: null, vacatingAt: addDays(today, rng.int(3, 60)) }]
    }
    case 'vacated':
      return [vacated()]
    case 'none':
      return []
    case 'upcoming': {
      const start = addDays(today, rng.int(3, 40))
      return [vacated(), base(start, { endedAt: addMonths(start, 12), leaseType: 'NEW' })]
    }
    case 'renewed':
      return [vacated(), current()]
  }
}

/** Tenancies with occupants, landlords and agency contacts of one property. */
export function planPeople(rng: Rng, plan: PropertyPlan, today: string, light: boolean): PeoplePlan {
  const state = plan.suburb.stateCode
  const kind: TenancyKind = light
    ? rng.chance(0.88)
      ? 'current'
      : 'none'
    : (TENANCY_KINDS[plan.index] ??
      rng.weighted([
        ['current', 55],
        ['vacating', 10],
        ['vacated', 8],
        ['none', 5],
        ['upcoming', 5],
        ['renewed', 17],
      ] as const))
  const tenancyPlans = tenancyRows(rng, plan, today, kind).map((row) => ({
    propertyId: plan.id,
    row,
    occupants: occupantsFor(rng, state, plan.index, light),
  }))
  if (light) return { tenancies: tenancyPlans, contacts: [] }

  const contacts: ContactPlan[] = []
  const landlords = rng.chance(0.1) ? 2 : rng.chance(0.92) ? 1 : 0
  for (let i = 0; i < landlords; i++) {
    const first = rng.pick(FIRST_NAMES)
    const last = rng.pick(LAST_NAMES)
    const international = rng.chance(0.05)
    const withAddress = international || rng.chance(0.3)
    contacts.push({
      row: {
        propertyId: plan.id,
        role: 'LANDLORD',
        name: `${first} ${last}`,
        email: rng.chance(0.7) ? personEmail(rng, first, last) : null,
        salutation: rng.chance(0.4) ? rng.pick(SALUTATIONS) : null,
      },
      address: withAddress ? landlordAddress(rng, plan.suburb, international) : null,
      numbers: numbersFor(rng, state, rng.chance(0.6) ? rng.int(1, 2) : 0, null),
    })
  }
  if (plan.index === 5 || rng.chance(0.03)) {
    const manager = rng.pick(plan.agency.propertyManagers)
    const team = rng.chance(0.5)
    contacts.push({
      row: {
        propertyId: plan.id,
        role: 'AGENCY_CONTACT',
        name: team ? 'Leasing Team' : manager.name,
        email: team ? `leasing@${plan.agency.domain ?? 'agency.com.au'}` : manager.email,
        salutation: null,
      },
      address: null,
      numbers: team ? [] : numbersFor(rng, state, 1, null),
    })
  }
  return { tenancies: tenancyPlans, contacts }
}

function landlordAddress(rng: Rng, near: SuburbRecord, international: boolean): typeof addresses.$inferInsert {
  if (international) {
    return {
      line1: '',
      internationalAddress: rng.pick([
        '14 Ponsonby Road, Ponsonby, Auckland 1011, New Zealand',
        'Flat 2, 31 Elgin Crescent, London W11 2JD, United Kingdom',
        '88 Orchard Road, #12-04, Singapore 238839',
      ]),
    }
  }
  return { line1: streetAddress(rng), suburbId: near.id }
}

export async function insertPeople(ctx: SeedContext, plans: PeoplePlan[]): Promise<void> {
  const tenancyPlans = plans.flatMap((p) => p.tenancies)
  const tenancyIds = await insertIds(
    ctx.db,
    tenancies,
    tenancyPlans.map((t) => t.row),
  )
  const occupantPlans = tenancyPlans.flatMap((t, i) =>
    t.occupants.map((o, position) => ({ ...o, tenancyId: tenancyIds[i] as number, position })),
  )
  const occupantIds = await insertIds(
    ctx.db,
    occupants,
    occupantPlans.map(({ tenancyId, name, email, position }) => ({ tenancyId, name, email, position })),
  )
  const numbers: NumberRow[] = occupantPlans.flatMap((o, i) =>
    o.numbers.map((n) => ({ ...n, occupantId: occupantIds[i] as number })),
  )

  const contactPlans = plans.flatMap((p) => p.contacts)
  const withAddress = contactPlans.filter((c) => c.address !== null)
  const addressIds = await insertIds(
    ctx.db,
    addresses,
    withAddress.map((c) => c.address as typeof addresses.$inferInsert),
  )
  const addressOf = new Map(withAddress.map((c, i) => [c, addressIds[i] as number]))
  const contactIds = await insertIds(
    ctx.db,
    propertyContacts,
    contactPlans.map((c) => ({ ...c.row, addressId: addressOf.get(c) ?? null })),
  )
  contactPlans.forEach((c, i) => {
    for (const n of c.numbers) numbers.push({ ...n, contactId: contactIds[i] as number })
  })
  await insertAll(ctx.db, contactNumbers, numbers)
}
