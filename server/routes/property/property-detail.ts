import { and, asc, desc, eq, gt } from 'drizzle-orm'
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
import { pendingHoldServiceIds } from './pending-holds.ts'
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
  const { address, suburb } = row
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

/** GET /v1/property/{id}: the overview, each part loaded by its own query (no per-service round trips). */
export async function propertyDetail(db: Db, property: PropertyRow) {
  const [agency] = await db.select().from(agencies).where(eq(agencies.id, property.agencyId))
  const today = todayInState(agency?.stateId ?? 7)
  const requestsSince = new Date(Date.now() - 90 * 24 * 3600_000)
  const [
    address,
    manager,
    keyLocation,
    serviceRows,
    urgentQuotes,
    tenancies,
    openIssues,
    openNotices,
    requests,
    mirror,
    pendingHolds,
  ] = await Promise.all([
    addressOf(db, property.addressId),
    property.propertyManagerId
      ? db
          .select({ id: propertyManagers.id, name: propertyManagers.name, email: propertyManagers.email })
          .from(propertyManagers)
          .where(eq(propertyManagers.id, property.propertyManagerId))
          .then((r) => r[0] ?? null)
      : null,
    property.keyLocationId
      ? db
          .select({ keyLocationId: keyPickupLocations.id, fullAddress: keyPickupLocations.fullAddress })
          .from(keyPickupLocations)
          .where(eq(keyPickupLocations.id, property.keyLocationId))
          .then((r) => r[0] ?? null)
      : null,
    db
      .select({ ps: propertyServices, service: services })
      .from(propertyServices)
      .innerJoin(services, eq(services.id, propertyServices.serviceId))
      .where(and(eq(propertyServices.propertyId, property.id), eq(propertyServices.isCancelled, false)))
      .orderBy(asc(services.id)),
    db
      .select({ serviceId: quotes.serviceId })
      .from(quotes)
      .where(
        and(eq(quotes.propertyId, property.id), eq(quotes.severity, 'URGENT'), eq(quotes.statusId, AWAITING_APPROVAL)),
      ),
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
    db
      .select({ id: portfolioProperties.id })
      .from(portfolioProperties)
      .where(eq(portfolioProperties.propertyId, property.id))
      .limit(1)
      .then((r) => r[0] ?? null),
    pendingHoldServiceIds(db, property.id),
  ])
  const tenancy = tenancySummary(tenancies, today)
  const urgent = new Set(urgentQuotes.map((q) => q.serviceId))
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
