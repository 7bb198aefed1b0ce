import { and, asc, desc, eq, gt, sql } from 'drizzle-orm'
import type { ACCESS_ISSUE_TYPES } from '../../../src/contract/catalog.ts'
import { ACCESS_ISSUE_DEFAULT_LABEL, ACCESS_ISSUE_LABELS } from '../../../src/contract/property.ts'
import { stateCodeOf, todayInState } from '../../../src/contract/states.ts'

type AccessIssueType = (typeof ACCESS_ISSUE_TYPES)[number]

import type { Db } from '../../db/client.ts'
import {
  accessIssues,
  addresses,
  agencies,
  keyPickupLocations,
  notices,
  portfolioProperties,
  propertyManagers,
  propertyServices,
  quotes,
  serviceRequests,
  services,
  suburbs,
} from '../../db/schema/index.ts'
import { effectivePreferencesOf } from './entry-preference-state.ts'
import { pendingHoldsAmong } from './pending-holds.ts'
import type { PropertyRow } from './property-access.ts'
import { loadTenancies, tenancySummary } from './tenancy-view.ts'

const AWAITING_APPROVAL = 2

/** Address lines, suburb, postcode and state, and the one-line form people read. */
export async function addressOf(db: Db, addressId: number) {
  const [row] = await db
    .select({ address: addresses, suburb: suburbs })
    .from(addresses)
    .leftJoin(suburbs, eq(suburbs.id, addresses.suburbId))
    .where(eq(addresses.id, addressId))
  if (!row) throw new Error(`Address ${addressId} is missing`)
  return addressView(row.address, row.suburb)
}

function addressView(address: typeof addresses.$inferSelect, suburb: typeof suburbs.$inferSelect | null) {
  const state = suburb ? (stateCodeOf(suburb.stateId) ?? '') : ''
  return {
    line1: address.line1,
    line2: address.line2,
    line3: address.line3,
    suburb: suburb?.name ?? null,
    postcode: suburb?.postcode ?? null,
    state: state || null,
    fullAddress: fullAddressOf(address, suburb),
  }
}

/** "Unit 3/12 Smith St, Richmond VIC 3121": the address on one line, as people write it. */
export function fullAddressOf(
  address: { line1: string; line2: string | null; line3: string | null; internationalAddress: string | null },
  suburb: { name: string; postcode: string; stateId: number } | null,
): string {
  const lines = [address.line1, address.line2, address.line3].filter((l): l is string => Boolean(l))
  const locality = suburb
    ? `${suburb.name} ${stateCodeOf(suburb.stateId) ?? ''} ${suburb.postcode}`
    : (address.internationalAddress ?? '')
  return [...lines, locality].filter(Boolean).join(', ')
}

/** The agency, address, manager, key location and portfolio row of a property: all 1:1, one query. */
async function propertyParts(db: Db, property: PropertyRow) {
  const none = sql`false`
  const [row] = await db
    .select({
      agency: agencies,
      address: addresses,
      suburb: suburbs,
      manager: { id: propertyManagers.id, name: propertyManagers.name, email: propertyManagers.email },
      keyLocation: { keyLocationId: keyPickupLocations.id, fullAddress: keyPickupLocations.fullAddress },
      mirrorId: sql<number | null>`(select ${portfolioProperties.id} from ${portfolioProperties}
        where ${portfolioProperties.propertyId} = ${property.id} limit 1)`,
    })
    .from(addresses)
    .leftJoin(suburbs, eq(suburbs.id, addresses.suburbId))
    .leftJoin(agencies, eq(agencies.id, property.agencyId))
    .leftJoin(propertyManagers, property.propertyManagerId ? eq(propertyManagers.id, property.propertyManagerId) : none)
    .leftJoin(keyPickupLocations, property.keyLocationId ? eq(keyPickupLocations.id, property.keyLocationId) : none)
    .where(eq(addresses.id, property.addressId))
  if (!row) throw new Error(`Address ${property.addressId} is missing`)
  return row
}

/**
 * GET /v1/property/{id}: the overview in six queries sent at once (after the session and the property):
 * the 1:1 parts, the services (with their urgent-quote flag), the tenancies (two), open access issues,
 * open notices and recent requests (whose hold requests also give the pending holds).
 */
