import { eq } from 'drizzle-orm'
import { accessIssuePublicName } from '../../../src/contract/catalog.ts'
import { stateCodeOf, todayInState } from '../../../src/contract/states.ts'

import { loadInAgency } from '../../auth/agency-scope.ts'
import type { SessionRow } from '../../auth/session-store.ts'
import type { Db } from '../../db/client.ts'
import { addresses, suburbs } from '../../db/schema/index.ts'
import { effectivePreferencesOf } from './entry-preference-state.ts'
import { pendingHoldsAmong } from './pending-holds.ts'
import { PROPERTY_MESSAGES } from './property-access.ts'
import { readPropertyDetail } from './property-detail-query.ts'
import { tenancySummary } from './tenancy-view.ts'

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

/**
 * GET /v1/property/{id}: the overview of a property the session's agency may see (404 missing, 403 another
 * agency's), read in one statement (property-detail-query.ts).
 */
export async function loadPropertyDetail(db: Db, session: SessionRow, propertyId: number) {
  const parts = await loadInAgency(
    session,
    async () => {
      const found = await readPropertyDetail(db, propertyId, requestsSince())
      return found && { ...found, agencyId: found.property.agencyId }
    },
    PROPERTY_MESSAGES,
  )
  return detailOf(parts)
}

const requestsSince = () => new Date(Date.now() - 90 * 24 * 3600_000)

function detailOf(parts: NonNullable<Awaited<ReturnType<typeof readPropertyDetail>>>) {
  const { property, tenancies, openIssues, openNotices, requests } = parts
  const serviceRows = parts.services
  const { agency, suburb } = parts
  const address = addressView(parts.address, suburb)
  const manager = parts.manager?.id == null ? null : parts.manager
  const keyLocation = parts.keyLocation?.keyLocationId == null ? null : parts.keyLocation
  const mirror = parts.mirrorId === null ? null : { id: Number(parts.mirrorId) }
  // Hold requests are at most REQUEST_PROCESSING_HOURS old, well inside the 90 days of requests read here;
  // a cancelled service is not listed, so its hold state cannot show.
  const pendingHolds = pendingHoldsAmong(
    requests,
    serviceRows.filter((s) => s.isOnHold).map((s) => s.serviceId),
  )
  const today = todayInState(agency?.stateId ?? 7)
  const tenancy = tenancySummary(tenancies, today)
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
    keysVersion: property.keysVersion,
    services: serviceRows.map((ps) => ({
      serviceId: ps.serviceId,
      code: ps.code,
      name: ps.name,
      shortName: ps.shortName,
      tags: [
        ...(ps.isOnHold ? ['ON_HOLD'] : []),
        ...(ps.jobStatus && ps.jobStatus !== 'COMPLETED' ? [ps.jobStatus] : []),
        ...(ps.hasUrgentQuote ? ['HAS_URGENT_QUOTATIONS'] : []),
        ...(ps.isPendingCancellation ? ['PENDING_CANCELLATION'] : []),
        ...(pendingHolds.has(ps.serviceId) ? ['HOLD_REQUESTED'] : []),
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
      label: accessIssuePublicName(i.issueType),
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