export async function propertyDetail(db: Db, property: PropertyRow) {
  const requestsSince = new Date(Date.now() - 90 * 24 * 3600_000)
  const [parts, serviceRows, tenancies, openIssues, openNotices, requests] = await Promise.all([
    propertyParts(db, property),
    db
      .select({
        ps: propertyServices,
        service: services,
        hasUrgentQuote: sql<boolean>`exists (select 1 from ${quotes} where ${quotes.propertyId} = ${property.id}
          and ${quotes.serviceId} = ${services.id} and ${quotes.severity} = 'URGENT'
          and ${quotes.statusId} = ${AWAITING_APPROVAL})`,
      })
      .from(propertyServices)
      .innerJoin(services, eq(services.id, propertyServices.serviceId))
      .where(and(eq(propertyServices.propertyId, property.id), eq(propertyServices.isCancelled, false)))
      .orderBy(asc(services.id)),
    loadTenancies(db, property.id),
    db
      .select()
      .from(accessIssues)
      .where(and(eq(accessIssues.propertyId, property.id), eq(accessIssues.state, 'OPEN')))
      .orderBy(asc(accessIssues.createdAt)),
    db
      .select()
      .from(notices)
      .where(and(eq(notices.propertyId, property.id), eq(notices.isResolved, false)))
      .orderBy(asc(notices.createdAt)),
    db
      .select()
      .from(serviceRequests)
      .where(and(eq(serviceRequests.propertyId, property.id), gt(serviceRequests.createdAt, requestsSince)))
      .orderBy(desc(serviceRequests.createdAt)),
  ])
  const { agency, suburb } = parts
  const address = addressView(parts.address, suburb)
  const manager = parts.manager?.id == null ? null : parts.manager
  const keyLocation = parts.keyLocation?.keyLocationId == null ? null : parts.keyLocation
  const mirror = parts.mirrorId === null ? null : { id: Number(parts.mirrorId) }
  // Hold requests are at most REQUEST_PROCESSING_HOURS old, well inside the 90 days of requests read here;
  // a cancelled service is not listed, so its hold state cannot show.
  const pendingHolds = pendingHoldsAmong(
    requests,
    serviceRows.filter(({ ps }) => ps.isOnHold).map(({ ps }) => ps.serviceId),
  )
  const today = todayInState(agency?.stateId ?? 7)
  const tenancy = tenancySummary(tenancies, today)
  const urgent = new Set(serviceRows.filter((r) => r.hasUrgentQuote).map((r) => r.service.id))
  const tags = [
    ...(property.isIntegrated ? (['Integrated'] as const) : []),
    ...(property.isCancelled ? (['Cancelled'] as const) : []),
    ...(tenancy.isVacant ? (['Vacant'] as const) : []),
  ]
  return {
    compliancePropertyId: property.id,
    address,
    tags,
    isIntegrated: property.isIntegrated,
    isCancelled: property.isCancelled,
    softwareName: property.isIntegrated ? (agency?.integrationSoftwareName ?? null) : null,
    complianceStatus: property.complianceStatus,
    overviewStatus: property.overviewStatus,
    isResidentialProperty: property.isResidentialProperty,
    nonResidentialPropertyType: property.nonResidentialPropertyType,
    propertyManager: manager,
    isKeyAvailable: property.isKeyAvailable,
    keyNumber: property.keyNumber,
    keyLocationId: property.keyLocationId,
    keyLocation,
    propertyKeyInformation: {
      onsiteAvailability: property.onsiteKeyAvailability,
      temporaryKeyExpirationDate: property.temporaryKeyExpirationDate,
      keyOnsiteNotes: property.keyOnsiteNotes,
      validFrom: property.keyInfoValidFrom,
    },
    services: serviceRows.map(({ ps, service }) => ({
      serviceId: service.id,
      code: service.code,
      name: service.name,
      shortName: service.shortName,
      tags: [
        ...(ps.isOnHold ? ['ON_HOLD'] : []),
        ...(ps.jobStatus && ps.jobStatus !== 'COMPLETED' ? [ps.jobStatus] : []),
        ...(urgent.has(service.id) ? ['HAS_URGENT_QUOTATIONS'] : []),
        ...(ps.isPendingCancellation ? ['PENDING_CANCELLATION'] : []),
        ...(pendingHolds.has(service.id) ? ['HOLD_REQUESTED'] : []),
      ],
      complianceStatus: ps.complianceStatus,
      lastServiceDate: ps.lastServiceDate,
      nextServiceDate: ps.nextServiceDate,
      bookedInDate: ps.bookedInDate,
      serviceFrequencyMonths: ps.serviceFrequencyMonths,
    })),
    bookingMethod: property.bookingMethod,
    entryMethodPreferences: effectivePreferencesOf(
      property.entryMethodPreferences,
      agency?.entryMethodPreference ?? 1,
      today,
    ),
    showHoldService: property.showHoldService && !property.isCancelled,
    showCancelProperty: property.showCancelProperty && !property.isCancelled,
    canSelectCancellationServices: property.canSelectCancellationServices,
    tenancy,
    openAccessIssues: openIssues.map((i) => ({
      id: i.id,
      issueType: i.issueType,
      label: ACCESS_ISSUE_LABELS[i.issueType as AccessIssueType] ?? ACCESS_ISSUE_DEFAULT_LABEL,
      entryMethod: i.entryMethod,
      createdAt: i.createdAt.toISOString(),
    })),
    openNotices: openNotices.map((n) => ({
      id: n.id,
      noticeType: n.noticeType,
      isUrgent: n.isUrgent,
      createdAt: n.createdAt.toISOString(),
    })),
    serviceRequests: requests.map((r) => ({
      id: r.id,
      kind: r.kind,
      serviceIds: r.serviceIds,
      holdDate: r.holdDate,
      createdAt: r.createdAt.toISOString(),
    })),
    detailsConfirmedAt: property.detailsConfirmedAt?.toISOString() ?? null,
    agencyPortfolioPropertyId: mirror?.id ?? null,
  }
}
